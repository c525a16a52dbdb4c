"""Where tf.functions are made, with which options, what a call runs, and which bodies TensorFlow traces."""

from __future__ import annotations

import ast
from typing import Optional

import pytest

from tests.analysis.snippets import call, facts_of, function
from tflint_mem.analysis.facts import ModuleFacts
from tflint_mem.analysis.tf_functions import TfFunction, function_name


def made(facts: ModuleFacts, text: str) -> TfFunction:
    """The tf.function made by the call, or the decorator, with this text."""
    found = [m for m in facts.tf_functions.all if facts.index.segment(m.node) == text]
    assert len(found) == 1, [facts.index.segment(m.node) for m in facts.tf_functions.all]
    return found[0]


def source_of(facts: ModuleFacts, node: Optional[ast.AST]) -> Optional[str]:
    return facts.index.segment(node) if node is not None else None


def called(facts: ModuleFacts, text: str) -> Optional[str]:
    """The text of what makes the tf.function that the call with this text runs."""
    found = facts.tf_functions.called(call(facts, text))
    return facts.index.segment(found.node) if found is not None else None


# --- decorated ---------------------------------------------------------------------------------------


def test_bare_decorator_makes_a_tf_function_without_options():
    facts = facts_of(
        """
        import tensorflow as tf
        @tf.function
        def step(x):
            return x
        """
    )
    found = made(facts, "tf.function")
    assert found.decorated and found.name == "step" and found.definition is function(facts, "step")
    assert found.options == {} and found.options_call is None and found.wrapped is None
    assert not found.has_input_signature and not found.relaxes_shapes and not found.passes_options_through
    assert facts.tf_functions.decorated(function(facts, "step")) is found
    assert found.scope is facts.index.tree


def test_decorator_call_records_its_options():
    facts = facts_of(
        """
        import tensorflow as tf
        @tf.function(input_signature=[tf.TensorSpec([None])], reduce_retracing=True)
        def step(x):
            return x
        """
    )
    found = made(facts, "tf.function(input_signature=[tf.TensorSpec([None])], reduce_retracing=True)")
    assert found.decorated and sorted(found.options) == ["input_signature", "reduce_retracing"]
    assert found.has_input_signature and found.relaxes_shapes
    assert found.options_call is found.node


@pytest.mark.parametrize(
    ("imports", "decorator"),
    [
        ("from tensorflow import function", "function"),
        ("import tensorflow.compat.v2 as tf", "tf.function"),
        ("import tensorflow as tf", "tf.compat.v1.function"),
    ],
)
def test_decorator_spellings(imports, decorator):
    facts = facts_of(f"{imports}\n@{decorator}\ndef step(x):\n    return x\n")
    assert facts.tf_functions.decorated(function(facts, "step")) is not None


def test_other_decorators_do_not_make_tf_functions():
    facts = facts_of(
        """
        import functools
        @functools.lru_cache
        @function
        def step(x):
            return x
        """
    )
    assert facts.tf_functions.all == []


def test_options_set_to_none_or_false_do_not_count():
    facts = facts_of(
        """
        import tensorflow as tf
        @tf.function(input_signature=None, reduce_retracing=False, experimental_relax_shapes=0)
        def step(x):
            return x
        """
    )
    found = facts.tf_functions.decorated(function(facts, "step"))
    assert found is not None and not found.has_input_signature and not found.relaxes_shapes


def test_decorated_method_is_made_in_the_class_scope():
    facts = facts_of(
        """
        import tensorflow as tf
        class Net:
            @tf.function
            def step(self, x):
                return x
        """
    )
    found = facts.tf_functions.decorated(function(facts, "step"))
    assert found is not None and isinstance(found.scope, ast.ClassDef)


# --- called -------------------------------------------------------------------------------------------


def test_call_wrapping_a_function_of_the_module():
    facts = facts_of(
        """
        import tensorflow as tf
        def plain(x):
            return x
        fast = tf.function(plain, experimental_relax_shapes=True)
        """
    )
    found = made(facts, "tf.function(plain, experimental_relax_shapes=True)")
    assert not found.decorated and found.name == "fast"
    assert found.definition is function(facts, "plain") and source_of(facts, found.wrapped) == "plain"
    assert found.relaxes_shapes and not found.has_input_signature
    assert facts.tf_functions.made_by(call(facts, "tf.function(plain, experimental_relax_shapes=True)")) is found


def test_call_of_a_tf_function_with_options_then_the_function():
    facts = facts_of(
        """
        import tensorflow as tf
        def plain(x):
            return x
        fast = tf.function(jit_compile=True)(plain)
        """
    )
    found = made(facts, "tf.function(jit_compile=True)(plain)")
    assert found.name == "fast" and found.definition is function(facts, "plain")
    assert found.options_call is call(facts, "tf.function(jit_compile=True)")
    assert sorted(found.options) == ["jit_compile"]
    # The inner call alone makes a decorator: recorded, wrapping nothing.
    inner = made(facts, "tf.function(jit_compile=True)")
    assert inner.wrapped is None and inner.definition is None and not inner.decorated


def test_call_wrapping_a_lambda_traces_the_lambda():
    facts = facts_of("import tensorflow as tf\nfast = tf.function(lambda x: x * 2)\n")
    found = made(facts, "tf.function(lambda x: x * 2)")
    assert isinstance(found.definition, ast.Lambda)
    assert function_name(found.definition) == "<lambda>"


def test_call_wrapping_a_method_through_self():
    facts = facts_of(
        """
        import tensorflow as tf
        class Trainer:
            def __init__(self):
                self.fast = tf.function(self.step)
            def step(self, x):
                return x
        """
    )
    found = made(facts, "tf.function(self.step)")
    assert found.name == "fast" and found.definition is function(facts, "step")
    assert found.scope is function(facts, "__init__")


def test_call_wrapping_something_the_module_does_not_define():
    facts = facts_of("import tensorflow as tf\nfast = tf.function(imported.step)\n")
    found = made(facts, "tf.function(imported.step)")
    assert found.definition is None and source_of(facts, found.wrapped) == "imported.step"


def test_call_passing_options_through_kwargs():
    facts = facts_of("import tensorflow as tf\nfast = tf.function(f, **options)\n")
    assert made(facts, "tf.function(f, **options)").passes_options_through


def test_calling_what_tf_function_made_at_once_makes_one_tf_function():
    facts = facts_of("import tensorflow as tf\ny = tf.function(f)(x)\n")
    assert [facts.index.segment(m.node) for m in facts.tf_functions.all] == ["tf.function(f)"]
    assert made(facts, "tf.function(f)").name is None


def test_func_keyword_is_the_wrapped_function():
    facts = facts_of("import tensorflow as tf\ndef f(x):\n    return x\ng = tf.function(func=f)\n")
    assert made(facts, "tf.function(func=f)").definition is function(facts, "f")


# --- what a call runs ---------------------------------------------------------------------------------


def test_called_through_the_decorated_name():
    facts = facts_of(
        """
        import tensorflow as tf
        @tf.function
        def step(x):
            return x
        def plain(x):
            return x
        step(1)
        plain(1)
        """
    )
    assert called(facts, "step(1)") == "tf.function"
    assert called(facts, "plain(1)") is None


def test_called_through_an_assigned_name():
    facts = facts_of(
        """
        import tensorflow as tf
        fast = tf.function(lambda x: x)
        fast(1)
        """
    )
    assert called(facts, "fast(1)") == "tf.function(lambda x: x)"


def test_not_called_when_the_name_may_hold_something_else():
    facts = facts_of(
        """
        import tensorflow as tf
        fast = tf.function(f) if c else f
        if c:
            other = tf.function(f)
        else:
            other = f
        fast(1)
        other(1)
        """
    )
    assert called(facts, "fast(1)") is None
    assert called(facts, "other(1)") is None


def test_called_through_self_attributes_and_decorated_methods():
    facts = facts_of(
        """
        import tensorflow as tf
        class Trainer:
            def __init__(self):
                self.fast = tf.function(self.step)
            def step(self, x):
                return x
            @tf.function
            def deco(self, x):
                return x
            def run(self, x):
                self.fast(x)
                self.deco(x)
                self.step(x)
        """
    )
    assert called(facts, "self.fast(x)") == "tf.function(self.step)"
    assert called(facts, "self.deco(x)") == "tf.function"
    assert called(facts, "self.step(x)") is None


def test_called_through_a_lazily_made_self_attribute():
    facts = facts_of(
        """
        import tensorflow as tf
        class Trainer:
            def __init__(self):
                self.fast = None
            def run(self, x):
                if self.fast is None:
                    self.fast = tf.function(self.step)
                return self.fast(x)
        """
    )
    assert called(facts, "self.fast(x)") == "tf.function(self.step)"


def test_called_through_a_name_set_to_none_first():
    facts = facts_of(
        """
        import tensorflow as tf
        fast = None
        if fast is None:
            fast = tf.function(f)
        fast(1)
        """
    )
    assert called(facts, "fast(1)") == "tf.function(f)"


def test_called_through_a_factory_of_the_module():
    facts = facts_of(
        """
        import tensorflow as tf
        def make():
            return tf.function(plain)
        def make_named():
            fn = tf.function(plain, reduce_retracing=True)
            return fn
        def make_again():
            return make()
        a = make()
        b = make_named()
        c = make_again()
        a(1)
        b(1)
        c(1)
        """
    )
    assert called(facts, "a(1)") == "tf.function(plain)"
    assert called(facts, "b(1)") == "tf.function(plain, reduce_retracing=True)"
    assert called(facts, "c(1)") == "tf.function(plain)"


def test_a_factory_returning_something_else_makes_no_tf_function():
    facts = facts_of(
        """
        def make():
            return plain
        a = make()
        a(1)
        """
    )
    assert called(facts, "a(1)") is None


# --- traced bodies ------------------------------------------------------------------------------------


def test_tracing_is_the_traced_function_holding_the_node():
    facts = facts_of(
        """
        import tensorflow as tf
        @tf.function
        def step(x):
            inner = lambda: g()
            return f(x)
        def plain():
            return h()
        """
    )
    assert facts.tf_functions.tracing(call(facts, "f(x)")) is function(facts, "step")
    assert facts.tf_functions.tracing(call(facts, "g()")) is None  # a nested lambda is its own body
    assert facts.tf_functions.tracing(call(facts, "h()")) is None
    assert list(facts.tf_functions.traced) == [function(facts, "step")]


def test_tracing_a_wrapped_lambda():
    facts = facts_of("import tensorflow as tf\nfast = tf.function(lambda x: f(x))\n")
    assert isinstance(facts.tf_functions.tracing(call(facts, "f(x)")), ast.Lambda)


def test_tracer_of_a_tf_function_body_and_the_helpers_it_calls():
    facts = facts_of(
        """
        import tensorflow as tf
        def helper(x):
            return deeper(x)
        def deeper(x):
            return tf.add(x, 1)
        def plain(x):
            return helper(x)
        fast = tf.function(plain)
        """
    )
    tracer = facts.tf_functions.tracer(call(facts, "helper(x)"))
    assert tracer == (function(facts, "plain"), "tf.function `fast`")
    assert facts.tf_functions.tracer(call(facts, "tf.add(x, 1)")) == (
        function(facts, "deeper"),
        "`deeper`, called from `helper`, called from tf.function `fast`",
    )


def test_functions_handed_to_an_op_in_a_trace_are_traced_but_not_those_a_py_function_runs():
    # `tf.map_fn(partial(scale, by=2.0), x)` traces `scale` in the outer graph, as `tf.map_fn(scale, x)` would;
    # `tf.py_function(log, ...)` runs `log` as Python each time the graph runs.
    facts = facts_of(
        """
        import functools
        import tensorflow as tf
        def scale(x, by):
            return tf.multiply(x, by)
        def log(x):
            return print(x)
        @tf.function
        def step(x):
            tf.py_function(log, [x], [])
            return tf.map_fn(functools.partial(scale, by=2.0), x)
        """
    )
    assert facts.tf_functions.tracer(call(facts, "tf.multiply(x, by)")) == (
        function(facts, "scale"),
        "`scale`, called from tf.function `step`",
    )
    assert facts.tf_functions.tracer(call(facts, "print(x)")) is None


def test_tracer_of_keras_call_and_train_step():
    facts = facts_of(
        """
        import tensorflow as tf
        class Block(tf.keras.layers.Layer):
            def call(self, x):
                return f(x)
            def train_step(self, data):
                return g(data)
        class Net(tf.keras.Model):
            def train_step(self, data):
                return h(data)
        class Plain:
            def call(self, x):
                return k(x)
        """
    )
    assert facts.tf_functions.tracer(call(facts, "f(x)")) == (function(facts, "call"), "`call`, which Keras traces")
    assert facts.tf_functions.tracer(call(facts, "g(data)")) is None  # a layer has no train_step
    assert facts.tf_functions.tracer(call(facts, "h(data)")) == (
        function(facts, "train_step", 1),
        "`train_step`, which Keras traces",
    )
    assert facts.tf_functions.tracer(call(facts, "k(x)")) is None
    assert facts.tf_functions.keras_traced(function(facts, "call"))
    assert not facts.tf_functions.keras_traced(function(facts, "call", 1))


def test_tracer_of_losses_and_metrics_given_to_compile():
    facts = facts_of(
        """
        def my_loss(y, p):
            return f(y, p)
        def my_metric(y, p):
            return g(y, p)
        def unused(y, p):
            return h(y, p)
        def make_metric():
            return k(1)
        model.compile(optimizer="adam", loss=my_loss, metrics=[my_metric, make_metric()])
        """
    )
    assert facts.tf_functions.tracer(call(facts, "k(1)")) is None  # called once to make the metric object
    assert facts.tf_functions.tracer(call(facts, "f(y, p)")) == (
        function(facts, "my_loss"),
        "`my_loss`, a loss or metric Keras traces",
    )
    assert facts.tf_functions.tracer(call(facts, "g(y, p)")) == (
        function(facts, "my_metric"),
        "`my_metric`, a loss or metric Keras traces",
    )
    assert facts.tf_functions.tracer(call(facts, "h(y, p)")) is None


def test_no_tracer_at_module_level_or_in_plain_functions():
    facts = facts_of("import tensorflow as tf\ndef plain():\n    return f()\ng()\n")
    assert facts.tf_functions.tracer(call(facts, "f()")) is None
    assert facts.tf_functions.tracer(call(facts, "g()")) is None


def test_what_a_made_tf_function_reads_from_outside_it():
    facts = facts_of(
        """
        import tensorflow as tf
        scale = 2.0
        def helper(x):
            return x * scale
        def make(offset):
            @tf.function
            def step(x):
                return x + offset
            wrapped = tf.function(helper)
            lam = tf.function(lambda y: y - offset)
            return step, wrapped, lam
        """
    )
    make = function(facts, "make")
    made = {m.name or facts.index.segment(m.node): m for m in facts.tf_functions.made_in(make)}
    assert set(made) == {"step", "wrapped", "lam"}
    assert "offset" in facts.tf_functions.reads(made["step"])
    assert "scale" in facts.tf_functions.reads(made["wrapped"])  # the wrapped function's free names
    assert "offset" in facts.tf_functions.reads(made["lam"])
    assert facts.tf_functions.made_in(function(facts, "helper")) == []


def test_tracer_does_not_follow_a_call_behind_a_create_once_guard():
    facts = facts_of(
        """
        import tensorflow as tf
        class Net(tf.keras.Model):
            def call(self, x):
                if self.block is None:
                    self.block = self.make_block()
                return self.head(self.block(x))
            def make_block(self):
                return build(3)
            def head(self, x):
                return finish(x)
        """
    )
    assert facts.tf_functions.tracer(call(facts, "build(3)")) is None  # runs on the first trace only
    assert facts.tf_functions.tracer(call(facts, "finish(x)")) == (
        function(facts, "head"),
        "`head`, called from `call`, which Keras traces",
    )


def test_tracer_follows_a_call_in_a_configuration_branch():
    facts = facts_of(
        """
        import tensorflow as tf
        class Det(tf.keras.Model):
            def train_step(self, data):
                if "detection" in self.heads:
                    loss = self.detection_loss(data)
                return loss
            def detection_loss(self, data):
                return total(data)
        """
    )
    assert facts.tf_functions.tracer(call(facts, "total(data)")) is not None


# --- what Keras traces --------------------------------------------------------------------------


def test_keras_traces_an_optimizers_update_step_and_a_metrics_update_state():
    facts = facts_of(
        """
        import tensorflow as tf
        class Ranger(tf.keras.optimizers.Optimizer):
            def update_step(self, gradient, variable, learning_rate):
                make_copy(variable)
            def get_config(self):
                return {}
        class F1(tf.keras.metrics.Metric):
            def update_state(self, y_true, y_pred, sample_weight=None):
                count(y_true)
        """
    )
    assert facts.tf_functions.tracer(call(facts, "make_copy(variable)")) is not None
    assert facts.tf_functions.tracer(call(facts, "count(y_true)")) is not None
    assert not facts.tf_functions.keras_traced(function(facts, "get_config"))


def test_a_build_behind_the_built_flag_runs_once_not_on_every_traced_step():
    facts = facts_of(
        """
        import tensorflow as tf
        class Metrics(tf.keras.metrics.Metric):
            def update_state(self, y_true, y_pred):
                if not self.built:
                    self.build(y_true, y_pred)
            def build(self, y_true, y_pred):
                self.inner = tf.keras.metrics.Mean()
        """
    )
    assert facts.tf_functions.tracer(call(facts, "tf.keras.metrics.Mean()")) is None

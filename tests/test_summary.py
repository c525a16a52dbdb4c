"""The per-module summary: definitions, calls followed within the module, what functions create, tf.functions."""

from __future__ import annotations

import textwrap

import libcst as cst

from tflint_mem.analysis.imports import build_import_table
from tflint_mem.analysis.summary import (
    CLEARS_SESSION,
    MODEL,
    NEW_TF_FUNCTION,
    TRAINS,
    VARIABLE,
    ModuleSummary,
)
from tflint_mem.engine.lint import default_rules, lint_source
from tflint_mem.rules.base import RuleContext


def summarize(code: str) -> ModuleSummary:
    module = cst.parse_module(textwrap.dedent(code))
    return ModuleSummary(module, build_import_table(module))


def names(functions) -> set:
    return {f.name.value for f in functions}


# --- the name-based interface other rules use ----------------------------------------------------


def test_callees_and_transitive_callers_match_by_name():
    summary = summarize(
        """
        def leaf():
            pass

        def middle():
            leaf()

        class A:
            def top(self):
                self.middle()

            def middle(self):
                middle()

        def unrelated():
            pass
        """
    )
    (leaf,) = summary.functions_named("leaf")
    assert summary.callees[summary.function_named("unrelated")] == set()
    assert names(summary.transitive_callers({leaf})) == {"leaf", "middle", "top"}


# --- calls resolved to the definitions Python runs ------------------------------------------------


def test_resolve_call_prefers_nested_def_then_module_function_then_own_method():
    summary = summarize(
        """
        def helper():
            pass

        def outer():
            def helper():
                pass
            helper()

        class A:
            def helper(self):
                pass

            def run(self):
                self.helper()
                helper()

        class B:
            def helper(self):
                pass
        """
    )
    outer = summary.function_named("outer")
    nested, module_level = (summary.facts[f] for f in summary.functions_named("helper")[:2])
    assert summary.calls[outer] == {summary.facts[outer].nested["helper"][0]}
    run = summary.function_named("run")
    resolved = summary.calls[run]
    a_helper = summary.methods[summary.classes["A"][0]]["helper"][0]
    assert a_helper in resolved and summary.module_functions["helper"][0] in resolved
    assert summary.methods[summary.classes["B"][0]]["helper"][0] not in resolved
    assert nested.parent is None and module_level.parent is outer


def test_inherited_method_falls_back_to_other_classes_and_constructor_to_init():
    summary = summarize(
        """
        class Base:
            def build(self):
                pass

        class Child(Base):
            def run(self):
                self.build()

        def make():
            return Child()

        class Child2:
            def __init__(self):
                pass

        def make2():
            return Child2()
        """
    )
    assert names(summary.calls[summary.function_named("run")]) == {"build"}
    assert names(summary.calls[summary.function_named("make2")]) == {"__init__"}


# --- what functions create, followed through calls --------------------------------------------------


def test_creators_follow_calls_and_creation_path_names_the_chain():
    summary = summarize(
        """
        import tensorflow as tf
        from tensorflow import keras

        def layers():
            return keras.Sequential([keras.layers.Dense(1)])

        def fold():
            model = layers()
            model.fit(x, y)
            tf.keras.backend.clear_session()
            v = tf.Variable(0.0)

        def outer():
            fold()

        @tf.function
        def traced():
            layers()

        def calls_traced():
            traced()
        """
    )
    # `traced` builds its model at trace time only, once per trace: not followed through tf.functions.
    assert names(summary.creators(MODEL)) == {"layers", "fold", "outer"}
    assert names(summary.creators(TRAINS)) == {"fold", "outer"}
    assert names(summary.creators(CLEARS_SESSION)) == {"fold", "outer"}
    assert names(summary.creators(VARIABLE)) == {"fold", "outer"}
    assert [f.name.value for f in summary.creation_path(summary.function_named("outer"), MODEL)] == [
        "outer",
        "fold",
        "layers",
    ]


def test_new_tf_function_creators_skip_cached_and_decorator_options():
    summary = summarize(
        """
        import functools
        import tensorflow as tf

        def factory():
            return tf.function(lambda x: x)

        def nested():
            @tf.function
            def step(x):
                return x
            return step

        @functools.lru_cache()
        def cached():
            return tf.function(lambda x: x)

        def memo(self):
            if self._fn is not None:
                return self._fn
            self._fn = tf.function(self.impl)
            return self._fn

        def guarded(self):
            if self._fn is None:
                self._fn = tf.function(self.impl)

        @tf.function(jit_compile=True)
        def decorated(x):
            return x
        """
    )
    assert names(summary.creators(NEW_TF_FUNCTION)) == {"factory", "nested"}
    assert summary.returns_new_tf_function(summary.function_named("factory"))
    assert summary.returns_new_tf_function(summary.function_named("nested"))
    assert not summary.returns_new_tf_function(summary.function_named("cached"))


def test_returns_model_follows_names_and_calls():
    summary = summarize(
        """
        from tensorflow import keras

        class Net(keras.Model):
            pass

        def direct():
            return keras.Sequential()

        def named():
            model = keras.models.load_model("m.keras")
            return model

        def through():
            return direct()

        def subclass():
            return Net()

        def other():
            return 3
        """
    )
    for name in ("direct", "named", "through", "subclass"):
        assert summary.returns_model(summary.function_named(name)), name
    assert not summary.returns_model(summary.function_named("other"))
    assert summary.model_classes == {"Net"}


# --- tf.functions by name ----------------------------------------------------------------------------


def test_tf_functions_are_recorded_with_their_options():
    summary = summarize(
        """
        import tensorflow as tf

        @tf.function(input_signature=[tf.TensorSpec([None])])
        def signed(x):
            return x

        relaxed = tf.function(lambda x: x, reduce_retracing=True)

        class M:
            def __init__(self):
                self.step = tf.function(self._step)

            @tf.function
            def call(self, x):
                return x
        """
    )
    (signed,) = summary.tf_functions["signed"]
    assert signed.has_input_signature and not signed.relaxes_shapes and signed.decorated is not None
    (relaxed,) = summary.tf_functions["relaxed"]
    assert relaxed.relaxes_shapes and not relaxed.has_input_signature and relaxed.scope is None
    (step,) = summary.tf_functions["step"]
    assert step.owner is summary.classes["M"][0] and step.wrapped is not None
    assert summary.tf_functions["call"][0].owner is summary.classes["M"][0]


def test_tf_function_called_resolves_local_module_and_self_names():
    code = textwrap.dedent(
        """
        import tensorflow as tf

        @tf.function
        def step(x):
            return x

        def plain(x):
            return x

        class M:
            @tf.function
            def call(self, x):
                return x

            def run(self):
                self.call(1)

        def shadowing():
            step = plain
            step(1)
        """
    )
    module = cst.parse_module(code)
    summary = ModuleSummary(module, build_import_table(module))
    assert summary.tf_function_called(cst.Name("step"), [module]) is not None
    assert summary.tf_function_called(cst.Name("plain"), [module]) is None
    cls = summary.classes["M"][0]
    run = summary.function_named("run")
    self_call = cst.Attribute(value=cst.Name("self"), attr=cst.Name("call"))
    assert summary.tf_function_called(self_call, [module, cls, run]) is not None
    assert summary.tf_function_called(cst.Name("step"), [module, summary.function_named("shadowing")]) is None


# --- module-level facts --------------------------------------------------------------------------------


def test_entry_points_and_run_once():
    summary = summarize(
        """
        from absl import app

        def main(argv):
            setup()

        def setup():
            pass

        def train():
            pass

        def helper():
            pass

        def looped():
            pass

        for i in range(3):
            looped()

        if __name__ == "__main__":
            train()
            app.run(main)
        """
    )
    assert {"main", "train"} <= summary.entry_points
    assert summary.runs_once(summary.function_named("main"))
    assert summary.runs_once(summary.function_named("setup"))
    assert summary.runs_once(summary.function_named("train"))
    assert not summary.runs_once(summary.function_named("helper"))  # never called here: unknown
    assert not summary.runs_once(summary.function_named("looped"))


def test_module_level_datasets():
    summary = summarize(
        """
        import tensorflow as tf

        train = tf.data.Dataset.range(10).batch(2)
        other = [1, 2]
        """
    )
    assert summary.datasets == {"train"}


def test_summary_is_built_only_when_a_rule_asks_for_it(monkeypatch):
    built = []
    original = ModuleSummary.__init__

    def counting(self, module, imports):
        built.append(module)
        original(self, module, imports)

    monkeypatch.setattr(ModuleSummary, "__init__", counting)
    rules = default_rules(["TFM006", "TFM007", "TFM008", "TFM009"])
    no_loops = "import tensorflow as tf\nmodel = tf.keras.Sequential()\nmodel.predict(x)\n"
    lint_source(no_loops, "a.py", rules)
    assert built == []
    in_loop = "import tensorflow as tf\nfor i in range(3):\n    model = tf.keras.Sequential()\n"
    lint_source(in_loop, "b.py", rules)
    assert len(built) == 1  # shared by every rule of the file


def test_rule_context_caches_the_summary():
    module = cst.parse_module("def f():\n    pass\n")
    context = RuleContext(module=module, imports=build_import_table(module), text="")
    assert context.summary is context.summary


def test_tf_function_called_follows_a_factory_to_what_it_returns():
    code = textwrap.dedent(
        """
        import tensorflow as tf

        def make():
            @tf.function(reduce_retracing=True)
            def step(x):
                return x
            return step

        def make_again():
            return make()

        a = make()
        b = make_again()
        c = len([])
        """
    )
    module = cst.parse_module(code)
    summary = ModuleSummary(module, build_import_table(module))
    made = summary.tf_function_called(cst.Name("a"), [module])
    assert made is not None and made.relaxes_shapes and made.decorated is summary.function_named("step")
    assert summary.tf_function_called(cst.Name("b"), [module]) is made
    assert summary.tf_function_called(cst.Name("c"), [module]) is None

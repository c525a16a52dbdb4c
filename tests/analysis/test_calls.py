"""Which function a call runs, and what functions do when they run (directly or through their calls)."""

from __future__ import annotations

import ast
from typing import Dict, List, Optional, Tuple

import pytest

from tests.analysis.snippets import call, facts_of, function
from tflint_mem.analysis import calls as C
from tflint_mem.analysis.facts import ModuleFacts


def targets(facts: ModuleFacts, text: str) -> List[Tuple[str, int]]:
    """The definitions the call with this text resolves to: (name, line)."""
    return [(t.name, t.lineno) for t in facts.calls.resolve(call(facts, text))]  # type: ignore[union-attr]


def effects(facts: ModuleFacts, name: str) -> Dict[str, Tuple[str, ...]]:
    """What the function `name` does: each effect with its path of function names."""
    return {what: effect.path for what, effect in facts.calls.effects(function(facts, name)).items()}


# --- resolution -----------------------------------------------------------------------------------


def test_module_function_and_nested_function():
    facts = facts_of(
        """
        def helper():
            pass
        def outer():
            def helper():
                pass
            helper()
        helper()
        """
    )
    nested, module_level = call(facts, "helper()", 0), call(facts, "helper()", 1)
    assert [(t.name, t.lineno) for t in facts.calls.resolve(nested)] == [("helper", 5)]  # type: ignore[union-attr]
    assert [(t.name, t.lineno) for t in facts.calls.resolve(module_level)] == [("helper", 2)]  # type: ignore[union-attr]


def test_name_bound_to_another_function_resolves_through_it():
    facts = facts_of(
        """
        def f():
            pass
        g = f
        g()
        """
    )
    assert targets(facts, "g()") == [("f", 2)]


def test_conditionally_defined_function_resolves_to_both():
    facts = facts_of(
        """
        if fast:
            def step():
                pass
        else:
            def step():
                pass
        step()
        """
    )
    assert targets(facts, "step()") == [("step", 3), ("step", 6)]


def test_unknown_and_builtin_names_resolve_to_nothing():
    facts = facts_of("print(1)\nimported()\n")
    assert targets(facts, "print(1)") == []
    assert targets(facts, "imported()") == []


def test_method_through_self_includes_overrides_in_subclasses():
    facts = facts_of(
        """
        class Base:
            def step(self):
                pass
            def run(self):
                self.step()
        class Sub(Base):
            def step(self):
                pass
        """
    )
    assert targets(facts, "self.step()") == [("step", 3), ("step", 8)]


def test_inherited_method_through_self():
    facts = facts_of(
        """
        class Base:
            def step(self):
                pass
        class Sub(Base):
            def run(self):
                self.step()
        """
    )
    assert targets(facts, "self.step()") == [("step", 3)]


def test_an_instance_attribute_of_the_methods_name_hides_the_method():
    # rlcode's agents: `self.optimizer = self.optimizer()` keeps the Keras function the builder returns, so a later
    # `self.optimizer([...])` runs that function, not the builder (no placeholder is made per step).
    facts = facts_of(
        """
        class Agent:
            def __init__(self):
                self.optimizer = self.optimizer()
            def optimizer(self):
                return make_function()
            def train(self, batch):
                return self.optimizer([batch])
        """
    )
    assert targets(facts, "self.optimizer([batch])") == []


@pytest.mark.parametrize("wrapper", ["tf.function(self.step)", "functools.partial(self.step, 1)", "self.step"])
def test_a_wrapper_of_the_method_under_its_own_name_still_runs_it(wrapper):
    facts = facts_of(
        f"""
        class Trainer:
            def __init__(self):
                self.step = {wrapper}
            def step(self, x):
                pass
            def fit(self, x):
                self.step(x)
        """
    )
    assert targets(facts, "self.step(x)") == [("step", 5)]


def test_method_through_cls_and_through_the_class():
    facts = facts_of(
        """
        class Net:
            @classmethod
            def make(cls):
                return cls.default()
            @staticmethod
            def default():
                pass
        Net.make()
        """
    )
    assert targets(facts, "cls.default()") == [("default", 7)]
    assert targets(facts, "Net.make()") == [("make", 4)]


def test_method_through_super_is_the_base_classes_method():
    facts = facts_of(
        """
        class Base:
            def build(self):
                pass
        class Sub(Base):
            def build(self):
                super().build()
        """
    )
    assert targets(facts, "super().build()") == [("build", 3)]


def test_method_through_an_instance_of_a_class_of_the_module():
    facts = facts_of(
        """
        class Trainer:
            def run(self):
                pass
        t = Trainer()
        t.run()
        """
    )
    assert targets(facts, "t.run()") == [("run", 3)]


def test_constructor_runs_init_and_inherited_init():
    facts = facts_of(
        """
        class Base:
            def __init__(self):
                pass
        class Sub(Base):
            pass
        class Empty:
            pass
        Base()
        Sub()
        Empty()
        """
    )
    assert targets(facts, "Base()") == [("__init__", 3)]
    assert targets(facts, "Sub()") == [("__init__", 3)]
    assert targets(facts, "Empty()") == []
    assert facts.calls.constructs(call(facts, "Empty()"))


def test_constructs_only_for_classes_of_the_module():
    facts = facts_of(
        """
        class Net:
            pass
        def make():
            pass
        Net()
        make()
        Other()
        """
    )
    assert facts.calls.constructs(call(facts, "Net()"))
    assert not facts.calls.constructs(call(facts, "make()"))
    assert not facts.calls.constructs(call(facts, "Other()"))


def test_unique_method_name_on_an_unknown_receiver():
    facts = facts_of(
        """
        class Trainer:
            def train_epoch(self):
                pass
            def run(self):
                pass
        def go(trainer):
            trainer.train_epoch()
            trainer.run()
        """
    )
    assert targets(facts, "trainer.train_epoch()") == [("train_epoch", 3)]
    assert targets(facts, "trainer.run()") == []  # a common name: any object may have it


def test_a_library_object_is_not_taken_for_the_class_defining_its_method_name():
    # zh-NER-TF: `self.file_writer.add_summary(...)` on a `tf.summary.FileWriter`, in a class with an `add_summary`.
    facts = facts_of(
        """
        import tensorflow as tf
        class Model:
            def add_summary(self, sess):
                self.merged = tf.summary.merge_all()
                self.file_writer = tf.summary.FileWriter("logs", sess.graph)
            def train(self, summary, step, trainer):
                writer = self.file_writer
                writer.add_summary(summary, step)
                self.file_writer.add_summary(summary, step)
                local = tf.summary.FileWriter("logs")
                local.add_summary(summary, step)
                trainer.add_summary(summary)
        """
    )
    assert targets(facts, "writer.add_summary(summary, step)") == []
    assert targets(facts, "self.file_writer.add_summary(summary, step)") == []
    assert targets(facts, "local.add_summary(summary, step)") == []
    assert targets(facts, "trainer.add_summary(summary)") == [("add_summary", 4)]  # a parameter: still the guess


def test_method_name_a_few_classes_define_may_run_any_of_them_on_an_unknown_receiver():
    # jaromiru/AI-blog: `agent.act(s)` in `Environment.run(agent)`, given a `RandomAgent` and then an `Agent`.
    facts = facts_of(
        """
        class Agent:
            def act(self, s):
                pass
        class RandomAgent:
            def act(self, s):
                pass
        class Environment:
            def run(self, agent):
                agent.act(s)
        env = Environment()
        env.run(RandomAgent())
        env.run(Agent())
        """
    )
    assert targets(facts, "agent.act(s)") == [("act", 3), ("act", 6)]


def test_method_name_many_classes_define_is_not_resolved_on_an_unknown_receiver():
    classes = "".join(f"class C{n}:\n    def train_epoch(self):\n        pass\n" for n in range(4))
    facts = facts_of(classes + "def go(trainer):\n    trainer.train_epoch()\n")
    assert targets(facts, "trainer.train_epoch()") == []


def test_method_of_a_foreign_object_is_not_resolved_by_name():
    facts = facts_of(
        """
        import pandas as pd
        class Table:
            def pivot_table(self):
                pass
        df = pd.read_csv(p)
        df.pivot_table()
        """
    )
    assert targets(facts, "df.pivot_table()") == []


def test_callers_are_the_calls_that_may_run_a_function():
    facts = facts_of(
        """
        def step():
            pass
        def loop():
            for i in range(3):
                step()
        step()
        def unused():
            pass
        """
    )
    sites = facts.calls.callers(function(facts, "step"))
    assert [(s.lineno, facts.index.segment(s)) for s in sites] == [(6, "step()"), (7, "step()")]
    assert facts.calls.callers(function(facts, "unused")) == []


def test_a_call_through_an_alias_is_a_caller_and_a_call_of_an_imported_name_is_not_resolved_for_callers():
    facts = facts_of(
        """
        from helpers import make
        def step():
            pass
        run = step
        for i in range(3):
            run()
            make()
            len(i)
        """
    )
    sites = facts.calls.callers(function(facts, "step"))
    assert [(s.lineno, facts.index.segment(s)) for s in sites] == [(7, "run()")]
    # `make()` and `len()` run no function of the module: the callers map leaves them unresolved.
    others = [c for c in facts.index.nodes(ast.Call) if facts.index.segment(c) != "run()"]
    assert others and all(id(c) not in facts.calls._resolved for c in others)


def test_returns_are_the_functions_own_return_values():
    facts = facts_of(
        """
        def f():
            def g():
                return 2
            if c:
                return 1
            return
        """
    )
    assert [facts.index.segment(v) for v in facts.calls.returns(function(facts, "f"))] == ["1"]


def test_calls_in_a_scope_are_its_own_calls():
    facts = facts_of(
        """
        def f():
            a()
            def g():
                b()
            [c() for _ in xs]
        """
    )
    assert [facts.index.segment(c) for c in facts.calls_in(function(facts, "f"))] == ["a()", "c()"]


# --- effects --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "what"),
    [
        ("v = tf.Variable(1.0)", C.VARIABLE),
        ("fn = tf.function(g)", C.NEW_TF_FUNCTION),
        ("y = tf.add(x, 1)", C.OPS),
        ("sess.run(op)", C.SESSION_RUN),
        ("m = tf.keras.Sequential()", C.MODEL),
        ("m = build_model()", C.MODEL),
        ("model.predict(x)", C.PREDICTS),
        ("model.compile(loss='mse')", C.COMPILES),
        ("model.fit(x, y)", C.TRAINS),
        ("model.train_on_batch(x, y)", C.TRAINS),
        ("tf.keras.backend.clear_session()", C.CLEARS_SESSION),
    ],
)
def test_direct_effects(body, what):
    facts = facts_of(f"import tensorflow as tf\nsess = tf.compat.v1.Session()\ndef f(x):\n    {body}\n")
    found = facts.calls.direct_effects(function(facts, "f"))
    assert list(found) == [what]
    assert found[what].path == ("f",) and found[what].node.lineno == 4  # type: ignore[union-attr]


def test_a_nested_decorated_function_creates_a_tf_function():
    facts = facts_of(
        """
        import tensorflow as tf
        def f():
            @tf.function
            def inner(x):
                return x
            return inner
        """
    )
    assert effects(facts, "f") == {C.NEW_TF_FUNCTION: ("f",)}


def test_ops_built_in_a_traced_body_are_not_an_effect():
    facts = facts_of(
        """
        import tensorflow as tf
        @tf.function
        def f(x):
            return tf.add(x, 1)
        """
    )
    assert effects(facts, "f") == {}


def test_foreign_predict_and_fit_are_not_effects():
    facts = facts_of(
        """
        from sklearn.svm import SVC
        def f(x, y):
            clf = SVC()
            clf.fit(x, y)
            clf.predict(x)
        """
    )
    assert effects(facts, "f") == {}


def test_compile_of_a_foreign_object_is_not_an_effect():
    facts = facts_of(
        """
        import re
        def f():
            re.compile("a+")
            pattern = re.compile("b")
        """
    )
    assert effects(facts, "f") == {}


def test_a_keras_subclass_constructed_builds_a_model():
    facts = facts_of(
        """
        import tensorflow as tf
        class Net(tf.keras.Model):
            pass
        def f():
            return Net()
        """
    )
    assert effects(facts, "f") == {C.MODEL: ("f",)}


def test_effects_follow_calls_with_their_path():
    facts = facts_of(
        """
        import tensorflow as tf
        def make_variable():
            return tf.Variable(0.0)
        def middle():
            return make_variable()
        def outer():
            middle()
        """
    )
    assert effects(facts, "outer") == {C.VARIABLE: ("outer", "middle", "make_variable")}
    effect = facts.calls.effects(function(facts, "outer"))[C.VARIABLE]
    assert effect.node is not None and facts.index.segment(effect.node) == "tf.Variable(0.0)"
    assert effect.module is None


def test_a_builder_of_the_module_is_followed_not_reported_at_the_call():
    facts = facts_of(
        """
        import tensorflow as tf
        def build_model():
            return tf.keras.Sequential()
        def train():
            model = build_model()
        """
    )
    assert facts.calls.direct_effects(function(facts, "train")) == {}
    assert effects(facts, "train") == {C.MODEL: ("train", "build_model")}


def test_effects_through_methods_and_constructors():
    facts = facts_of(
        """
        import tensorflow as tf
        class Trainer:
            def __init__(self):
                self.v = tf.Variable(1.0)
            def step(self):
                self.model.fit(x, y)
        def go():
            t = Trainer()
            t.step()
        """
    )
    assert effects(facts, "go") == {C.VARIABLE: ("go", "__init__"), C.TRAINS: ("go", "step")}


def test_guarded_calls_and_creations_do_not_count():
    facts = facts_of(
        """
        import tensorflow as tf
        def make():
            return tf.Variable(1.0)
        class Net:
            def get(self):
                if self.v is None:
                    self.v = tf.Variable(1.0)
                if not self.built:
                    make()
                return self.v
        """
    )
    assert effects(facts, "get") == {}


def test_clear_session_counts_even_when_guarded():
    facts = facts_of(
        """
        import tensorflow as tf
        def reset(first):
            if not first:
                tf.keras.backend.clear_session()
        """
    )
    assert effects(facts, "reset") == {C.CLEARS_SESSION: ("reset",)}


def test_a_periodic_test_is_not_a_guard():
    facts = facts_of(
        """
        import tensorflow as tf
        def step(i):
            if i % 100 == 0:
                v = tf.Variable(1.0)
        """
    )
    assert effects(facts, "step") == {C.VARIABLE: ("step",)}


@pytest.mark.parametrize(
    "decorator",
    ["functools.lru_cache(maxsize=None)", "functools.cache", "lru_cache", "cached_property"],
)
def test_cached_functions_have_no_effects(decorator):
    facts = facts_of(
        f"""
        import functools
        import tensorflow as tf
        @{decorator}
        def get_model():
            return tf.keras.Sequential()
        """
    )
    assert facts.calls.cached(function(facts, "get_model"))
    assert effects(facts, "get_model") == {}


def test_a_function_starting_with_a_memo_check_is_cached():
    facts = facts_of(
        """
        import tensorflow as tf
        _models = {}
        def get_model(name):
            if name in _models:
                return _models[name]
            _models[name] = tf.keras.Sequential()
            return _models[name]
        def build(name):
            return tf.keras.Sequential()
        """
    )
    assert facts.calls.cached(function(facts, "get_model"))
    assert not facts.calls.cached(function(facts, "build"))


def test_recursive_functions_do_not_loop():
    facts = facts_of(
        """
        import tensorflow as tf
        def a(n):
            tf.Variable(n)
            return b(n - 1)
        def b(n):
            return a(n)
        """
    )
    assert effects(facts, "b") == {C.VARIABLE: ("b", "a")}


def test_call_effects_are_those_every_target_has():
    facts = facts_of(
        """
        import tensorflow as tf
        if fast:
            def step():
                tf.Variable(1.0)
                model.fit(x)
        else:
            def step():
                tf.Variable(2.0)
        step()
        """
    )
    assert list(facts.calls.call_effects(call(facts, "step()"))) == [C.VARIABLE]
    assert facts.calls.call_effects(call(facts, "tf.Variable(1.0)")) == {}  # not a call of the module's functions


@pytest.mark.parametrize(
    "check",
    [
        "if not data:\n        return",
        "if data is None:\n        return None",
        "if not data:\n        return []",
        "if len(data) == 0:\n        return data",  # Tiny_Faces_in_Tensorflow#17: no boxes, nothing to refine
    ],
)
def test_an_early_exit_is_not_a_memo_check(check):
    facts = facts_of(
        f"""
import tensorflow as tf
def train(data):
    {check}
    model = tf.keras.Sequential()
    model.fit(data, epochs=1)
"""
    )
    assert not facts.calls.cached(function(facts, "train"))
    assert effects(facts, "train") == {C.MODEL: ("train",), C.TRAINS: ("train",)}


@pytest.mark.parametrize(
    "sets, cached", [("self._written = True", True), ("self._written = False", False), ("", False)]
)
def test_an_early_exit_on_a_flag_the_method_then_sets_runs_the_rest_once(sets, cached):
    # retinanet-tensorflow2.x (a real look-alike): `_add_graph_trace` makes its tf.function once per executor.
    facts = facts_of(
        f"""
import tensorflow as tf
class Executor:
    def trace(self):
        if self._written:
            return
        forward = tf.function(self.model)
        forward.get_concrete_function()
        {sets}
"""
    )
    assert facts.calls.cached(function(facts, "trace")) is cached


def test_a_memo_check_on_self_returns_what_it_checked():
    facts = facts_of(
        """
        import tensorflow as tf
        class Holder:
            def model(self):
                if self._model is not None:
                    return self._model
                self._model = tf.keras.Sequential()
                return self._model
        """
    )
    assert facts.calls.cached(function(facts, "model"))


def test_an_exploration_branch_returning_other_state_of_self_is_no_memo_check():
    # fd_rlstock_3 (xtr33me/Reinforcement_Learning_for_Stock_Prediction#3): an epsilon-greedy `act` returns a
    # random action early and predicts otherwise, once per trading day; it caches nothing.
    facts = facts_of(
        """
        import random
        class Agent:
            def act(self, state):
                if not self.is_eval and random.random() <= self.epsilon:
                    return random.randrange(self.action_size)
                return self.model.predict(state)
            def cached_model(self):
                if self.cache.get("model") is not None:
                    return self.cache["model"]
                self.cache["model"] = build()
                return self.cache["model"]
        """
    )
    assert not facts.calls.cached(function(facts, "act"))
    assert facts.calls.cached(function(facts, "cached_model"))


def test_method_through_self_in_a_function_nested_in_a_method():
    facts = facts_of(
        """
        class Trainer:
            def run(self):
                pass
            def fit(self):
                def step():
                    self.run()
                return step
        """
    )
    assert targets(facts, "self.run()") == [("run", 3)]


@pytest.mark.parametrize(
    "passing",
    [
        "opt.minimize(model, step_callback=self._step)",
        "scipy.optimize.minimize(loss, x0, callback=self._step)",
        "keras.callbacks.LambdaCallback(on_batch_end=self._step)",
    ],
)
def test_a_method_handed_on_as_a_per_step_callback_is_found(passing):
    facts = facts_of(
        f"""
        class Monitor:
            def _step(self, *args):
                pass
            def run(self, model, opt):
                {passing}
        """
    )
    [(keyword, call)] = facts.calls.callbacks(function(facts, "_step"))
    assert passing.startswith(facts.index.segment(call.func)) and f"{keyword}=self._step" in passing


def test_a_list_of_callback_objects_is_not_a_callback_function():
    facts = facts_of(
        """
        def log(*args):
            pass
        model.fit(x, y, callbacks=[log])
        sorted(items, key=log)
        """
    )
    assert facts.calls.callbacks(function(facts, "log")) == []


# --- steps --------------------------------------------------------------------------------------


STEPS = """
import tensorflow as tf
model = tf.keras.Sequential([tf.keras.layers.Dense(1)])

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(model(x) - y)
    optimizer.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
    return loss

@tf.function
def normalize(x):
    return x / tf.reduce_max(x)

def evaluate(x):
    return other(x, training=False)

def helper(x):
    return evaluate(x)

for x, y in data:
    train_step(x, y)
    normalize(x)
    helper(x)
    model(x)
    Dense(4)(x)
    keras_model.fit(x, y, epochs=1)
    tape.gradient(loss, x)
    print(x)
    imported_tf_function(x)
"""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("train_step(x, y)", True),  # a tf.function that records a tape and applies gradients
        ("normalize(x)", False),  # a tf.function that runs no model
        ("helper(x)", True),  # through two functions of the module, to a call with `training=`
        ("model(x)", True),  # a Keras model bound to a name
        ("Dense(4)(x)", False),  # a layer made and called in place builds a model
        ("keras_model.fit(x, y, epochs=1)", True),
        ("tape.gradient(loss, x)", True),
        ("print(x)", False),
    ],
)
def test_a_call_runs_a_step_when_it_runs_a_model_a_tape_or_an_optimizer(text: str, expected: bool) -> None:
    facts = facts_of(STEPS)
    assert facts.calls.runs_step(call(facts, text)) is expected


def test_the_step_effect_is_recorded_for_functions() -> None:
    facts = facts_of(STEPS)
    assert C.STEP in effects(facts, "train_step")
    assert effects(facts, "helper")[C.STEP] == ("helper", "evaluate")
    assert C.STEP not in effects(facts, "normalize")


# --- arguments at a call site -------------------------------------------------------------------------


def test_argument_for_a_parameter_by_keyword_position_receiver_or_default():
    facts = facts_of(
        """
        def tune(model, lr=0.1, *, epochs=3):
            pass
        class Trainer:
            def step(self, batch):
                pass
        tune(net, epochs=5)
        tune(lr=0.5, model=other)
        trainer.step(data)
        tune(*args)
        """
    )
    tune, step = function(facts, "tune"), function(facts, "step")
    site = call(facts, "tune(net, epochs=5)")

    def text(node: Optional[ast.AST]) -> Optional[str]:
        return facts.index.segment(node) if node is not None else None

    assert text(facts.calls.argument_for(site, tune, "model")) == "net"
    assert text(facts.calls.argument_for(site, tune, "epochs")) == "5"
    assert facts.calls.argument_for(site, tune, "lr") is None  # the default applies
    assert text(facts.calls.argument_for(call(facts, "tune(lr=0.5, model=other)"), tune, "model")) == "other"
    assert text(facts.calls.argument_for(call(facts, "trainer.step(data)"), step, "self")) == "trainer"
    assert text(facts.calls.argument_for(call(facts, "trainer.step(data)"), step, "batch")) == "data"
    assert facts.calls.argument_for(call(facts, "tune(*args)"), tune, "model") is None  # unknown

"""The classes of a module: their methods, and what TensorFlow/Keras (or other) class each one extends."""

from __future__ import annotations

from typing import Optional, Tuple

import pytest

from tests.analysis.snippets import facts_of, function
from tflint_mem.analysis import classes as C
from tflint_mem.analysis.classes import Classes, base_kind


def kind(code: str, name: str) -> Tuple[str, Optional[str]]:
    info = facts_of(code).classes.named(name)
    assert info is not None
    return info.kind, info.extends


@pytest.mark.parametrize(
    ("base", "expected"),
    [
        ("tf.keras.Model", (C.MODEL, "keras.Model")),
        ("tf.keras.Sequential", (C.MODEL, "keras.Sequential")),
        ("tf.keras.layers.Layer", (C.LAYER, "keras.layers.Layer")),
        ("tf.keras.layers.Dense", (C.LAYER, "keras.layers.Dense")),
        ("tf.keras.callbacks.Callback", (C.CALLBACK, "keras.callbacks.Callback")),
        ("tf.keras.optimizers.Adam", (C.OPTIMIZER, "keras.optimizers.Adam")),
        ("tf.keras.metrics.Metric", (C.METRIC, "keras.metrics.Metric")),
        ("tf.Module", (C.STATEFUL, "tensorflow.Module")),
        ("torch.nn.Module", (C.FOREIGN, "torch.nn.Module")),
        ("object", (C.PLAIN, None)),
        ("Unknown", (C.PLAIN, None)),
    ],
)
def test_what_a_class_extends(base, expected):
    code = f"import tensorflow as tf\nimport torch\nclass Net({base}):\n    pass\n"
    assert kind(code, "Net") == expected


def test_a_class_extends_what_its_base_class_of_the_module_extends_in_any_order():
    code = """
    import tensorflow as tf
    class Top(Middle):
        pass
    class Middle(Base):
        pass
    class Base(tf.keras.layers.Layer):
        pass
    """
    assert kind(code, "Top") == (C.LAYER, "keras.layers.Layer")


def test_the_first_base_with_a_kind_wins():
    code = """
    import tensorflow as tf
    class Mixin:
        pass
    class Net(Mixin, tf.keras.Model):
        pass
    """
    assert kind(code, "Net") == (C.MODEL, "keras.Model")


def test_a_local_class_named_like_an_implicit_module_is_the_local_class():
    code = """
    class layers:
        pass
    class Net(layers):
        pass
    """
    assert kind(code, "Net") == (C.PLAIN, None)


def test_an_imported_base_is_asked_of_the_project():
    asked = []

    def external(qualified: str) -> Optional[str]:
        asked.append(qualified)
        return C.MODEL if qualified == ".nets.Base" else None

    facts = facts_of("from .nets import Base\nclass Net(Base):\n    pass\n")
    classes = Classes(facts.index, facts.imports, external)
    info = classes.named("Net")
    assert info is not None and (info.kind, info.extends) == (C.MODEL, ".nets.Base")
    assert asked == [".nets.Base"]


def test_methods_by_class_and_by_name():
    facts = facts_of(
        """
        class A:
            def run(self):
                pass
            async def fetch(self):
                pass
            x = 1
        class B:
            def run(self):
                pass
        """
    )
    a = facts.classes.named("A")
    assert a is not None and sorted(a.methods) == ["fetch", "run"]
    assert [m.lineno for m in facts.classes.method_names["run"]] == [3, 9]
    assert facts.classes.of_method(function(facts, "fetch")) is a
    assert facts.classes.of_method(facts.index.tree) is None


def test_method_lookup_walks_the_bases_and_adds_overrides_of_subclasses():
    facts = facts_of(
        """
        class Base:
            def step(self):
                pass
        class Sub(Base):
            def step(self):
                pass
        class Leaf(Sub):
            pass
        class Other(Base):
            pass
        """
    )
    base, sub, leaf = (facts.classes.named(n) for n in ("Base", "Sub", "Leaf"))
    assert base is not None and sub is not None and leaf is not None
    assert [c.name for c in facts.classes.mro(leaf)] == ["Leaf", "Sub", "Base"]
    assert [c.name for c in facts.classes.subclasses(base)] == ["Sub", "Leaf", "Other"]
    assert [m.lineno for m in facts.classes.method(base, "step")] == [3, 6]
    assert [m.lineno for m in facts.classes.method(leaf, "step")] == [6]
    assert facts.classes.method(leaf, "missing") == []


def test_a_method_only_subclasses_define_is_found_through_the_base():
    facts = facts_of(
        """
        class Base:
            def run(self):
                self.step()
        class Sub(Base):
            def step(self):
                pass
        """
    )
    base = facts.classes.named("Base")
    assert base is not None and [m.lineno for m in facts.classes.method(base, "step")] == [6]


def test_a_redefined_class_name_means_the_last_definition():
    facts = facts_of("class A:\n    pass\nclass A:\n    def m(self):\n        pass\n")
    named = facts.classes.named("A")
    assert named is not None and "m" in named.methods
    assert facts.classes.named("Missing") is None


@pytest.mark.parametrize(
    ("qualified", "expected"),
    [
        ("keras.Model", C.MODEL),
        ("keras.models.Functional", C.MODEL),
        ("keras.callbacks.EarlyStopping", C.CALLBACK),
        ("keras.Optimizer", C.OPTIMIZER),
        ("keras.metrics.AUC", C.METRIC),
        ("keras.layers.Conv2D", C.LAYER),
        ("keras.Layer", C.LAYER),
        ("keras.utils.Sequence", None),
        ("tensorflow.Module", C.STATEFUL),
        ("sklearn.base.BaseEstimator", C.FOREIGN),
        ("mylib.Base", None),
    ],
)
def test_base_kind(qualified, expected):
    assert base_kind(qualified) == expected

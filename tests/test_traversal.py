"""The non-rebuilding walk calls the same hooks, in the same order, as libcst's own `CSTNode.visit`."""

from __future__ import annotations

import dataclasses
from typing import FrozenSet, List, Tuple

import libcst as cst
import pytest

from tests.syntax_samples import SAMPLES
from tflint_mem.analysis import traversal

Event = Tuple[str, int, str]


class Recorder(cst.CSTVisitor):
    """Every hook call, by node identity (overriding the generic hooks: libcst's visit still calls them)."""

    def __init__(self) -> None:
        super().__init__()
        self.events: List[Event] = []

    def on_visit(self, node: cst.CSTNode) -> bool:
        self.events.append(("visit", id(node), ""))
        return True

    def on_leave(self, original_node: cst.CSTNode) -> None:
        self.events.append(("leave", id(original_node), ""))

    def on_visit_attribute(self, node: cst.CSTNode, attribute: str) -> None:
        self.events.append(("visit_attribute", id(node), attribute))

    def on_leave_attribute(self, original_node: cst.CSTNode, attribute: str) -> None:
        self.events.append(("leave_attribute", id(original_node), attribute))


def libcst_events(module: cst.Module) -> List[Event]:
    recorder = Recorder()
    module.visit(recorder)
    return recorder.events


def walk_events(module: cst.Module, plan: traversal.Plan) -> List[Event]:
    recorder = Recorder()
    traversal.walk(
        module, plan, recorder.on_visit, recorder.on_leave, recorder.on_visit_attribute, recorder.on_leave_attribute
    )
    return recorder.events


def full_plan() -> traversal.Plan:
    classes = frozenset(traversal._all_plans() or {})
    attributes = frozenset((cls, child.name) for cls in classes for child in traversal.children_of(cls))
    plan = traversal.plan_for(classes, attributes)
    assert plan is not None
    return plan


def node_types(module: cst.Module) -> dict:
    types = {}

    class Types(cst.CSTVisitor):
        def on_visit(self, node: cst.CSTNode) -> bool:
            types[id(node)] = type(node)
            return True

    module.visit(Types())
    return types


def test_plans_are_learnt_for_every_node_class():
    assert traversal.available()
    for cls in traversal._all_plans() or {}:
        fields = {field.name for field in dataclasses.fields(cls)}
        assert {child.name for child in traversal.children_of(cls)} <= fields


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_full_walk_reports_exactly_the_events_of_libcst_visit(name: str):
    module = cst.parse_module(SAMPLES[name])
    assert walk_events(module, full_plan()) == libcst_events(module)


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_pruned_walk_keeps_every_event_of_interest_in_order(name: str):
    interest: FrozenSet[type] = frozenset({cst.Call, cst.Name, cst.FunctionDef, cst.CompFor, cst.MatchAs})
    attributes = frozenset({(cst.For, "body"), (cst.Lambda, "body"), (cst.FormattedStringExpression, "format_spec")})
    plan = traversal.plan_for(interest, attributes)
    assert plan is not None
    module = cst.parse_module(SAMPLES[name])
    types = node_types(module)

    def wanted(event: Event) -> bool:
        kind, node, attribute = event
        if kind in ("visit", "leave"):
            return types[node] in interest
        return (types[node], attribute) in attributes

    expected = [event for event in libcst_events(module) if wanted(event)]
    assert [event for event in walk_events(module, plan) if wanted(event)] == expected
    assert expected or name == "empty", "the sample should hold something of interest"


def test_pruned_walk_skips_whitespace_and_punctuation():
    plan = traversal.plan_for(frozenset({cst.Call}), frozenset())
    assert plan is not None
    assert cst.Call in plan.steps and cst.Attribute in plan.steps
    for skipped in (cst.SimpleWhitespace, cst.Comma, cst.LeftParen, cst.Name, cst.Integer, cst.EmptyLine):
        assert skipped not in plan.steps
    assert "whitespace_after_func" not in {name for name, _, _ in plan.steps[cst.Call]}


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_child_values_have_the_types_their_annotations_allow(name: str):
    """Pruning trusts the annotations: a field is skipped when no type it allows is of interest."""
    module = cst.parse_module(SAMPLES[name])
    checked = 0
    stack: List[cst.CSTNode] = [module]
    while stack:
        node = stack.pop()
        allowed = traversal.possible_children(type(node))
        for child in traversal.children_of(type(node)):
            value = getattr(node, child.name)
            items = value if isinstance(value, (tuple, list)) else [value]
            for item in items:
                if isinstance(item, cst.CSTNode):
                    assert type(item) in allowed[child.name], (type(node).__name__, child.name, type(item).__name__)
                    stack.append(item)
                    checked += 1
    assert checked or name == "empty"


def test_visit_dispatches_by_name_and_honours_false():
    module = cst.parse_module("def f():\n    g(1)\nh(2)\n")

    class Calls(cst.CSTVisitor):
        def __init__(self) -> None:
            super().__init__()
            self.called: List[str] = []

        def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
            return False  # do not look inside functions

        def visit_Call(self, node: cst.Call) -> None:
            assert isinstance(node.func, cst.Name)
            self.called.append(node.func.value)

    ours, theirs = Calls(), Calls()
    traversal.visit(module, ours)
    module.visit(theirs)
    assert ours.called == theirs.called == ["h"]


def test_visit_falls_back_to_libcst_for_visitors_with_generic_hooks():
    module = cst.parse_module("x = 1\n")
    recorder = Recorder()
    traversal.visit(module, recorder)
    assert recorder.events == libcst_events(module)


def test_linting_falls_back_to_libcst_visit_when_plans_are_unavailable(monkeypatch: pytest.MonkeyPatch):
    from tflint_mem.engine.lint import default_rules, lint_source

    source = (
        "import tensorflow as tf\n\nfor i in range(3):\n    v = tf.Variable(0.0, name=f'v{i}')\n"
        "@tf.function\ndef f(x):\n    pass\n"
    )
    expected = lint_source(source, "m.py", default_rules()).findings
    monkeypatch.setattr(traversal, "plan_for", lambda *args: None)
    assert lint_source(source, "m.py", default_rules()).findings == expected
    assert {f.code for f in expected} == {"TFM001", "TFM002"}

"""One walk of the tree for all rules of a file: context is tracked once, each node goes to the rules that want it.

A libcst traversal costs about as much as the parse itself, so walking once instead of once per
rule is most of the linter's speed. A rule that raises is dropped from the rest of the walk; the
others go on.
"""

from __future__ import annotations

from typing import Callable, Dict, List, Sequence, Tuple, Type

import libcst as cst

from tflint_mem.analysis import traversal
from tflint_mem.rules.base import LOOP_BODIES, SCOPE_BODIES, LintRule, ScopeTracker

Handler = Callable[[cst.CSTNode], object]


_HANDLER_NAMES: Dict[Type[LintRule], Tuple[str, ...]] = {}


def handler_names(rule_class: Type[LintRule]) -> Tuple[str, ...]:
    """The `visit_*`/`leave_*` methods a rule class defines, computed once per class."""
    names = _HANDLER_NAMES.get(rule_class)
    if names is None:
        names = tuple(name for name in dir(rule_class) if name.startswith(("visit_", "leave_")))
        _HANDLER_NAMES[rule_class] = names
    return names


class RuleWalker(cst.CSTVisitor):
    def __init__(self, rules: Sequence[LintRule], tracker: ScopeTracker) -> None:
        super().__init__()
        self.tracker = tracker
        self.failures: Dict[LintRule, BaseException] = {}
        # Keyed by node type (and attribute): building method names per node would cost more than the walk.
        self.visits: Dict[type, List[Tuple[LintRule, Handler]]] = {}
        self.leaves: Dict[type, List[Tuple[LintRule, Handler]]] = {}
        self.attribute_handlers: Dict[Tuple[str, type, str], List[Tuple[LintRule, Handler]]] = {}
        for rule in rules:
            for name in handler_names(type(rule)):
                kind, _, target = name.partition("_")
                type_name, _, attribute = target.partition("_")
                node_type = getattr(cst, type_name, None)
                if not isinstance(node_type, type):
                    continue
                entry = (rule, getattr(rule, name))
                if attribute:
                    self.attribute_handlers.setdefault((kind, node_type, attribute), []).append(entry)
                else:
                    (self.visits if kind == "visit" else self.leaves).setdefault(node_type, []).append(entry)

    def walk(self, module: cst.Module) -> None:
        """`module.visit(self)`, through `tflint_mem.analysis.traversal` when it can walk this libcst's trees."""
        attributes = frozenset(
            {*SCOPE_BODIES, *LOOP_BODIES, *((node_type, name) for _, node_type, name in self.attribute_handlers)}
        )
        plan = traversal.plan_for(frozenset({*self.visits, *self.leaves}), attributes)
        if plan is None:
            module.visit(self)
        else:
            traversal.walk(module, plan, self.on_visit, self.on_leave, self.on_visit_attribute, self.on_leave_attribute)

    def _dispatch(self, handlers: List[Tuple[LintRule, Handler]], node: cst.CSTNode) -> None:
        for rule, handler in handlers:
            if rule in self.failures:
                continue
            try:
                handler(node)
            except RecursionError:
                raise
            except Exception as error:  # a rule bug must not stop the other rules
                self.failures[rule] = error

    def on_visit(self, node: cst.CSTNode) -> bool:
        self.tracker.ancestors.append(node)
        handlers = self.visits.get(type(node))
        if handlers:
            self._dispatch(handlers, node)
        return True

    def on_leave(self, original_node: cst.CSTNode) -> None:
        handlers = self.leaves.get(type(original_node))
        if handlers:
            self._dispatch(handlers, original_node)
        self.tracker.ancestors.pop()

    def on_visit_attribute(self, node: cst.CSTNode, attribute: str) -> None:
        self.tracker.enter_attribute(node, attribute)
        if self.attribute_handlers:
            handlers = self.attribute_handlers.get(("visit", type(node), attribute))
            if handlers:
                self._dispatch(handlers, node)

    def on_leave_attribute(self, original_node: cst.CSTNode, attribute: str) -> None:
        if self.attribute_handlers:
            handlers = self.attribute_handlers.get(("leave", type(original_node), attribute))
            if handlers:
                self._dispatch(handlers, original_node)
        self.tracker.leave_attribute(original_node, attribute)

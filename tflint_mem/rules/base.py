"""The base every rule visitor extends: lexical context (loops, functions, tf.function bodies) and reporting."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, List, Optional, Union

import libcst as cst

from tflint_mem.catalog import RuleMeta
from tflint_mem.imports import ImportTable
from tflint_mem.options import RuleOptions
from tflint_mem.summary import ModuleSummary, is_tf_function_decorator

LOOP_BODY_ATTRIBUTES = {
    cst.For: "body",
    cst.While: "body",
    cst.ListComp: "elt",
    cst.SetComp: "elt",
    cst.GeneratorExp: "elt",
}
SCOPE_NODES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)


@dataclass
class Frame:
    """One lexical scope: the module, a function, a lambda or a class body."""

    node: cst.CSTNode
    is_tf_function: bool = False
    loops: List[cst.CSTNode] = field(default_factory=list)


@dataclass
class RuleContext:
    """What a rule may know about the file: its tree, imports and summary. Nothing about paths or output."""

    module: cst.Module
    imports: ImportTable
    options: RuleOptions

    @cached_property
    def summary(self) -> ModuleSummary:
        return ModuleSummary(self.module, self.imports)


@dataclass(frozen=True)
class RawFinding:
    """A finding before positions are resolved: the node it covers and its message."""

    node: cst.CSTNode
    message: str
    fix: Optional[Any] = None


class LintRule(cst.CSTVisitor):
    """Subclasses write `visit_*` methods and call `report`; the base keeps the lexical context.

    "In a loop" means inside the body of a for/while or a comprehension of the current scope; a
    nested def, lambda or class starts a new scope. Decorators and default values belong to the
    enclosing scope, as Python evaluates them there.
    """

    meta: RuleMeta

    def __init__(self, context: RuleContext) -> None:
        super().__init__()
        self.context = context
        self.imports = context.imports
        self.options = context.options
        self.findings: List[RawFinding] = []
        self.frames: List[Frame] = [Frame(context.module)]
        self.ancestors: List[cst.CSTNode] = []

    # --- context tracking -------------------------------------------------
    def on_visit(self, node: cst.CSTNode) -> bool:
        self.ancestors.append(node)
        return super().on_visit(node)

    def on_leave(self, original_node: cst.CSTNode) -> None:
        super().on_leave(original_node)
        self.ancestors.pop()

    def on_visit_attribute(self, node: cst.CSTNode, attribute: str) -> None:
        if attribute == "body" and isinstance(node, SCOPE_NODES):
            self.frames.append(Frame(node, is_tf_function=self._is_tf_function(node)))
        elif _is_loop_body(node, attribute):
            self.frames[-1].loops.append(node)
        super().on_visit_attribute(node, attribute)

    def on_leave_attribute(self, original_node: cst.CSTNode, attribute: str) -> None:
        super().on_leave_attribute(original_node, attribute)
        if attribute == "body" and isinstance(original_node, SCOPE_NODES):
            self.frames.pop()
        elif _is_loop_body(original_node, attribute):
            self.frames[-1].loops.pop()

    def _is_tf_function(self, node: cst.CSTNode) -> bool:
        if not isinstance(node, cst.FunctionDef):
            return False
        if any(is_tf_function_decorator(d, self.imports) for d in node.decorators):
            return True
        return node.name.value in self.context.summary.tf_function_wrapped

    @property
    def scope(self) -> Frame:
        return self.frames[-1]

    @property
    def in_loop(self) -> bool:
        return bool(self.frames[-1].loops)

    @property
    def innermost_loop(self) -> Optional[cst.CSTNode]:
        loops = self.frames[-1].loops
        return loops[-1] if loops else None

    @property
    def in_tf_function(self) -> bool:
        return self.frames[-1].is_tf_function

    @property
    def parent(self) -> Optional[cst.CSTNode]:
        """The parent of the node being visited (valid inside `visit_*`)."""
        return self.ancestors[-2] if len(self.ancestors) > 1 else None

    def resolve(self, node: cst.BaseExpression) -> Optional[str]:
        return self.imports.resolve(node)

    # --- reporting ----------------------------------------------------------
    def report(self, node: cst.CSTNode, fix: Optional[Any] = None, **message_args: Any) -> None:
        """Report `node` with the rule's message template filled from `message_args`."""
        message = self.meta.message.format(**message_args) if message_args else self.meta.message
        self.findings.append(RawFinding(node=node, message=message, fix=fix))


def _is_loop_body(node: cst.CSTNode, attribute: str) -> bool:
    if isinstance(node, cst.CompFor):
        # Conditions and inner `for` clauses run once per iteration of this clause.
        return attribute in ("ifs", "inner_for_in")
    if isinstance(node, cst.DictComp):
        return attribute in ("key", "value")
    expected = LOOP_BODY_ATTRIBUTES.get(type(node))
    return expected == attribute


Scope = Union[cst.FunctionDef, cst.Lambda, cst.ClassDef, cst.Module]

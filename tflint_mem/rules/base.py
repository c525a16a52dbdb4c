"""The base every rule extends: the facts of the file, the rule's options, and reporting.

A rule reads the shared facts (`tflint_mem.analysis.facts.ModuleFacts`) and decides; it never walks the module or
collects bindings itself. `check()` reports findings on nodes of Python's syntax tree. A fix is a function that
receives libcst's view of the file (built only when some finding has a fix) and returns node replacements.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, List, Optional, Sequence, Tuple, Union

from tflint_mem.analysis.facts import ModuleFacts
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.core.catalog import RuleMeta
from tflint_mem.core.findings import Location
from tflint_mem.core.options import RuleOptions

if TYPE_CHECKING:
    from tflint_mem.rules.fixing import FixSpec
    from tflint_mem.source.cst_view import CstView

FixBuilder = Callable[["CstView"], Optional["FixSpec"]]
Span = Tuple[Location, Location]


@dataclass(frozen=True)
class RawFinding:
    """A finding as a rule reports it: where, the message, and how to fix it."""

    span: Span
    message: str
    fix: Optional[FixBuilder] = None
    related: Tuple[Tuple[str, Location], ...] = ()
    help: Optional[str] = None


class LintRule:
    """Subclasses implement `check`, reporting with `report`."""

    meta: RuleMeta

    @classmethod
    def in_scope(cls, screen: FileFacts, options: RuleOptions) -> bool:
        """Which files the rule is about at all: part of what the rule means, applied with or without screens. The
        default: files that use TensorFlow/Keras (a `predict` in a PyTorch script is not a Keras one), fit a model
        as only Keras does (`fit(..., epochs=10)`), or import a module of their project (whose functions may build
        the models, tf.functions or graphs the file repeats)."""
        return screen.uses_tensorflow or screen.fits_like_keras or screen.imports_project

    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        """Whether a file in scope may hold a finding of this rule; False skips the rule (and, if no rule is a
        candidate, the facts). An optimisation only: it must be True for every file the rule would flag, so state
        a condition the rule's check needs (a name it resolves, a method it reads, a call in a loop, a link to
        another module of the project), never a guess. `tests/engine/test_screen.py` holds every rule to one."""
        raise NotImplementedError(f"{cls.__name__} states no screen")

    def __init__(self, facts: ModuleFacts, options: RuleOptions) -> None:
        self.facts = facts
        self.index = facts.index
        self.imports = facts.imports
        self.kinds = facts.kinds
        self.options = options
        self.findings: List[RawFinding] = []

    def check(self) -> None:
        raise NotImplementedError

    # --- small shared questions --------------------------------------------------------------
    def resolve(self, node: ast.AST) -> Optional[str]:
        """The canonical qualified name a Name/Attribute chain refers to through imports (None if shadowed)."""
        return self.kinds.qualified(node)

    def code(self, node: ast.AST, limit: int = 60) -> str:
        return self.index.short(node, limit)

    # --- reporting ------------------------------------------------------------------------------
    def report(
        self,
        where: Union[ast.AST, Span],
        /,
        fix: Optional[FixBuilder] = None,
        related: Sequence[Tuple[str, ast.AST]] = (),
        **message_args: Any,
    ) -> None:
        """Report `where` (a node, or a span) with the rule's message and help templates filled from
        `message_args`; `related` are other places of the same problem."""
        span = where if isinstance(where, tuple) else self.index.span(where)
        message = self.meta.message.format(**message_args) if message_args else self.meta.message
        help_text = self.meta.help
        if help_text is not None and message_args:
            help_text = help_text.format(**message_args)
        notes = tuple((label, self.index.start(node)) for label, node in related)
        self.findings.append(RawFinding(span=span, message=message, fix=fix, related=notes, help=help_text))

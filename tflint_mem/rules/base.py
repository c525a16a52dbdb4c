"""The base every rule extends: shared lexical context (loops, functions, tf.function bodies) and reporting.

All rules of a file run in one walk of the tree (see `tflint_mem.engine.dispatch`): a rule defines
`visit_<Node>` / `leave_<Node>` methods (return values are ignored: one rule cannot prune the walk
for the others) and reads the context the walk keeps, instead of tracking it itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, FrozenSet, List, Optional

import libcst as cst

from tflint_mem.analysis.imports import ImportTable
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.summary import ModuleSummary, is_tf_function_decorator
from tflint_mem.core.catalog import RuleMeta
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.fixing import FixSpec

# (node type, attribute) pairs, looked up by exact type: isinstance on libcst's ABC-based nodes is slow.
SCOPE_BODIES = frozenset({(cst.FunctionDef, "body"), (cst.Lambda, "body"), (cst.ClassDef, "body")})
LOOP_BODIES = frozenset(
    {
        (cst.For, "body"),
        (cst.While, "body"),
        (cst.ListComp, "elt"),
        (cst.SetComp, "elt"),
        (cst.GeneratorExp, "elt"),
        (cst.DictComp, "key"),
        (cst.DictComp, "value"),
        # Conditions and inner `for` clauses of a comprehension run once per iteration of its clause.
        (cst.CompFor, "ifs"),
        (cst.CompFor, "inner_for_in"),
    }
)
# `tf.function(step)`, `def_function.function(self.step, ...)`: the names a module may wrap after defining them.
_WRAPPED_NAME = re.compile(r"\bfunction\(\s*(?:func\s*=\s*)?(?:self\.|cls\.)?([A-Za-z_]\w*)\s*[,)]")


@dataclass
class Frame:
    """One lexical scope: the module, a function, a lambda or a class body."""

    node: cst.CSTNode
    is_tf_function: bool = False
    loops: List[cst.CSTNode] = field(default_factory=list)


@dataclass
class RuleContext:
    """What rules may know about one file: its tree, imports and summary. Nothing about paths or output."""

    module: cst.Module
    imports: ImportTable
    text: str

    @cached_property
    def summary(self) -> ModuleSummary:
        """Built on first use only: most files never need it."""
        return ModuleSummary(self.module, self.imports)

    @cached_property
    def maybe_wrapped_names(self) -> FrozenSet[str]:
        """A cheap textual superset of the names passed to `tf.function(...)` calls."""
        return frozenset(_WRAPPED_NAME.findall(self.text)) if "function(" in self.text else frozenset()


class ScopeTracker:
    """The lexical context of the node being visited, kept once per walk for every rule.

    "In a loop" means inside the body of a for/while or a comprehension of the current scope; a
    nested def, lambda or class starts a new scope. Decorators and default values belong to the
    enclosing scope, as Python evaluates them there.
    """

    def __init__(self, context: RuleContext) -> None:
        self.context = context
        self.frames: List[Frame] = [Frame(context.module)]
        self.ancestors: List[cst.CSTNode] = []

    def enter_attribute(self, node: cst.CSTNode, attribute: str) -> None:
        key = (type(node), attribute)
        if key in SCOPE_BODIES:
            self.frames.append(Frame(node, is_tf_function=self._is_tf_function(node)))
        elif key in LOOP_BODIES:
            self.frames[-1].loops.append(node)

    def leave_attribute(self, node: cst.CSTNode, attribute: str) -> None:
        key = (type(node), attribute)
        if key in SCOPE_BODIES:
            self.frames.pop()
        elif key in LOOP_BODIES:
            self.frames[-1].loops.pop()

    def _is_tf_function(self, node: cst.CSTNode) -> bool:
        if not isinstance(node, cst.FunctionDef):
            return False
        imports = self.context.imports
        if any(is_tf_function_decorator(d, imports) for d in node.decorators):
            return True
        name = node.name.value
        return name in self.context.maybe_wrapped_names and name in self.context.summary.tf_function_wrapped


@dataclass(frozen=True)
class RawFinding:
    """A finding before positions are resolved: the node it covers and its message."""

    node: cst.CSTNode
    message: str
    fix: Optional[FixSpec] = None


class LintRule:
    """Subclasses write `visit_*`/`leave_*` methods and call `report`; the walk keeps the context."""

    meta: RuleMeta

    @classmethod
    def is_candidate(cls, facts: FileFacts, options: RuleOptions) -> bool:
        """Whether a file with these `facts` may hold a finding of this rule; False skips the libcst parse.

        Must be True for every file the rule would flag: state a condition its visitors need (a name they
        resolve, a keyword they read), not a guess. The default is what every rule needs: the file imports
        TensorFlow/Keras or uses an implicit `tf`/`keras` name; rules override it with a narrower test.
        """
        return facts.uses_tensorflow

    def __init__(self, context: RuleContext, options: RuleOptions, tracker: Optional[ScopeTracker] = None) -> None:
        self.context = context
        self.imports = context.imports
        self.options = options
        self.tracker = tracker or ScopeTracker(context)
        self.findings: List[RawFinding] = []

    # --- context (read-only views of the shared tracker) ---------------------
    @property
    def frames(self) -> List[Frame]:
        return self.tracker.frames

    @property
    def ancestors(self) -> List[cst.CSTNode]:
        """The nodes from the module down to the node being visited (inclusive)."""
        return self.tracker.ancestors

    @property
    def scope(self) -> Frame:
        return self.tracker.frames[-1]

    @property
    def in_loop(self) -> bool:
        return bool(self.tracker.frames[-1].loops)

    @property
    def innermost_loop(self) -> Optional[cst.CSTNode]:
        loops = self.tracker.frames[-1].loops
        return loops[-1] if loops else None

    @property
    def in_tf_function(self) -> bool:
        return self.tracker.frames[-1].is_tf_function

    @property
    def parent(self) -> Optional[cst.CSTNode]:
        """The parent of the node being visited (valid inside `visit_*`)."""
        ancestors = self.tracker.ancestors
        return ancestors[-2] if len(ancestors) > 1 else None

    def resolve(self, node: cst.BaseExpression) -> Optional[str]:
        return self.imports.resolve(node)

    # --- reporting ----------------------------------------------------------
    def report(self, node: cst.CSTNode, fix: Optional[FixSpec] = None, **message_args: Any) -> None:
        """Report `node` with the rule's message template filled from `message_args`, and optionally a fix: node
        replacements (see `tflint_mem.rules.fixing`) that the engine turns into text edits."""
        message = self.meta.message.format(**message_args) if message_args else self.meta.message
        self.findings.append(RawFinding(node=node, message=message, fix=fix))

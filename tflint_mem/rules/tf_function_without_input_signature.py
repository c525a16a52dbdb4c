"""TFM001: a tf.function with parameters but no input_signature / reduce_retracing retraces per new shape."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Optional

from tflint_mem.analysis.lookalikes import TF_FUNCTION_NAMES
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.syntax import dotted, parameters
from tflint_mem.analysis.tf_functions import TfFunction
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import FixBuilder, LintRule

if TYPE_CHECKING:
    from tflint_mem.rules.fixing import FixSpec
    from tflint_mem.source.cst_view import CstView

RECEIVERS = ("self", "cls")


class TfFunctionWithoutInputSignature(LintRule):
    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        return screen.references(*TF_FUNCTION_NAMES)

    def check(self) -> None:
        for made in self.facts.tf_functions.all:
            if made.has_input_signature or made.relaxes_shapes or made.passes_options_through:
                continue
            if made.wrapped is None and not made.decorated:
                continue  # `tf.function(input_signature=...)` used elsewhere
            if not self._traceable(made) or self._only_traced(made):
                continue
            if made.decorated:
                span = self.index.decorator_span(made.node)  # type: ignore[arg-type]
                self.report(span, fix=_fix(made.node), target=f"`{made.name}`")
            else:
                label = "wrapping a lambda" if isinstance(made.wrapped, ast.Lambda) else f"`{self.code(made.wrapped)}`"  # type: ignore[arg-type]
                self.report(made.node, fix=_fix(made.options_call or made.node), target=label)

    def _traceable(self, made: TfFunction) -> bool:
        """Whether the function takes arguments it could retrace on (an unknown function is assumed to)."""
        function = made.definition
        if function is None or self.options.include_parameterless:
            return True
        return any(name not in RECEIVERS for name in parameters(function))

    def _only_traced(self, made: TfFunction) -> bool:
        """A function only handed to tf.data (`Dataset.map`, a `Reducer`), or only called from code that is traced
        itself (another tf.function's body, a function tf.data traces, here or in another module), is traced with
        what calls it: once per pipeline, or as part of the outer trace. No call of its own retraces it."""
        name = made.name if made.decorated else None
        function = made.definition
        if name is None or function is None:
            return False
        functions = self.facts.tf_functions
        used = function in self.facts.datasets.traced
        method = self.facts.classes.of_method(function) is not None
        for call in self.index.nodes(ast.Call):
            func = call.func  # type: ignore[attr-defined]
            if _names(func, name) or (method and isinstance(func, ast.Attribute) and func.attr == name):
                if functions.tracer(call) is None:
                    return False  # called from eager code
                used = True
        project = self.facts.project
        if project is not None and project.called_elsewhere(function, self.facts):
            return project.called_only_traced(function, self.facts)
        return used


def _names(node: ast.AST, name: str) -> bool:
    """`name`, `self.name` or `cls.name`."""
    spelled = dotted(node)
    return spelled is not None and (spelled == name or spelled in {f"{receiver}.{name}" for receiver in RECEIVERS})


def _fix(options: ast.AST) -> FixBuilder:
    """Add `reduce_retracing=True`: to the decorator or call's own arguments, or as a call of a bare decorator."""

    def build(view: CstView) -> Optional[FixSpec]:
        from tflint_mem.rules.fixing import Replace, reduce_retracing

        target = view.node(options)
        return Replace(target, reduce_retracing(target)) if target is not None else None

    return build

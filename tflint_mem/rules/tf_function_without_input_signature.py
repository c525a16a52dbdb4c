"""TFM001: a tf.function with parameters but no input_signature / reduce_retracing retraces per new shape."""

from __future__ import annotations

import re
from typing import Optional, Union

import libcst as cst

from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.summary import TF_FUNCTION, TF_FUNCTION_NAMES, first_argument, is_tf_function_decorator
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import LintRule
from tflint_mem.rules.fixing import Replace, keyword_arg, with_keyword

RETRACING_CONTROLS = ("input_signature", "reduce_retracing", "experimental_relax_shapes")
RECEIVER_NAMES = ("self", "cls")


class TfFunctionWithoutInputSignature(LintRule):
    @classmethod
    def is_candidate(cls, facts: FileFacts, options: RuleOptions) -> bool:
        return facts.references(*TF_FUNCTION_NAMES)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        for decorator in node.decorators:
            if not is_tf_function_decorator(decorator, self.imports):
                continue
            call = decorator.decorator if isinstance(decorator.decorator, cst.Call) else None
            if (call is None or not controls_retracing(call)) and self._traceable(node):
                if not only_mapped_over_datasets(node.name.value, self.context.text):
                    target = decorator.decorator
                    fix = Replace(target, reduce_retracing(target))
                    self.report(decorator, fix=fix, target=f"`{node.name.value}`")

    def visit_Call(self, node: cst.Call) -> None:
        if isinstance(self.parent, cst.Decorator) or self.resolve(node.func) != TF_FUNCTION:
            return
        wrapped = first_argument(node, "func")
        if wrapped is None or controls_retracing(node):
            return
        if self._traceable(self._definition(wrapped)):
            label = "wrapping a lambda" if isinstance(wrapped, cst.Lambda) else f"`{_code(wrapped)}`"
            self.report(node, fix=Replace(node, reduce_retracing(node)), target=label)

    def _definition(self, wrapped: cst.BaseExpression) -> Optional[Union[cst.FunctionDef, cst.Lambda]]:
        if isinstance(wrapped, cst.Lambda):
            return wrapped
        if isinstance(wrapped, cst.Name):
            return self.context.summary.function_named(wrapped.value)
        if isinstance(wrapped, cst.Attribute) and isinstance(wrapped.value, cst.Name):
            if wrapped.value.value in RECEIVER_NAMES:
                return self.context.summary.function_named(wrapped.attr.value)
        return None

    def _traceable(self, function: Optional[Union[cst.FunctionDef, cst.Lambda]]) -> bool:
        """Whether the function takes arguments it could retrace on (unknown functions are assumed to)."""
        if function is None or self.options.include_parameterless:
            return True
        params = function.params
        if isinstance(params.star_arg, cst.Param) or params.star_kwarg is not None:
            return True
        names = [p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)]
        return any(name not in RECEIVER_NAMES for name in names)


def only_mapped_over_datasets(name: str, text: str) -> bool:
    """A function only handed to `Dataset.map`-like methods is traced once per pipeline, never retraced by calls.

    Read from the text: the name is passed to such a method and never called directly.
    """
    escaped = re.escape(name)
    mapped = re.search(rf"\.(?:map|filter|flat_map|interleave|apply)\(\s*(?:self\.)?{escaped}\b", text)
    if not mapped:
        return False
    called = re.search(rf"(?<!def )(?<![\w.])(?:self\.|cls\.)?{escaped}\s*\(", text)
    return called is None


def controls_retracing(call: cst.Call) -> bool:
    """True if the call sets a retracing control, or passes `**kwargs` that might."""
    for arg in call.args:
        if arg.star == "**":
            return True
        if arg.keyword is not None and arg.keyword.value in RETRACING_CONTROLS:
            value = arg.value
            if isinstance(value, cst.Name) and value.value in ("None", "False"):
                continue
            return True
    return False


def reduce_retracing(target: cst.BaseExpression) -> cst.Call:
    """`tf.function` -> `tf.function(reduce_retracing=True)`; a call gets the argument merged into its own."""
    if isinstance(target, cst.Call):
        return with_keyword(target, "reduce_retracing", cst.Name("True"))
    return cst.Call(func=target, args=[keyword_arg("reduce_retracing", cst.Name("True"))])


def _code(node: cst.CSTNode) -> str:
    return cst.Module(body=[]).code_for_node(node)

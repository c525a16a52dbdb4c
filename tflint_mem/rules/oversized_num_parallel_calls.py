"""TFM004: a large `num_parallel_calls` keeps that many elements in flight, so peak memory scales with it.

Each parallel call holds an element while tf.data runs ahead of the consumer. An integer literal is compared, and so
is a name the file binds to one (`PARALLEL_DECODES = 32`, as `kinds.integer` reads it and TFM011 compares buffer
sizes); an expression the file cannot evaluate (`os.cpu_count() * 8`) is not. AUTOTUNE is left to TensorFlow unless
`flag-autotune-with-py-function` asks for a cap on mapped functions that run Python. The fix (safe: only the
parallelism changes) writes the limit a literal was compared against; a name gets none (the constant may serve other
calls), nor does AUTOTUNE, as a fixed number may well peak higher than TensorFlow's own tuning.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Optional

from tflint_mem.analysis.lookalikes import PY_FUNCTIONS
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.syntax import keyword_node
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import FixBuilder, LintRule

if TYPE_CHECKING:
    from tflint_mem.rules.fixing import FixSpec
    from tflint_mem.source.cst_view import CstView

KEYWORD = "num_parallel_calls"
# `batch` maps no function (its first argument is the batch size), so only the general limit applies to it.
DATASET_METHODS = frozenset({"map", "interleave", "batch"})
# Free functions taking `num_parallel_calls=`. TensorFlow's `parallel_interleave` takes no such parameter (a call
# passing it fails), but the catalogue lists it and listing it costs nothing.
TF_FUNCTIONS = frozenset(
    f"{module}.{name}"
    for module in ("tensorflow.data.experimental", "tensorflow.contrib.data")
    for name in ("map_and_batch", "parallel_interleave")
)
AUTOTUNE = frozenset({"tensorflow.data.AUTOTUNE", "tensorflow.data.experimental.AUTOTUNE"})
RUNS_PYTHON = " for a mapped function that runs Python (`tf.py_function`/`tf.numpy_function`)"


class OversizedNumParallelCalls(LintRule):
    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # A literal above the lower limit, or AUTOTUNE for a Python mapped function when asked to flag it.
        lowest = min(options.max_parallel_calls, options.max_parallel_calls_py_function)
        literal = any(value is not None and value > lowest for value in screen.keyword_integers(KEYWORD))
        named = bool(screen.keyword_names(KEYWORD))  # a constant, compared once its value is read
        autotune = options.flag_autotune_with_py_function and screen.references(*PY_FUNCTIONS)
        return (literal or named or autotune) and KEYWORD in screen.keywords and screen.uses_tensorflow

    def check(self) -> None:
        datasets = self.facts.datasets
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            argument = keyword_node(call, KEYWORD)
            method = self._method(call) if argument is not None else None
            if argument is None or method is None:
                continue
            python = method in ("map", "interleave") and datasets.runs_python(datasets.applied_function(call))
            limit = self.options.max_parallel_calls_py_function if python else self.options.max_parallel_calls
            value, literal = argument.value, _literal(argument.value)
            size = literal if literal is not None else self.kinds.integer(value)
            described = {"value": self.index.source(value), "limit": limit, "subject": RUNS_PYTHON if python else ""}
            if literal is not None and literal > limit:
                self.report(argument, _lower(value, limit), relation="is above the limit of", **described)
            elif size is not None and size > limit:
                self.report(argument, relation=f"is {size:,}, above the limit of", **described)
            elif (size is None or size < 0) and python and self.options.flag_autotune_with_py_function:
                if self._is_autotune(value):
                    self.report(argument, relation="is not capped at", **described)

    def _method(self, call: ast.Call) -> Optional[str]:
        """`map`/`interleave`/`batch` of what may be a dataset, or a tf.data function taking the keyword; any
        `dict(num_parallel_calls=200)` (kwargs handed on) or a function of the project that takes the keyword hands
        the number on to a tf.data call: `num_parallel_calls` is tf.data's name (other libraries say `num_proc`,
        `n_jobs`). An unknown callee is left alone."""
        qualified = self.resolve(call.func)
        if qualified in TF_FUNCTIONS:
            return "map"
        method = self.facts.datasets.method(call)
        if method in DATASET_METHODS:
            return method
        if (
            isinstance(call.func, ast.Name)
            and call.func.id == "dict"
            and not self.facts.bindings.reaching("dict", call)
        ):
            return "config"
        targets = self.facts.calls.resolve(call)
        return "config" if targets and all(_takes(target, KEYWORD) for target in targets) else None

    def _is_autotune(self, value: ast.expr, depth: int = 3) -> bool:
        """`tf.data.AUTOTUNE`, `-1`, or a name or `self.<attribute>` every value of which is one."""
        if _literal(value) == -1 or self.resolve(value) in AUTOTUNE:
            return True
        bindings = self.facts.bindings
        if isinstance(value, ast.Name):
            values = bindings.values(value.id, value)
        elif isinstance(value, ast.Attribute) and isinstance(value.value, ast.Name):
            owner = bindings.method_class(value, value.value.id)
            values = bindings.attribute_values(owner, value.attr) if owner is not None else []
        else:
            return False
        return depth > 0 and bool(values) and all(v is not None and self._is_autotune(v, depth - 1) for v in values)


def _takes(target: object, name: str) -> bool:
    """A function (of this module, or another module's summary) with a parameter `name` (`**kwargs` is no
    evidence: it may print or store what it is given)."""
    if isinstance(target, (ast.FunctionDef, ast.AsyncFunctionDef)):
        arguments = target.args
        return name in [a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)]
    return name in getattr(target, "params", ())


def _literal(value: ast.expr) -> Optional[int]:
    """The value of an integer literal, `-1` included; None for anything else."""
    if isinstance(value, ast.UnaryOp) and isinstance(value.op, ast.USub):
        inner = _literal(value.operand)
        return -inner if inner is not None else None
    return value.value if isinstance(value, ast.Constant) and type(value.value) is int else None


def _lower(value: ast.expr, limit: int) -> FixBuilder:
    def build(view: CstView) -> Optional[FixSpec]:
        import libcst as cst

        from tflint_mem.rules.fixing import NodeFix, Replace

        target = view.node(value)
        if target is None:
            return None
        return NodeFix((Replace(target, cst.Integer(str(limit))),), message=f"Lower `num_parallel_calls` to {limit}")

    return build

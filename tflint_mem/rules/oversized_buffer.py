"""TFM011: a literal prefetch or shuffle buffer so large that it holds a big slice of the dataset in memory.

`prefetch(N)` keeps up to N elements ready ahead of the consumer and `shuffle(N)` fills and keeps a
buffer of N elements: either way memory is N times the element size. Only integer literals (and
arithmetic on them, `10**6`) are compared; a name may be tuned elsewhere. The report covers the
argument, so the fixer can replace a prefetch size with `tf.data.AUTOTUNE`.
"""

from __future__ import annotations

import operator
from functools import cached_property
from typing import Callable, Dict, Optional

import libcst as cst

from tflint_mem.analysis.dataset_calls import DatasetCalls
from tflint_mem.analysis.summary import first_argument
from tflint_mem.rules.base import LintRule
from tflint_mem.rules.fixing import Replace

DATASET_METHODS = {"tensorflow.data.Dataset.prefetch": "prefetch", "tensorflow.data.Dataset.shuffle": "shuffle"}
CARDINALITY = frozenset({"tensorflow.data.experimental.cardinality", "tensorflow.data.Dataset.cardinality"})
OPERATORS: Dict[type, Callable[[int, int], int]] = {
    cst.Add: operator.add,
    cst.Subtract: operator.sub,
    cst.Multiply: operator.mul,
    cst.FloorDivide: operator.floordiv,
    cst.Power: operator.pow,
    cst.LeftShift: operator.lshift,
}


class OversizedBuffer(LintRule):
    def visit_Call(self, node: cst.Call) -> None:
        method = self._method(node)
        if method is None:
            return
        arg = next((a for a in node.args if a.keyword is not None and a.keyword.value == "buffer_size"), None)
        if arg is None:
            arg = next((a for a in node.args if a.keyword is None and a.star == ""), None)
        if arg is None:
            return
        value = _integer(arg.value)
        if method == "prefetch":
            if value is not None and value > self.options.max_prefetch:
                what = f"keeps up to {value:,} elements ready ahead of the consumer"
                autotune = self._autotune()
                fix = Replace(arg.value, cst.parse_expression(autotune)) if autotune else None
                self.report(
                    arg, fix=fix, call=f"prefetch({_code(arg.value)})", what=what, limit=self.options.max_prefetch
                )
        elif value is not None and value > self.options.max_shuffle_buffer:
            what = f"fills and keeps a buffer of {value:,} elements"
            self.report(arg, call=f"shuffle({_code(arg.value)})", what=what, limit=self.options.max_shuffle_buffer)
        elif value is None and self.options.flag_whole_dataset_shuffle and self._whole_dataset(arg.value):
            what = "buffers the whole dataset"
            self.report(arg, call=f"shuffle({_code(arg.value)})", what=what, limit=self.options.max_shuffle_buffer)

    def _autotune(self) -> Optional[str]:
        """`tf.data.AUTOTUNE` spelled through this file's own TensorFlow import (None if it has none to use)."""
        for local, qualified in sorted(self.imports.bindings.items()):
            if qualified == "tensorflow":
                return f"{local}.data.AUTOTUNE"
            if qualified == "tensorflow.data":
                return f"{local}.AUTOTUNE"
        if self.imports.resolve_dotted("tf") == "tensorflow":
            return "tf.data.AUTOTUNE"
        return None

    def _method(self, node: cst.Call) -> Optional[str]:
        qualified = self.resolve(node.func)
        if qualified is not None:
            return DATASET_METHODS.get(qualified)  # `tf.random.shuffle`, `np.random.shuffle`: not buffers
        func = node.func
        if not isinstance(func, cst.Attribute) or func.attr.value not in ("prefetch", "shuffle"):
            return None
        return func.attr.value if self._datasets.may_be_dataset(func.value) else None

    def _whole_dataset(self, value: cst.BaseExpression) -> bool:
        """`len(...)`, `ds.cardinality()`, `tf.data.experimental.cardinality(ds)`, with `.numpy()` or not."""
        if isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and value.func.attr.value == "numpy":
            value = value.func.value
        if not isinstance(value, cst.Call):
            return False
        func = value.func
        if isinstance(func, cst.Name) and func.value == "len" and self.resolve(func) is None:
            return first_argument(value) is not None
        if isinstance(func, cst.Attribute) and func.attr.value == "cardinality" and self.resolve(func) is None:
            return True
        return self.resolve(func) in CARDINALITY

    @cached_property
    def _datasets(self) -> DatasetCalls:
        return DatasetCalls(self.context)


def _integer(value: cst.BaseExpression) -> Optional[int]:
    """The value of an integer literal or of arithmetic on literals (`10**6`, `1 << 20`); None otherwise."""
    if isinstance(value, cst.Integer):
        return int(value.evaluated_value)
    if isinstance(value, cst.BinaryOperation):
        apply = OPERATORS.get(type(value.operator))
        left, right = _integer(value.left), _integer(value.right)
        if apply is None or left is None or right is None or (isinstance(value.operator, cst.Power) and right > 64):
            return None
        try:
            return apply(left, right)
        except (ZeroDivisionError, ValueError):
            return None
    return None


def _code(node: cst.CSTNode) -> str:
    return cst.Module(body=[]).code_for_node(node)

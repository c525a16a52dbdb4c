"""TFM015: NumPy data made inside a traced function runs once, at trace time, and is frozen into the graph.

Inside a `tf.function` body or a function passed to `Dataset.map`, Python code runs only while
TensorFlow traces it; a NumPy array it makes becomes a constant of the graph. Random draws are then
the same on every call and for every element, and large arrays are copied into every trace. Only the
traced function's own body is checked: functions passed on to `tf.py_function`/`tf.numpy_function`
run per call, as intended.
"""

from __future__ import annotations

import math
from typing import Any, List, Optional, Set, Tuple

import libcst as cst

from tflint_mem.analysis.dataset_calls import DatasetCalls
from tflint_mem.analysis.tfdata import mapped_function
from tflint_mem.rules.base import LintRule

# numpy.random names that seed or construct generators rather than draw values.
NOT_DRAWS = frozenset(
    {
        "seed",
        "get_state",
        "set_state",
        "default_rng",
        "RandomState",
        "Generator",
        "SeedSequence",
        "BitGenerator",
        "PCG64",
        "PCG64DXSM",
        "MT19937",
        "Philox",
        "SFC64",
    }
)
SHAPED = frozenset({"zeros", "ones", "empty", "full"})


class NumpyValueBakedIntoGraph(LintRule):
    """NumPy calls in tf.function bodies are judged at once; those in other functions wait for the end of
    the module, where the `.map(...)` calls seen on the way tell which functions tf.data traces."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._maps: List[cst.Call] = []
        self._pending: List[Tuple[cst.Call, str, cst.CSTNode]] = []

    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if isinstance(func, cst.Attribute) and func.attr.value == "map":
            self._maps.append(node)
            return
        qualified = self.resolve(func)
        if qualified is None or not qualified.startswith("numpy."):
            return
        function = self.scope.node
        if self.in_tf_function and isinstance(function, cst.FunctionDef):
            self._check(node, qualified[len("numpy.") :], f"tf.function `{function.name.value}`", mapped=False)
        elif isinstance(function, (cst.FunctionDef, cst.Lambda)):
            self._pending.append((node, qualified[len("numpy.") :], function))

    def leave_Module(self, original_node: cst.Module) -> None:
        if not self._pending or not self._maps:
            return
        mapped = self._mapped()
        for node, name, function in self._pending:
            if id(function) in mapped:
                label = f"function `{function.name.value}`" if isinstance(function, cst.FunctionDef) else "a lambda"
                self._check(node, name, f"{label} passed to `Dataset.map`", mapped=True)

    def _check(self, node: cst.Call, name: str, where: str, mapped: bool) -> None:
        if name.startswith("random."):
            if name.rsplit(".", 1)[-1] in NOT_DRAWS or name.count(".") != 1:
                return
            effect = "the same random values for every element" if mapped else "the same random values on every call"
            self.report(node, call=_code(node.func), where=where, effect=effect)
            return
        size = _elements(name, node)
        if size is not None and size >= self.options.min_elements:
            effect = f"a constant of {size:,} elements copied into every trace"
            self.report(node, call=_code(node.func), where=where, effect=effect)

    def _mapped(self) -> Set[int]:
        """The lambdas and same-module functions passed to a `.map(...)` on what may be a tf.data dataset."""
        datasets = DatasetCalls(self.context)
        summary = self.context.summary
        found: Set[int] = set()
        for call in self._maps:
            assert isinstance(call.func, cst.Attribute)
            if not datasets.may_be_dataset(call.func.value):
                continue
            function = mapped_function(call)
            if isinstance(function, cst.Lambda):
                found.add(id(function))
            elif isinstance(function, cst.Name):
                found.update(id(d) for d in summary.functions_named(function.value))
            elif isinstance(function, cst.Attribute) and isinstance(function.value, cst.Name):
                if function.value.value in ("self", "cls"):
                    found.update(id(d) for d in summary.functions_named(function.attr.value))
        return found


def _elements(name: str, call: cst.Call) -> Optional[int]:
    """How many elements a NumPy constructor call with literal sizes makes, or None if not literal."""
    positional = [arg.value for arg in call.args if arg.keyword is None and arg.star == ""]
    keywords = {arg.keyword.value: arg.value for arg in call.args if arg.keyword is not None}
    if name in SHAPED or name in ("random_sample",):
        shape = positional[0] if positional else keywords.get("shape")
        return _shape_size(shape) if shape is not None else None
    if name == "arange":
        found = [_integer(value) for value in positional[:3]]
        numbers = [n for n in found if n is not None]
        if not numbers or len(numbers) != len(found):
            return None
        start, stop, step = (0, numbers[0], 1) if len(numbers) == 1 else (numbers[0], numbers[1], ([*numbers, 1])[2])
        return max(0, math.ceil((stop - start) / step)) if step else None
    if name == "linspace":
        count = positional[2] if len(positional) > 2 else keywords.get("num")
        return _integer(count) if count is not None else 50
    if name in ("eye", "identity"):
        rows = _integer(positional[0]) if positional else None
        columns = _integer(positional[1]) if name == "eye" and len(positional) > 1 else rows
        return rows * columns if rows is not None and columns is not None else None
    return None


def _shape_size(shape: cst.BaseExpression) -> Optional[int]:
    if isinstance(shape, (cst.Tuple, cst.List)):
        sizes = [_integer(element.value) for element in shape.elements]
        return math.prod(s for s in sizes if s is not None) if sizes and None not in sizes else None
    return _integer(shape)


def _integer(value: cst.BaseExpression) -> Optional[int]:
    if isinstance(value, cst.Integer):
        return int(value.evaluated_value)
    if isinstance(value, cst.BinaryOperation) and isinstance(value.operator, (cst.Multiply, cst.Power)):
        left, right = _integer(value.left), _integer(value.right)
        if left is None or right is None or right > 64:
            return None
        return left * right if isinstance(value.operator, cst.Multiply) else left**right
    return None


def _code(node: cst.CSTNode) -> str:
    return cst.Module(body=[]).code_for_node(node)

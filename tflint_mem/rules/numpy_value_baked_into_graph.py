"""TFM015: NumPy data made inside a traced function runs once, at trace time, and is frozen into the graph.

Inside a `tf.function` body or a function passed to `Dataset.map`, Python code runs only while TensorFlow traces
it; a NumPy array it makes becomes a constant of the graph. Random draws are then the same on every call and for
every element, and large arrays are copied into every trace. Only the traced function's own body is checked:
functions passed on to `tf.py_function`/`tf.numpy_function` run per call, as intended.
"""

from __future__ import annotations

import ast
import math
from typing import Optional, Tuple

from tflint_mem.analysis.kinds import fold_int
from tflint_mem.analysis.lookalikes import TF_FUNCTION_NAMES
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.syntax import FUNCTIONS, keyword, positional
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import LintRule

# numpy.random names that seed or construct generators rather than draw values.
NOT_DRAWS = frozenset(
    {"seed", "get_state", "set_state", "default_rng", "RandomState", "Generator", "SeedSequence", "BitGenerator"}
    | {"PCG64", "PCG64DXSM", "MT19937", "Philox", "SFC64"}
)
SHAPED = frozenset({"zeros", "ones", "empty", "full", "random_sample"})


class NumpyValueBakedIntoGraph(LintRule):
    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # A NumPy call, in a tf.function the module makes, in a function it passes to `.map()`, or in a function
        # another module of the project may trace (`ds.map(random_erase)` of an imported augmentation).
        traced = screen.references(*TF_FUNCTION_NAMES) or "map" in screen.attributes or screen.imported_by_project
        return traced and screen.references("numpy.")

    def check(self) -> None:
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            qualified = self.resolve(call.func)
            if qualified is None or not qualified.startswith("numpy."):
                continue
            name = qualified[len("numpy.") :]
            draws = name.startswith("random.")
            if draws and (name.count(".") != 1 or name.rsplit(".", 1)[-1] in NOT_DRAWS):
                continue
            size = None if draws else _elements(name, call)
            if not draws and (size is None or size < self.options.min_elements):
                continue
            # Whether the call's code is traced is asked last: the answer may depend on other modules' calls.
            traced = self._traced_by(call)
            if traced is None:
                continue
            where, mapped = traced
            if draws:
                effect = f"the same random values {'for every element' if mapped else 'on every call'}"
            else:
                effect = f"a constant of {size:,} elements copied into every trace"
            self.report(call, call=self.index.source(call.func), where=where, effect=effect)

    def _traced_by(self, call: ast.Call) -> Optional[Tuple[str, bool]]:
        """Where the function whose body makes `call` is traced, and whether by `Dataset.map` (else by
        `tf.function`); None if it is not."""
        traced = self.facts.tf_functions.tracing(call)
        if isinstance(traced, FUNCTIONS):
            return f"tf.function `{traced.name}`", False
        scope = self.index.scope(call)
        if scope not in self.facts.datasets.mapped:
            # A helper the traced code calls (`get_noise()` in a tf.function's body) is traced with it.
            tracer = self.facts.tf_functions.tracer(call)
            return (tracer[1], "tf.data" in tracer[1]) if tracer is not None else None
        label = f"function `{scope.name}`" if isinstance(scope, FUNCTIONS) else "a lambda"
        return f"{label} passed to `Dataset.map`", True


def _elements(name: str, call: ast.Call) -> Optional[int]:
    """How many elements a NumPy constructor call with literal sizes makes, or None if not literal."""
    args = positional(call)
    if name in SHAPED:
        shape = args[0] if args else keyword(call, "shape")
        return _shape_size(shape) if shape is not None else None
    if name == "arange":
        found = [fold_int(value) for value in args[:3]]
        numbers = [n for n in found if n is not None]
        if not numbers or len(numbers) != len(found):
            return None
        start, stop, step = (0, numbers[0], 1) if len(numbers) == 1 else (numbers[0], numbers[1], [*numbers, 1][2])
        return max(0, math.ceil((stop - start) / step)) if step else None
    if name == "linspace":
        count = args[2] if len(args) > 2 else keyword(call, "num")
        return fold_int(count) if count is not None else 50
    if name in ("eye", "identity"):
        rows = fold_int(args[0]) if args else None
        columns = fold_int(args[1]) if name == "eye" and len(args) > 1 else rows
        return rows * columns if rows is not None and columns is not None else None
    return None


def _shape_size(shape: ast.expr) -> Optional[int]:
    if isinstance(shape, (ast.Tuple, ast.List)):
        sizes = [fold_int(element) for element in shape.elts]
        return math.prod(s for s in sizes if s is not None) if sizes and None not in sizes else None
    return fold_int(shape)

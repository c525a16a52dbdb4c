"""TFM007: a tf.function called in a loop with a Python number, or a tensor shape, that changes every iteration.

A tf.function keys its traces on the values of Python arguments and on tensor shapes: a loop index
passed as a Python int makes a new trace per iteration, and every trace is kept. Only functions the
module itself makes tf.functions are checked (decorated, or `name = tf.function(...)`), through the
module summary.
"""

from __future__ import annotations

from typing import Dict, FrozenSet, List, Optional, Sequence, Set, Tuple

import libcst as cst

from tflint_mem.analysis.imports import ImportTable
from tflint_mem.analysis.loops import (
    assignments,
    assignments_of,
    bound_in,
    code,
    index_names,
    names_in,
    target_names,
    walk,
)
from tflint_mem.rules.base import LintRule
from tflint_mem.rules.fixing import NodeFix, Replace, spelled

ALL_POSITIONAL = -1
# Calls that build a tensor or array whose shape is an argument: (position of the shape, its keyword).
SHAPE_FACTORIES: Dict[str, Tuple[int, Optional[str]]] = {
    "tensorflow.zeros": (0, "shape"),
    "tensorflow.ones": (0, "shape"),
    "tensorflow.fill": (0, "dims"),
    "tensorflow.range": (ALL_POSITIONAL, None),
    "tensorflow.random.normal": (0, "shape"),
    "tensorflow.random.uniform": (0, "shape"),
    "tensorflow.random.truncated_normal": (0, "shape"),
    "numpy.zeros": (0, "shape"),
    "numpy.ones": (0, "shape"),
    "numpy.empty": (0, "shape"),
    "numpy.full": (0, "shape"),
    "numpy.arange": (ALL_POSITIONAL, None),
    "numpy.random.rand": (ALL_POSITIONAL, None),
    "numpy.random.randn": (ALL_POSITIONAL, None),
    "numpy.random.random": (0, "size"),
    "numpy.random.normal": (2, "size"),
    "numpy.random.uniform": (2, "size"),
    "numpy.random.randint": (2, "size"),
}
# Calls that keep the shape of their first argument.
SHAPE_KEEPERS = frozenset(
    {"tensorflow.constant", "tensorflow.convert_to_tensor", "tensorflow.cast", "numpy.array", "numpy.asarray"}
)
NUMBER_BUILTINS = frozenset({"int", "float", "round", "abs", "min", "max"})
CONSEQUENCES = {
    "number": "every new Python value is traced again and every trace is kept (measured under TensorFlow 2.21:"
    " 100 traces for 100 calls, +8 MB RSS); pass it as a tensor, `tf.constant(...)`",
    "shape": "every new shape is traced again and every trace is kept (measured under TensorFlow 2.21:"
    " 99 traces for 99 batch sizes, +8 MB RSS); give the function an `input_signature`"
    " with `None` dimensions, or `reduce_retracing=True`",
}


class RetracingArgumentInLoop(LintRule):
    def visit_Module(self, node: cst.Module) -> None:
        self._iterations: Dict[Tuple[int, ...], _Iteration] = {}
        self._constants: Dict[cst.CSTNode, FrozenSet[str]] = {}

    def visit_Call(self, node: cst.Call) -> None:
        if not self.in_loop or self.in_tf_function or not node.args:
            return
        func = node.func
        if not isinstance(func, (cst.Name, cst.Attribute)):
            return
        summary = self.context.summary
        if not summary.tf_functions:
            return  # the module makes no tf.function (not even in a factory)
        target = summary.tf_function_called(func, [frame.node for frame in self.frames])
        if target is None or target.has_input_signature:
            return
        iteration = self._iteration()
        found: List[str] = []
        kinds: List[str] = []
        numbers: List[cst.BaseExpression] = []
        for arg in node.args:
            if arg.star:
                continue
            if iteration.number(arg.value):
                found.append(f"`{code(arg.value)}`, a Python number that changes every iteration")
                kinds.append("number")
                numbers.append(arg.value)
            elif not target.relaxes_shapes and iteration.varying_shape(arg.value):
                found.append(f"`{code(arg.value)}`, whose shape changes every iteration")
                kinds.append("shape")
        if found:
            consequence = "; ".join(CONSEQUENCES[kind] for kind in dict.fromkeys(kinds))
            fix = self._as_tensors(numbers) if "shape" not in kinds else None
            self.report(node, fix=fix, function=code(func), arguments="; ".join(found), consequence=consequence)

    def _as_tensors(self, numbers: List[cst.BaseExpression]) -> Optional[NodeFix]:
        """Each Python number wrapped in `tf.constant(...)`, spelled through the file's own import. A changing
        shape has no fix (it needs an `input_signature` the author writes), so a call with one gets none."""
        constant = spelled(self.imports, self.context.module, "tensorflow.constant")
        if constant is None:
            return None
        func = cst.parse_expression(constant)
        return NodeFix(tuple(Replace(value, cst.Call(func=func, args=[cst.Arg(value=value)])) for value in numbers))

    def _iteration(self) -> _Iteration:
        loops = self.scope.loops
        key = tuple(id(loop) for loop in loops)
        iteration = self._iterations.get(key)
        if iteration is None:
            frame = self.scope.node
            if frame not in self._constants:
                self._constants[frame] = numeric_constants(frame)
            iteration = _Iteration(loops, self._constants[frame], self.imports)
            self._iterations[key] = iteration
        return iteration


class _Iteration:
    """What varies from one iteration of a set of nested loops to the next."""

    def __init__(self, loops: Sequence[cst.CSTNode], constants: FrozenSet[str], imports: ImportTable) -> None:
        self.imports = imports
        self.bound = bound_in(loops)
        self.constants = constants
        self.numbers: Set[str] = set(index_names(loops, imports))
        self.shapes: Set[str] = set()
        for loop in loops:
            for node in walk(loop, into_scopes=False):
                # `step += 1` on a name that only ever holds numbers: a Python counter.
                if isinstance(node, cst.AugAssign) and isinstance(node.target, cst.Name):
                    if node.target.value in constants and self._number(node.value) is not None:
                        self.numbers.add(node.target.value)
                elif isinstance(node, (cst.For, cst.CompFor)) and isinstance(node.iter, (cst.List, cst.Tuple)):
                    # `for lr in [0.1, 0.01]:`
                    if isinstance(node.target, cst.Name) and all(
                        isinstance(e.value, (cst.Integer, cst.Float)) for e in node.iter.elements
                    ):
                        self.numbers.add(node.target.value)
        values: Dict[str, List[Optional[cst.BaseExpression]]] = {}
        for loop in loops:
            for target, value in assignments(loop):
                if isinstance(target, cst.Name):
                    values.setdefault(target.value, []).append(value)
        for _ in range(2):  # names computed from names computed from the index
            for name, assigned in values.items():
                if name in self.numbers or any(value is None for value in assigned):
                    continue
                if all(self.number(value) for value in assigned if value is not None):
                    self.numbers.add(name)
                elif all(self.varying_shape(value) for value in assigned if value is not None):
                    self.shapes.add(name)

    def number(self, expression: cst.BaseExpression) -> bool:
        """A Python number that takes a new value every iteration."""
        return self._number(expression) is True

    def _number(self, node: cst.BaseExpression) -> Optional[bool]:
        """True: a Python number that varies per iteration; False: an invariant number; None: not known."""
        if isinstance(node, (cst.Integer, cst.Float)):
            return False
        if isinstance(node, cst.Name):
            if node.value in self.numbers:
                return True
            return False if node.value in self.constants and node.value not in self.bound else None
        if isinstance(node, cst.UnaryOperation):
            return self._number(node.expression)
        if isinstance(node, cst.BinaryOperation):
            left, right = self._number(node.left), self._number(node.right)
            return None if left is None or right is None else left or right
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and self.imports.resolve(node.func) is None:
            if node.func.value == "len" and len(node.args) == 1:
                return bool(names_in(node.args[0].value) & self.bound)
            if node.func.value in NUMBER_BUILTINS and node.args:
                parts = [self._number(arg.value) for arg in node.args if not arg.keyword]
                return None if not parts or None in parts else any(parts)
            return None
        if isinstance(node, cst.Subscript) and isinstance(node.value, cst.Attribute):
            if node.value.attr.value == "shape":  # `x.shape[0]`: a Python int in eager code
                return bool(names_in(node.value.value) & self.bound)
        return None

    def varying_shape(self, node: cst.BaseExpression) -> bool:
        """A tensor or array whose shape is built from a number that changes every iteration."""
        if isinstance(node, cst.Name):
            return node.value in self.shapes
        if isinstance(node, cst.Subscript):
            return any(self._one_bound_varies(element.slice) for element in node.slice)
        if not isinstance(node, cst.Call):
            return False
        qualified = self.imports.resolve(node.func)
        if qualified in SHAPE_KEEPERS and node.args:
            return self.varying_shape(node.args[0].value)
        if qualified not in SHAPE_FACTORIES:
            return False
        position, keyword = SHAPE_FACTORIES[qualified]
        positional = [arg.value for arg in node.args if arg.keyword is None and not arg.star]
        if position == ALL_POSITIONAL:
            shapes = positional
        else:
            named = [arg.value for arg in node.args if arg.keyword is not None and arg.keyword.value == keyword]
            shapes = named or positional[position : position + 1]
        return any(self._shape_varies(shape) for shape in shapes)

    def _shape_varies(self, shape: cst.BaseExpression) -> bool:
        if isinstance(shape, (cst.Tuple, cst.List)):
            return any(self.number(element.value) for element in shape.elements)
        return self.number(shape)

    def _one_bound_varies(self, index: cst.BaseSlice) -> bool:
        """`x[:i]`, `x[i:]`, `x[:, : i + 1]`: a slice whose length changes; `x[i : i + n]` keeps its length."""
        if not isinstance(index, cst.Slice):
            return False
        lower = index.lower is not None and self.number(index.lower)
        upper = index.upper is not None and self.number(index.upper)
        return lower != upper


def numeric_constants(scope: cst.CSTNode) -> FrozenSet[str]:
    """Names the scope only ever binds to number literals or arithmetic on them (`step = 0`, `lr = 1e-3`),
    or updates in place (`step += 1`)."""
    numeric: Dict[str, bool] = {}
    for node in walk(scope.body if isinstance(scope, cst.FunctionDef) else scope, into_scopes=False):
        if isinstance(node, cst.AugAssign):
            continue
        for target, value in assignments_of(node):
            if isinstance(target, cst.Name):
                numeric[target.value] = numeric.get(target.value, True) and _literal_number(value)
            else:
                for name in target_names(target):
                    numeric[name] = False
    return frozenset(name for name, ok in numeric.items() if ok)


def _literal_number(node: Optional[cst.BaseExpression]) -> bool:
    if isinstance(node, (cst.Integer, cst.Float)):
        return True
    if isinstance(node, cst.UnaryOperation):
        return _literal_number(node.expression)
    if isinstance(node, cst.BinaryOperation):
        return _literal_number(node.left) and _literal_number(node.right)
    return False

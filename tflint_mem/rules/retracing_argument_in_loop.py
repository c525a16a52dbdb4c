"""TFM007: a tf.function called in a loop with a Python number, or a tensor shape, that changes every iteration.

A tf.function keys its traces on the values of Python arguments and on tensor shapes: a loop index passed as a
Python int makes a new trace per iteration, and every trace is kept. Python numbers are what the facts say they are:
loop counters, `len(...)`, `float(...)`, static shape dimensions, and Python or NumPy arithmetic on them; values
passed through `tf.constant`, `tf.convert_to_tensor` or `tf.cast`, and dataset elements, are tensors.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Dict, FrozenSet, List, Optional, Tuple

from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.bindings import ASSIGN
from tflint_mem.analysis.imports import last, spelling
from tflint_mem.analysis.lookalikes import TF_FUNCTION_NAMES
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.syntax import dotted, keyword, positional, reads
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import FixBuilder, LintRule

if TYPE_CHECKING:
    from tflint_mem.rules.fixing import FixSpec
    from tflint_mem.source.cst_view import CstView

ALL_POSITIONAL = -1
# TensorFlow warns of frequent retracing from the fifth trace of a function on (`FREQUENT_TRACING_WARNING_THRESHOLD`):
# an argument with fewer possible values (a bool flag, `step % 2`) traces a bounded few times and never warns.
TRACING_WARNING = 5
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
    "tensorflow.reshape": (1, "shape"),
    "numpy.reshape": (1, "newshape"),
}
# Array and tensor methods that keep their receiver's shape (those `Kinds.single_sample` follows, and a tensor's
# `.numpy()`), and those that take a new shape (`x.reshape(1, n)`).
SHAPE_PRESERVING_METHODS = K.SHAPE_KEEPING_METHODS | {"numpy"}
SHAPE_METHODS = frozenset({"reshape"})
# Calls that keep the shape of their first argument.
SHAPE_KEEPERS = frozenset(
    {"tensorflow.constant", "tensorflow.convert_to_tensor", "tensorflow.cast", "numpy.array", "numpy.asarray"}
)
CONSEQUENCES = {
    "number": "every new Python value is traced again and every trace is kept (measured under TensorFlow 2.21:"
    " 100 traces for 100 calls, +8 MB RSS); pass it as a tensor, `tf.constant(...)`",
    "shape": "every new shape is traced again and every trace is kept (measured under TensorFlow 2.21:"
    " 99 traces for 99 batch sizes, +8 MB RSS); give the function an `input_signature`"
    " with `None` dimensions, or `reduce_retracing=True`",
}


class RetracingArgumentInLoop(LintRule):
    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # The module makes the tf.function it calls, or imports a module of its project that may; and some of its
        # code may run repeatedly (a loop, a request handler, a function another module calls).
        return (screen.references(*TF_FUNCTION_NAMES) or screen.imports_project) and screen.may_repeat

    def check(self) -> None:
        functions = self.facts.tf_functions
        if not functions.all and self.facts.project is None:
            return  # the module makes no tf.function (not even in a factory) and imports none
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            if functions.tracing(call) is not None or not (call.args or call.keywords):
                continue
            # The question other modules' summaries need not answer first (`ModuleFacts.imported_elsewhere`).
            if self.facts.imported_elsewhere:
                target = self._untyped_tf_function(call)
                changes = self._changing_untraced(call) if target is not None else None
            else:
                changes = self._changing_untraced(call)
                target = self._untyped_tf_function(call) if changes is not None else None
            if changes is None or target is None:
                continue
            varying, where, every = changes
            relaxes = target[1]
            found, kinds, numbers = [], [], []
            for value in [*call.args, *(k.value for k in call.keywords if k.arg)]:
                if isinstance(value, ast.Starred):
                    continue
                if self._number(value, varying):
                    found.append(f"`{self.code(value)}`, a Python number that changes {every}")
                    kinds.append("number")
                    numbers.append(value)
                elif not relaxes and self._shape(value, varying, depth=2):
                    found.append(f"`{self.code(value)}`, whose shape changes {every}")
                    kinds.append("shape")
            if found:
                consequence = "; ".join(CONSEQUENCES[kind] for kind in dict.fromkeys(kinds))
                fix = _as_tensors(numbers, spelling(self.imports, self.index, "tensorflow.constant"))
                self.report(
                    call,
                    fix=None if "shape" in kinds else fix,
                    function=self.code(call.func),
                    where=where,
                    every=every,
                    arguments="; ".join(found),
                    consequence=consequence,
                )

    def _untyped_tf_function(self, call: ast.Call) -> Optional[Tuple[bool, bool]]:
        """`_tf_function` of a call of a tf.function without an input signature, else None."""
        target = self._tf_function(call)
        return target if target is not None and not target[0] else None

    def _changing_untraced(self, call: ast.Call) -> Optional[Tuple[FrozenSet[str], str, str]]:
        """`_changing`, for a call outside traced code (tf.data's, a loss Keras traces, a helper they call), which
        runs its loop once."""
        changes = self._changing(call)
        return changes if changes is not None and self.facts.tf_functions.tracer(call) is None else None

    def _changing(self, call: ast.Call) -> Optional[Tuple[FrozenSet[str], str, str]]:
        """(the names that change from one run of the call to the next, where it repeats, how often they change):
        in a loop of its function, what the loop rebinds; in a function called per step, the values its callers
        pass anew on every call (`for step in range(n): agent.get_action(obs, step)`) and what it computes from
        them. None when the call does not repeat, or nothing changes between runs."""
        repetition = self.facts.repetition
        loops = repetition.loops(call)
        if loops:
            varying = frozenset().union(
                *(repetition.varying(loop) | repetition.varying_attributes(loop) for loop in loops)
            )
            return varying, "in a loop", "every iteration"
        repeated = repetition.repeats(call)
        function = self.index.function(call)
        if repeated is None or function is None or not repeated.varying or repeated.sweep or repeated.bounded:
            return None
        name = getattr(function, "name", "?")
        return repetition.varying_per_run(function, repeated), f"in `{name}` ({repeated.reason})", "on every call"

    def _tf_function(self, call: ast.Call) -> Optional[Tuple[bool, bool]]:
        """(has an input signature, relaxes shapes) of the tf.function the call runs: one this module makes, or a
        function of another module of the project that its summary says is a tf.function."""
        made = self.facts.tf_functions.called(call)
        if made is not None:
            return made.has_input_signature, made.relaxes_shapes
        targets = self.facts.calls.resolve(call) if self.facts.project is not None else []
        external = targets[0] if len(targets) == 1 else None
        options = getattr(external, "tf_function", None)
        if options is None:
            return None
        return bool(options.get("signature")), bool(options.get("relaxes"))

    def _number(self, value: ast.expr, varying: FrozenSet[str]) -> bool:
        """A Python number that takes a new value every iteration; not a flag with a few values
        (`accum=not (step % k == 0)`), which traces a few times in all."""
        if self.kinds.of(value).name != K.NUMBER or not reads(value) & varying or _batch_size(value):
            return False
        few = self.kinds.few_values(value)
        return few is None or few >= TRACING_WARNING

    def _shape(self, node: ast.expr, varying: FrozenSet[str], depth: int) -> bool:
        """A tensor or array whose shape is built from a number that changes every iteration."""
        if isinstance(node, ast.Name) and node.id in varying and depth > 0:
            bindings = self.facts.bindings.reaching(node.id, node)
            values = [b.value for b in bindings if b.how == ASSIGN and b.unpacked is None]
            return (
                bool(values)
                and len(values) == len(bindings)
                and all(value is not None and self._shape(value, varying, depth - 1) for value in values)
            )
        if isinstance(node, ast.Subscript):
            slices = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
            return any(self._length_varies(part, varying) for part in slices)
        if not isinstance(node, ast.Call):
            return False
        qualified = self.resolve(node.func)
        if qualified in SHAPE_KEEPERS and node.args:
            return self._shape(node.args[0], varying, depth)
        if qualified is None and isinstance(node.func, ast.Attribute):
            # `np.random.randn(4, width).astype(np.float32)` (tensorflow#33180); `ids.reshape(1, len(ids))`
            if node.func.attr in SHAPE_PRESERVING_METHODS:
                return self._shape(node.func.value, varying, depth)
            if node.func.attr in SHAPE_METHODS:
                return any(self._shape_entry_varies(shape, varying) for shape in positional(node))
        if qualified not in SHAPE_FACTORIES:
            return False
        position, name = SHAPE_FACTORIES[qualified]
        args = positional(node)
        if position == ALL_POSITIONAL:
            shapes = args
        else:
            named = keyword(node, name) if name is not None else None
            shapes = [named] if named is not None else args[position : position + 1]
        return any(self._shape_entry_varies(shape, varying) for shape in shapes)

    def _shape_entry_varies(self, shape: ast.expr, varying: FrozenSet[str]) -> bool:
        if isinstance(shape, (ast.Tuple, ast.List)):
            return any(self._number(element, varying) for element in shape.elts)
        return self._number(shape, varying)

    def _length_varies(self, index: ast.expr, varying: FrozenSet[str]) -> bool:
        """`x[:i]`, `x[i:]`, `x[:, : i + 1]`: a slice whose length changes; `x[i : i + n]` keeps its length."""
        if not isinstance(index, ast.Slice):
            return False
        lower = index.lower is not None and self._number(index.lower, varying)
        upper = index.upper is not None and self._number(index.upper, varying)
        return lower != upper


def _batch_size(value: ast.expr) -> bool:
    """`batch_imgs.shape[0]`, `len(batch)`: the size of a batch, the same on every step but a last, partial one
    (Monodepth2-TF2's `make_K_pyramid(batch_imgs.shape[0])` per batch traces once or twice in all). The size of
    something else of the step (`len(windows)`, `boxes.shape[0]`) may change every time."""
    sized: Optional[ast.expr] = None
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "len" and value.args:
        sized = value.args[0]
    elif isinstance(value, ast.Subscript) and isinstance(value.value, ast.Attribute) and value.value.attr == "shape":
        index = value.slice
        sized = value.value.value if isinstance(index, ast.Constant) and index.value == 0 else None
    else:
        return False
    return sized is not None and "batch" in last(dotted(sized) or "")


def _as_tensors(numbers: List[ast.expr], constant: Optional[str]) -> Optional[FixBuilder]:
    """Each Python number wrapped in `tf.constant(...)`, spelled through the file's own import."""
    if constant is None or not numbers:
        return None

    def build(view: CstView) -> Optional[FixSpec]:
        import libcst as cst

        from tflint_mem.rules.fixing import NodeFix, Replace

        func = cst.parse_expression(constant)
        replacements = []
        for number in numbers:
            node = view.node(number)
            if not isinstance(node, cst.BaseExpression):
                return None
            replacements.append(Replace(node, cst.Call(func=func, args=[cst.Arg(value=node)])))
        return NodeFix(tuple(replacements))

    return build

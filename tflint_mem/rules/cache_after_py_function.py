"""TFM005: an in-memory `.cache()` after a `py_function` map keeps every Python output for the dataset's life.

The dataset is followed back from the `.cache()`: down its method chain (dataset methods only; an earlier
`.cache()` ends the search), then through the assignments of the variable (or attribute chain) that reach it in
the same scope. The nearest assignment decides: a conditional one that rebinds the variable to anything but
itself with more steps ends the search, and so does one carried over from an earlier pass of a loop.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Optional, Tuple

from tflint_mem.analysis.bindings import ASSIGN
from tflint_mem.analysis.lookalikes import DATASET_METHODS, PY_FUNCTIONS
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.syntax import argument, dotted
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import FixBuilder, LintRule

if TYPE_CHECKING:
    from tflint_mem.rules.fixing import FixSpec
    from tflint_mem.source.cst_view import CstView

MAP_METHODS = ("map", "map_with_legacy_function")
MAP_AND_BATCH = "tensorflow.data.experimental.map_and_batch"
IN_MEMORY_EFFECT = (
    "it keeps every output of the Python function in memory for the life of the dataset, so memory grows with "
    "dataset size times element size (later epochs are faster in exchange)"
)
FILE_EFFECT = "it writes every output of the Python function to its cache files, which grow with the dataset"
MAX_DEPTH = 16
# Following a dataset back ends in the `py_function` map, in a variable to follow further, or nowhere.
Found = Tuple[Optional[ast.Call], Optional[ast.expr]]
STOP: Found = (None, None)


class CacheAfterPyFunction(LintRule):
    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # A `.cache()` call, and a map that reaches tf.py_function (directly or through this module's functions).
        return "cache" in screen.attributes and screen.references(*PY_FUNCTIONS)

    def check(self) -> None:
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            func = call.func
            if not (isinstance(func, ast.Attribute) and func.attr == "cache"):
                continue
            in_memory = _is_in_memory(call)
            if not (in_memory or self.options.include_file_cache):
                continue
            map_call, variable = self._follow_chain(func.value)
            fix = _move_before(call, map_call) if map_call is not None and in_memory else None
            if variable is not None:
                map_call = self._follow_assignments(variable, MAX_DEPTH)
            if map_call is not None:
                # The `cache` name, not the whole call: a call starts where its chain starts, maybe lines above.
                self.report(
                    self.index.attribute_name_span(func),
                    fix=fix,
                    cache="In-memory `.cache()`" if in_memory else "File-backed `.cache(...)`",
                    mapper=self._mapper(map_call),
                    effect=IN_MEMORY_EFFECT if in_memory else FILE_EFFECT,
                )

    def _follow_chain(self, node: ast.expr) -> Found:
        """Walk `x.map(f).batch(8)` down to `x`: a `py_function` map wins, an earlier `.cache()` stops."""
        while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            method = node.func.attr
            if method not in DATASET_METHODS or method == "cache":
                return STOP
            if self._is_py_function_map(node, method):
                return node, None
            node = node.func.value
        return (None, node) if dotted(node) is not None else STOP

    def _follow_assignments(self, variable: ast.expr, depth: int) -> Optional[ast.Call]:
        """The `py_function` map among the assignments of `variable` that reach it, nearest first."""
        name = dotted(variable)
        if name is None or depth == 0:
            return None
        bindings = self.facts.bindings
        if isinstance(variable, ast.Name):
            if bindings.owner(name, variable) is not self.index.scope(variable):
                return None  # a parameter of an enclosing function, a global read in a function, unbound
            reaching = bindings.reaching(name, variable)
        else:
            reaching = bindings.reaching_chain(name, variable)
        here = (variable.lineno, variable.col_offset)
        if not reaching or any(b.position > here for b in reaching):
            return None  # unknown, or rebound by an earlier pass of a loop
        nearest_first = sorted(reaching, key=lambda b: b.position, reverse=True)
        for binding in nearest_first:
            value = binding.value if binding.how == ASSIGN and binding.unpacked is None else None
            map_call, further = self._follow_chain(value) if value is not None else STOP
            if map_call is not None or further is None:
                return map_call
            if binding is nearest_first[-1]:
                return self._follow_assignments(further, depth - 1)
            if dotted(further) != name:
                return None  # conditionally rebound to another dataset
        return None

    def _is_py_function_map(self, call: ast.Call, method: str) -> bool:
        if method == "apply":
            transform = argument(call, 0, "transformation_func")
            if not (isinstance(transform, ast.Call) and self.resolve(transform.func) == MAP_AND_BATCH):
                return False
            call = transform
        elif method not in MAP_METHODS:
            return False
        python = self.facts.datasets.python_calls(argument(call, 0, "map_func"))
        # Calls made only for their effect (`tf.py_function(log, [x], [])` as a statement) put nothing in the cache.
        return any(not isinstance(self.index.parent.get(python_call), ast.Expr) for python_call in python)

    def _mapper(self, map_call: ast.Call) -> str:
        function = argument(map_call, 0, "map_func")
        if isinstance(function, ast.Lambda):
            return "a lambda"
        return f"`{self.code(function, 40)}`" if function is not None else "a function"


def _is_in_memory(call: ast.Call) -> bool:
    """`.cache()`, `.cache("")` and `.cache(filename="")` cache in memory; any other filename goes to disk."""
    filename = argument(call, 0, "filename")
    return filename is None or (isinstance(filename, ast.Constant) and filename.value in ("", b""))


def _move_before(cache: ast.Call, map_call: ast.Call) -> FixBuilder:
    """Move `.cache()` to just before the `py_function` map of its own chain (never across statements)."""

    def build(view: CstView) -> Optional[FixSpec]:
        import libcst as cst

        from tflint_mem.rules.method_chains import move_before

        moved, target = view.node(cache), view.node(map_call)
        if not (isinstance(moved, cst.Call) and isinstance(target, cst.Call)):
            return None
        return move_before(view, moved, target)

    return build

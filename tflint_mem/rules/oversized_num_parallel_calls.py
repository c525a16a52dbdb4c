"""TFM004: a large literal `num_parallel_calls` keeps that many elements in flight, so peak memory scales with it."""

from __future__ import annotations

from functools import cached_property
from typing import Dict, List, Optional, Set

import libcst as cst

from tflint_mem.analysis.imports import IMPLICIT_NAMES, dotted_name
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.summary import PY_FUNCTIONS
from tflint_mem.analysis.tfdata import calls_py_function, mapped_function
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import LintRule
from tflint_mem.rules.fixing import NodeFix, Replace

KEYWORD = "num_parallel_calls"
# `batch` maps no function (its first argument is the batch size), so only the general limit applies to it.
DATASET_METHODS = frozenset({"map", "interleave", "batch"})
# Free functions taking `num_parallel_calls=`. TensorFlow's `parallel_interleave` takes no such parameter
# (a call passing it fails), but the catalogue lists it and listing it costs nothing.
TF_FUNCTIONS = frozenset(
    {
        "tensorflow.data.experimental.map_and_batch",
        "tensorflow.data.experimental.parallel_interleave",
        "tensorflow.contrib.data.map_and_batch",
        "tensorflow.contrib.data.parallel_interleave",
    }
)
AUTOTUNE = frozenset({"tensorflow.data.AUTOTUNE", "tensorflow.data.experimental.AUTOTUNE"})
# Libraries whose objects have a `.map`-like API; a local assigned from them is not a tf.data dataset.
OTHER_MAP_LIBRARIES = frozenset(
    {"datasets", "multiprocessing", "concurrent", "ray", "torch", "dask", "pyspark", "joblib", "pathos", "pandas"}
)
RUNS_PYTHON = " for a mapped function that runs Python (`tf.py_function`/`tf.numpy_function`)"


class OversizedNumParallelCalls(LintRule):
    """Each parallel call holds an element while tf.data runs ahead of the consumer, so the peak scales with it.

    Only integer literals are compared (a name or expression may be tuned elsewhere); AUTOTUNE is left to
    TensorFlow unless `flag-autotune-with-py-function` asks for a cap on Python mapped functions. The
    fix (safe: only the parallelism changes) writes in `limit`, the maximum the literal was compared against;
    AUTOTUNE gets no fix, as a fixed number may well peak higher than TensorFlow's own tuning.
    """

    @classmethod
    def is_candidate(cls, facts: FileFacts, options: RuleOptions) -> bool:
        # A literal above the lower limit, or AUTOTUNE for a Python mapped function when asked to flag it;
        # TF_FUNCTIONS resolve only through TensorFlow, and the other calls need `_file_uses_tensorflow`.
        lowest = min(options.max_parallel_calls, options.max_parallel_calls_py_function)
        literal = any(value is not None and value > lowest for value in facts.keyword_integers(KEYWORD))
        autotune = options.flag_autotune_with_py_function and facts.references(*PY_FUNCTIONS)
        return (literal or autotune) and KEYWORD in facts.keywords and facts.uses_tensorflow

    def visit_Call(self, node: cst.Call) -> None:
        arg = next((a for a in node.args if a.keyword is not None and a.keyword.value == KEYWORD), None)
        if arg is None or not self._is_tf_data_call(node):
            return
        runs_python = self._runs_python(node)
        value = _integer(arg.value)
        if value is not None and value >= 0:
            limit = self.options.max_parallel_calls_py_function if runs_python else self.options.max_parallel_calls
            if value > limit:
                self.report(
                    arg,
                    fix=NodeFix(
                        (Replace(arg.value, cst.Integer(str(limit))),),
                        message=f"Lower `num_parallel_calls` to {limit}",
                    ),
                    value=_code(arg.value),
                    relation="is above the limit of",
                    limit=limit,
                    subject=RUNS_PYTHON if runs_python else "",
                )
        elif runs_python and self.options.flag_autotune_with_py_function and self._is_autotune(arg.value):
            self.report(
                arg,
                value=_code(arg.value),
                relation="is not capped at",
                limit=self.options.max_parallel_calls_py_function,
                subject=RUNS_PYTHON,
            )

    def _is_tf_data_call(self, node: cst.Call) -> bool:
        """A tf.data function by name, or a `.map`/`.interleave`/`.batch` whose receiver may be a dataset.

        The receiver's type is unknown, so the file must use TensorFlow and the receiver must not come from
        another library (an HF `datasets` dataset or a multiprocessing pool also have `.map`).
        """
        func = node.func
        if self.resolve(func) in TF_FUNCTIONS:
            return True
        if not (isinstance(func, cst.Attribute) and func.attr.value in DATASET_METHODS):
            return False
        root = _root_name(func.value)
        if root is not None and self._from_other_library(root):
            return False
        return self._file_uses_tensorflow

    def _from_other_library(self, name: str) -> bool:
        """`name` is imported from a non-TF package, or only ever assigned from a known non-TF data library.

        Assignments are followed only into well-known libraries: a call into the project's own modules
        (`train = loaders.build()`) may well return a tf.data dataset.
        """
        return self.imports.is_non_tf_import(name) or self._built_by_other_library(name, depth=3)

    def _built_by_other_library(self, name: str, depth: int) -> bool:
        qualified = self.imports.bindings.get(name)
        if qualified is not None:
            return qualified.split(".", 1)[0] in OTHER_MAP_LIBRARIES
        values = self._assignments.get(name)
        if not values or depth == 0:
            return False
        roots = [_root_name(value) for value in values]
        return all(
            root is not None and root != name and self._built_by_other_library(root, depth - 1) for root in roots
        )

    def _runs_python(self, node: cst.Call) -> bool:
        func = node.func
        function = mapped_function(node)
        if isinstance(func, cst.Attribute) and self.resolve(func.value) == "tensorflow.data.Dataset":
            # `tf.data.Dataset.map(ds, fn, ...)`: the dataset is the first positional argument.
            positional = [a.value for a in node.args if a.keyword is None and a.star == ""]
            function = positional[1] if len(positional) > 1 else _keyword(node, "map_func")
        return calls_py_function(function, self.imports, self.context.summary)

    def _is_autotune(self, value: cst.BaseExpression) -> bool:
        if _integer(value) == -1:  # tf.data.AUTOTUNE is -1
            return True
        if self.resolve(value) in AUTOTUNE:
            return True
        name = dotted_name(value)
        return name is not None and name in self._autotune_names

    @cached_property
    def _assignments(self) -> Dict[str, List[cst.BaseExpression]]:
        """Every value assigned to each name or attribute chain, anywhere in the file."""
        collector = _AssignmentCollector()
        self.context.module.visit(collector)
        return collector.values

    @cached_property
    def _autotune_names(self) -> Set[str]:
        """Names (and attribute chains) every assignment of which binds AUTOTUNE: `AUTOTUNE = tf.data.AUTOTUNE`."""
        return {
            name
            for name, values in self._assignments.items()
            if all(_integer(v) == -1 or self.resolve(v) in AUTOTUNE for v in values)
        }

    @cached_property
    def _file_uses_tensorflow(self) -> bool:
        if self.imports.imports_tf:
            return True
        finder = _ImplicitNameFinder()
        self.context.module.visit(finder)
        return any(self.imports.resolve_dotted(name) is not None for name in finder.names)


def _integer(value: cst.BaseExpression) -> Optional[int]:
    """The value of an integer literal, `-1` included; None for anything else."""
    if isinstance(value, cst.Integer):
        return int(value.evaluated_value)
    if isinstance(value, cst.UnaryOperation) and isinstance(value.operator, cst.Minus):
        inner = _integer(value.expression)
        return -inner if inner is not None else None
    return None


def _root_name(node: cst.BaseExpression) -> Optional[str]:
    """`ds` in `ds.shuffle(10).map`, `datasets` in `datasets["train"].map`."""
    while True:
        if isinstance(node, cst.Name):
            return node.value
        if isinstance(node, cst.Attribute):
            node = node.value
        elif isinstance(node, cst.Call):
            node = node.func
        elif isinstance(node, cst.Subscript):
            node = node.value
        else:
            return None


def _keyword(call: cst.Call, name: str) -> Optional[cst.BaseExpression]:
    return next((a.value for a in call.args if a.keyword is not None and a.keyword.value == name), None)


def _code(node: cst.CSTNode) -> str:
    return cst.Module(body=[]).code_for_node(node)


class _AssignmentCollector(cst.CSTVisitor):
    """What each name is assigned from: `x = value`, `x: T = value`, `with value as x`."""

    def __init__(self) -> None:
        super().__init__()
        self.values: Dict[str, List[cst.BaseExpression]] = {}

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            name = dotted_name(target.target)
            if name is not None:
                self.values.setdefault(name, []).append(node.value)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        name = dotted_name(node.target)
        if name is not None and node.value is not None:
            self.values.setdefault(name, []).append(node.value)

    def visit_WithItem(self, node: cst.WithItem) -> None:
        name = dotted_name(node.asname.name) if node.asname is not None else None
        if name is not None:
            self.values.setdefault(name, []).append(node.item)


class _ImplicitNameFinder(cst.CSTVisitor):
    """Which of the implicitly-TensorFlow names (`tf`, `keras`, `tfds`) the file mentions."""

    def __init__(self) -> None:
        super().__init__()
        self.names: Set[str] = set()

    def visit_Name(self, node: cst.Name) -> None:
        if node.value in IMPLICIT_NAMES:
            self.names.add(node.value)

"""What the rules know about tf.data: which calls make datasets, and which mapped functions run Python."""

from __future__ import annotations

from typing import Iterable, Optional

import libcst as cst

from tflint_mem.analysis.imports import ImportTable
from tflint_mem.analysis.summary import PY_FUNCTIONS, ModuleSummary, first_argument

DATASET_CONSTRUCTOR_PREFIXES = (
    "tensorflow.data.Dataset.",
    "tensorflow.data.experimental.",
)
DATASET_CONSTRUCTORS = frozenset(
    {
        "tensorflow.data.Dataset",
        "tensorflow.data.TFRecordDataset",
        "tensorflow.data.TextLineDataset",
        "tensorflow.data.FixedLengthRecordDataset",
        "tensorflow_datasets.load",
        "keras.utils.image_dataset_from_directory",
        "keras.utils.text_dataset_from_directory",
        "keras.utils.audio_dataset_from_directory",
        "keras.utils.timeseries_dataset_from_array",
        "keras.preprocessing.image_dataset_from_directory",
        "keras.preprocessing.text_dataset_from_directory",
        "keras.preprocessing.timeseries_dataset_from_array",
    }
)
# Methods of tf.data.Dataset that return another dataset.
DATASET_METHODS = frozenset(
    {
        "apply",
        "batch",
        "bucket_by_sequence_length",
        "cache",
        "concatenate",
        "enumerate",
        "filter",
        "flat_map",
        "group_by_window",
        "ignore_errors",
        "interleave",
        "map",
        "padded_batch",
        "prefetch",
        "ragged_batch",
        "rebatch",
        "repeat",
        "rejection_resample",
        "sample_from_datasets",
        "scan",
        "shard",
        "shuffle",
        "skip",
        "snapshot",
        "sparse_batch",
        "take",
        "take_while",
        "unbatch",
        "unique",
        "window",
        "with_options",
        "map_with_legacy_function",
        "prefetch_to_device",
    }
)


def is_dataset_constructor(call: cst.Call, imports: ImportTable) -> bool:
    qualified = imports.resolve(call.func)
    if qualified is None:
        return False
    return qualified in DATASET_CONSTRUCTORS or qualified.startswith(DATASET_CONSTRUCTOR_PREFIXES)


def is_dataset_expression(node: cst.BaseExpression, imports: ImportTable, known: Iterable[str] = ()) -> bool:
    """A tf.data constructor call, a dataset method applied to one, or a name in `known` datasets."""
    known = set(known)
    while True:
        if isinstance(node, cst.Name):
            return node.value in known
        if not isinstance(node, cst.Call):
            return False
        if is_dataset_constructor(node, imports):
            return True
        func = node.func
        if not (isinstance(func, cst.Attribute) and func.attr.value in DATASET_METHODS):
            return False
        node = func.value


def mapped_function(call: cst.Call) -> Optional[cst.BaseExpression]:
    """The function a `.map(...)`/`.interleave(...)` call applies (first argument or `map_func=`)."""
    return first_argument(call, "map_func")


def calls_py_function(function: Optional[cst.BaseExpression], imports: ImportTable, summary: ModuleSummary) -> bool:
    """Whether a mapped function runs Python through tf.py_function / numpy_function / py_func.

    Follows lambdas, `functools.partial`, and functions of the same module, through calls between them.
    """
    if function is None:
        return False
    if isinstance(function, cst.Call):
        if imports.resolve(function.func) in ("functools.partial",) or _is_bare_partial(function, imports):
            return calls_py_function(first_argument(function), imports, summary)
        return False
    if isinstance(function, cst.Lambda):
        finder = _PyFunctionFinder(imports, summary)
        function.body.visit(finder)
        return finder.found
    name = None
    if isinstance(function, cst.Name):
        name = function.value
    elif isinstance(function, cst.Attribute) and isinstance(function.value, cst.Name):
        name = function.attr.value
    if name is None:
        return False
    return any(definition in summary.py_function_callers for definition in summary.functions_named(name))


def _is_bare_partial(call: cst.Call, imports: ImportTable) -> bool:
    return isinstance(call.func, cst.Name) and call.func.value == "partial" and imports.resolve(call.func) is None


class _PyFunctionFinder(cst.CSTVisitor):
    def __init__(self, imports: ImportTable, summary: ModuleSummary) -> None:
        super().__init__()
        self.imports = imports
        self.summary = summary
        self.found = False

    def visit_Call(self, node: cst.Call) -> None:
        if self.imports.resolve(node.func) in PY_FUNCTIONS:
            self.found = True
        elif isinstance(node.func, (cst.Name, cst.Attribute)) and calls_py_function(
            node.func, self.imports, self.summary
        ):
            self.found = True

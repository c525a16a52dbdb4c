"""Whether `x.map(...)`, `x.shuffle(...)`, `x.prefetch(...)` may be a tf.data call when `x`'s type is unknown.

Many libraries share these method names (pandas, Hugging Face `datasets`, multiprocessing pools,
`random.shuffle`), so a call counts only in a file that uses TensorFlow, on a receiver that is not
imported from another library and not only ever assigned from one. Calls into the project's own
modules (`train = loaders.build()`) may well return a tf.data dataset, so they count.
"""

from __future__ import annotations

from functools import cached_property
from typing import Dict, List, Optional, Set

import libcst as cst

from tflint_mem.analysis.imports import IMPLICIT_NAMES, ImportTable, dotted_name
from tflint_mem.analysis.tfdata import is_dataset_expression
from tflint_mem.rules.base import RuleContext

OTHER_DATA_LIBRARIES = frozenset(
    {
        "datasets",
        "multiprocessing",
        "concurrent",
        "ray",
        "torch",
        "dask",
        "pyspark",
        "joblib",
        "pathos",
        "pandas",
        "numpy",
        "random",
        "sklearn",
        "polars",
        "itertools",
    }
)


class DatasetCalls:
    """Per-file answers; build one per rule instance (the assignment scan runs once, on first use)."""

    def __init__(self, context: RuleContext) -> None:
        self.context = context
        self.imports: ImportTable = context.imports

    def may_be_dataset(self, receiver: cst.BaseExpression) -> bool:
        if is_dataset_expression(receiver, self.imports):
            return True
        if self.imports.resolve(receiver) is not None and not isinstance(receiver, cst.Call):
            return False  # `np.random`, `random`: a module, not a dataset
        root = root_name(receiver)
        if root is not None and (self.imports.is_non_tf_import(root) or self._built_elsewhere(root, depth=3)):
            return False
        return self._file_uses_tensorflow

    def _built_elsewhere(self, name: str, depth: int) -> bool:
        """`name` is only ever assigned from another library's calls (directly or through other names)."""
        qualified = self.imports.bindings.get(name)
        if qualified is not None:
            return qualified.split(".", 1)[0] in OTHER_DATA_LIBRARIES
        values = self._assignments.get(name)
        if not values or depth == 0:
            return False
        # `hf = hf.shuffle(...)` says nothing new about `hf`: judge it by its other assignments.
        roots = [root for root in map(root_name, values) if root != name]
        return bool(roots) and all(root is not None and self._built_elsewhere(root, depth - 1) for root in roots)

    @cached_property
    def _assignments(self) -> Dict[str, List[cst.BaseExpression]]:
        collector = _AssignmentCollector()
        self.context.module.visit(collector)
        return collector.values

    @cached_property
    def _file_uses_tensorflow(self) -> bool:
        if self.imports.imports_tf:
            return True
        finder = _ImplicitNameFinder()
        self.context.module.visit(finder)
        return any(self.imports.resolve_dotted(name) is not None for name in finder.names)


def root_name(node: cst.BaseExpression) -> Optional[str]:
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


class _AssignmentCollector(cst.CSTVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.values: Dict[str, List[cst.BaseExpression]] = {}

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            name = dotted_name(target.target)
            if name is not None:
                self.values.setdefault(name, []).append(node.value)

    def visit_WithItem(self, node: cst.WithItem) -> None:
        name = dotted_name(node.asname.name) if node.asname is not None else None
        if name is not None:
            self.values.setdefault(name, []).append(node.item)


class _ImplicitNameFinder(cst.CSTVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: Set[str] = set()

    def visit_Name(self, node: cst.Name) -> None:
        if node.value in IMPLICIT_NAMES:
            self.names.add(node.value)

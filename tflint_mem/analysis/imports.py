"""What a dotted name means in one module, from that module's imports alone.

A per-module import table is all most rules need, and it is far cheaper than libcst's scope
metadata: the collector below reads statements and skips expressions.
"""

from __future__ import annotations

from typing import Dict, Iterable, Optional, Set, Union

import libcst as cst

from tflint_mem.analysis import traversal

TF_PACKAGES = frozenset({"tensorflow", "keras", "tf_keras", "tensorflow_datasets"})

# Names that snippets and notebook cells use without importing them.
IMPLICIT_NAMES: Dict[str, str] = {"tf": "tensorflow", "keras": "keras", "tfds": "tensorflow_datasets"}

_KERAS_PREFIXES = (
    "tensorflow.keras.",
    "tensorflow.python.keras.",
    "tf_keras.",
)


def canonical(qualified: str) -> str:
    """One spelling per API: `tensorflow.compat.v1.X` -> `tensorflow.X`, `tensorflow.keras.X` -> `keras.X`."""
    for compat in ("tensorflow.compat.v1.", "tensorflow.compat.v2."):
        if qualified.startswith(compat):
            qualified = "tensorflow." + qualified[len(compat) :]
            break
    if qualified in ("tensorflow.compat.v1", "tensorflow.compat.v2"):
        return "tensorflow"
    for prefix in _KERAS_PREFIXES:
        if qualified.startswith(prefix):
            return "keras." + qualified[len(prefix) :]
        if qualified == prefix[:-1]:
            return "keras"
    if qualified.startswith("keras.src."):
        return "keras." + qualified[len("keras.src.") :]
    return qualified


def dotted_name(node: cst.BaseExpression) -> Optional[str]:
    """`a.b.c` for a Name/Attribute chain, else None."""
    parts = []
    while isinstance(node, cst.Attribute):
        parts.append(node.attr.value)
        node = node.value
    if not isinstance(node, cst.Name):
        return None
    parts.append(node.value)
    return ".".join(reversed(parts))


def _module_name(node: Union[cst.Attribute, cst.Name]) -> str:
    name = dotted_name(node)
    assert name is not None
    return name


class ImportTable:
    """Maps the names a module binds through imports to canonical qualified names."""

    def __init__(self) -> None:
        self.bindings: Dict[str, str] = {}
        self.bound_otherwise: Set[str] = set()
        self.imported: Dict[str, str] = {}  # local name -> the module path as written (`keras.src.backend`)

    def bind_import(self, local: str, qualified: str) -> None:
        previous = self.bindings.get(local)
        # `try: import tensorflow as tf / except ImportError: import something_else as tf`:
        # the TensorFlow meaning wins, it is the one the code is written against.
        if previous is not None and is_tf(previous) and not is_tf(canonical(qualified)):
            return
        self.bindings[local] = canonical(qualified)
        self.imported[local] = qualified

    def resolve(self, node: cst.BaseExpression) -> Optional[str]:
        """The canonical qualified name of a Name/Attribute chain, or None if it is not imported."""
        name = dotted_name(node)
        return self.resolve_dotted(name) if name is not None else None

    def resolve_dotted(self, name: str) -> Optional[str]:
        root, _, rest = name.partition(".")
        target = self.bindings.get(root)
        if target is None:
            implicit = IMPLICIT_NAMES.get(root)
            if implicit is None or root in self.bound_otherwise:
                return None
            target = implicit
        return canonical(f"{target}.{rest}" if rest else target)

    def is_non_tf_import(self, root: str) -> bool:
        """True if `root` is imported from a package other than TensorFlow/Keras."""
        target = self.bindings.get(root)
        return target is not None and not is_tf(target)

    @property
    def imports_tf(self) -> bool:
        return any(is_tf(target) for target in self.bindings.values())


def is_tf(qualified: str) -> bool:
    return qualified.split(".", 1)[0] in TF_PACKAGES


class _ImportCollector(cst.CSTVisitor):
    """Collects imports and other bindings of the implicit names, without descending into expressions."""

    def __init__(self, table: ImportTable) -> None:
        super().__init__()
        self.table = table

    def visit_SimpleStatementLine(self, node: cst.SimpleStatementLine) -> bool:
        for statement in node.body:
            if isinstance(statement, cst.Import):
                self._import(statement)
            elif isinstance(statement, cst.ImportFrom):
                self._import_from(statement)
            elif isinstance(statement, cst.Assign):
                for target in statement.targets:
                    self._bound(target.target)
            elif isinstance(statement, (cst.AnnAssign, cst.AugAssign)):
                self._bound(statement.target)
        return False

    def _import(self, node: cst.Import) -> None:
        for alias in node.names:
            module = _module_name(alias.name)
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                self.table.bind_import(alias.asname.name.value, module)
            else:
                root = module.split(".", 1)[0]
                self.table.bind_import(root, root)

    def _import_from(self, node: cst.ImportFrom) -> None:
        module = "." * len(node.relative)
        if node.module is not None:
            module += _module_name(node.module)
        if isinstance(node.names, cst.ImportStar):
            return
        for alias in node.names:
            imported = _module_name(alias.name)
            local = imported
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                local = alias.asname.name.value
            separator = "" if module.endswith(".") else "."
            self.table.bind_import(local, f"{module}{separator}{imported}")

    def _bound(self, target: cst.BaseExpression) -> None:
        for name in _target_names(target):
            if name in IMPLICIT_NAMES:
                self.table.bound_otherwise.add(name)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self._bound(node.name)
        params = node.params
        for param in (*params.posonly_params, *params.params, *params.kwonly_params):
            self._bound(param.name)

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self._bound(node.name)

    def visit_For(self, node: cst.For) -> None:
        self._bound(node.target)

    def visit_WithItem(self, node: cst.WithItem) -> bool:
        if node.asname is not None:
            self._bound(node.asname.name)
        return False

    def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
        if node.name is not None:
            self._bound(node.name.name)

    # Expressions never hold imports; skipping them keeps this pass cheap.
    def visit_Decorator(self, node: cst.Decorator) -> bool:
        return False

    def visit_Parameters(self, node: cst.Parameters) -> bool:
        return False


def _target_names(target: cst.BaseExpression) -> Iterable[str]:
    if isinstance(target, cst.Name):
        yield target.value
    elif isinstance(target, (cst.Tuple, cst.List)):
        for element in target.elements:
            yield from _target_names(element.value)
    elif isinstance(target, cst.StarredElement):
        yield from _target_names(target.value)


def build_import_table(module: cst.Module) -> ImportTable:
    table = ImportTable()
    traversal.visit(module, _ImportCollector(table))
    return table

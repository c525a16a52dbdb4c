"""The classes a module defines: their methods, and what Keras/TensorFlow class each one ultimately extends.

One fixpoint over the class hierarchy serves every rule: a class extends `keras.Model` directly, through another
class of the module (in any order of definition), or through a class another module of the project defines.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from functools import cached_property
from typing import Callable, Dict, List, Optional

from tflint_mem.analysis.imports import ImportTable, last
from tflint_mem.analysis.lookalikes import MODEL_BASE_NAMES, foreign_library
from tflint_mem.analysis.syntax import FunctionNode, SyntaxIndex, dotted
from tflint_mem.analysis.tf_api import tf_api

# What a class extends, most specific first.
MODEL, LAYER, CALLBACK, OPTIMIZER, METRIC, STATEFUL, FOREIGN, PLAIN = (
    "model",
    "layer",
    "callback",
    "optimizer",
    "metric",
    "stateful",
    "foreign",
    "plain",
)


def base_kind(qualified: str) -> Optional[str]:
    """What extending the TensorFlow/Keras/other class `qualified` makes a class."""
    if qualified.startswith("keras."):
        name = last(qualified)
        if name in MODEL_BASE_NAMES:
            return MODEL
        if qualified.startswith("keras.callbacks."):
            return CALLBACK
        if qualified.startswith("keras.optimizers.") or name == "Optimizer":
            return OPTIMIZER
        if qualified.startswith("keras.metrics.") or name == "Metric":
            return METRIC
        if qualified.startswith("keras.layers.") or name == "Layer":
            return LAYER
    if qualified in tf_api().stateful_classes:
        return STATEFUL
    if foreign_library(qualified) is not None:
        return FOREIGN
    return None


@dataclass
class ClassInfo:
    node: ast.ClassDef
    bases: List[ast.expr]
    methods: Dict[str, List[FunctionNode]] = field(default_factory=dict)
    kind: str = PLAIN
    extends: Optional[str] = None  # the TensorFlow/Keras class it extends, for messages

    @property
    def name(self) -> str:
        return self.node.name


class Classes:
    """Every class of the module by node and by name, with its methods and what it extends.

    `external` answers for a base class the module imports from elsewhere in the project (`from .nets import
    Base`): the kind of that class, or None.
    """

    def __init__(
        self, index: SyntaxIndex, imports: ImportTable, external: Optional[Callable[[str], Optional[str]]] = None
    ) -> None:
        self.index = index
        self.imports = imports
        self.external = external
        self.by_node: Dict[ast.ClassDef, ClassInfo] = {}
        self.by_name: Dict[str, List[ClassInfo]] = {}
        for node in index.nodes(ast.ClassDef):
            assert isinstance(node, ast.ClassDef)
            info = ClassInfo(node, list(node.bases))
            for statement in node.body:
                if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    info.methods.setdefault(statement.name, []).append(statement)
            self.by_node[node] = info
            self.by_name.setdefault(node.name, []).append(info)
        self._settle()

    def _settle(self) -> None:
        changed = True
        while changed:
            changed = False
            for info in self.by_node.values():
                if info.kind != PLAIN:
                    continue
                for base in info.bases:
                    kind, extends = self._base(base)
                    if kind is not None:
                        info.kind, info.extends = kind, extends
                        changed = True
                        break

    def _base(self, base: ast.expr) -> tuple[Optional[str], Optional[str]]:
        qualified = self.imports.resolve(base)
        local = dotted(base)
        if local is not None and local in self.by_name and self.imports.target(local.split(".")[0]) is None:
            info = self.by_name[local][0]
            return (info.kind, info.extends) if info.kind != PLAIN else (None, None)
        if qualified is None:
            return None, None
        kind = base_kind(qualified)
        if kind is None and self.external is not None:
            kind = self.external(qualified)
        return kind, qualified

    def named(self, name: str) -> Optional[ClassInfo]:
        found = self.by_name.get(name)
        return found[-1] if found else None

    def of_method(self, function: ast.AST) -> Optional[ClassInfo]:
        """The class `function` is a method of."""
        owner = self.index.scope(function)
        return self.by_node.get(owner) if isinstance(owner, ast.ClassDef) else None

    def mro(self, info: ClassInfo) -> List[ClassInfo]:
        """The class and its bases defined in this module, nearest first."""
        found, pending = [], [info]
        while pending:
            current = pending.pop(0)
            if current in found:
                continue
            found.append(current)
            for base in current.bases:
                name = dotted(base)
                if name is not None and name in self.by_name:
                    pending.extend(self.by_name[name])
        return found

    def method(self, info: ClassInfo, name: str) -> List[FunctionNode]:
        """The definitions a call of `name` on an instance of `info` may run: its own or an inherited one, or
        the overrides in subclasses (a base class's method may dispatch to them)."""
        for owner in self.mro(info):
            if name in owner.methods:
                return owner.methods[name] + [m for sub in self.subclasses(owner) for m in sub.methods.get(name, [])]
        return [m for sub in self.subclasses(info) for m in sub.methods.get(name, [])]

    def subclasses(self, info: ClassInfo) -> List[ClassInfo]:
        return [other for other in self.by_node.values() if other is not info and info in self.mro(other)[1:]]

    @cached_property
    def method_names(self) -> Dict[str, List[FunctionNode]]:
        """Every method of every class, by name."""
        found: Dict[str, List[FunctionNode]] = {}
        for info in self.by_node.values():
            for name, definitions in info.methods.items():
                found.setdefault(name, []).extend(definitions)
        return found

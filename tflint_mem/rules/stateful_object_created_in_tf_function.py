"""TFM014: an optimizer, metric, layer or model constructed inside a tf.function body.

Such objects own variables (or other TensorFlow state). Built in the function body, they are built
again on every trace, and once they create variables TensorFlow refuses: a tf.function may only create
variables on its first call. Which constructors make stateful objects comes from TensorFlow's API as
data (`tflint_mem.analysis.tf_api`); classes of the module that subclass one count too. `tf.Variable` itself
is TFM002's (variable-created-in-loop), so it is not reported twice.
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import List, Optional, Set

import libcst as cst

from tflint_mem.analysis.imports import dotted_name
from tflint_mem.analysis.summary import VARIABLE_FACTORIES
from tflint_mem.analysis.tf_api import tf_api
from tflint_mem.rules.base import LintRule

GUARD_WORDS = re.compile(r"\bNone\b|\bnot\b|hasattr|built|initiali[sz]ed|created|first|==\s*0\b")
KINDS = (
    (re.compile(r"optimizers?\.|Optimizer$"), "an optimizer"),
    (re.compile(r"metrics\."), "a metric"),
    (re.compile(r"^keras\.(Model|Sequential|Functional)$|^keras\.(applications|models)\."), "a model"),
    (re.compile(r"^keras\.layers\.|^keras\.Layer$"), "a layer"),
)


class StatefulObjectCreatedInTfFunction(LintRule):
    def visit_Call(self, node: cst.Call) -> None:
        if not self.in_tf_function:
            return
        kind = self._kind(node)
        if kind is None:
            return
        function = self.scope.node
        assert isinstance(function, cst.FunctionDef)
        if _guarded(self._path_below(function)):
            return
        self.report(node, call=f"{_code(node.func)}(...)", kind=kind, function=function.name.value)

    def _kind(self, node: cst.Call) -> Optional[str]:
        qualified = self.resolve(node.func)
        if qualified is None:
            name = dotted_name(node.func)
            return f"`{name}`, a Keras/TensorFlow subclass" if name in self._stateful_subclasses else None
        if qualified in VARIABLE_FACTORIES:
            return None
        api = tf_api()
        if qualified in api.stateful_classes or qualified in api.stateful_factories:
            return next((kind for pattern, kind in KINDS if pattern.search(qualified)), "an object with variables")
        if qualified in api.creates_variables:
            return "an object with variables"
        return None

    @cached_property
    def _stateful_subclasses(self) -> Set[str]:
        """Classes of this module that subclass a stateful TensorFlow/Keras class, directly or through each other."""
        classes: List[cst.ClassDef] = []
        stack: List[cst.CSTNode] = [self.context.module]
        while stack:
            current = stack.pop()
            if isinstance(current, cst.ClassDef):
                classes.append(current)
            stack.extend(current.children)
        stateful = tf_api().stateful_classes
        found: Set[str] = set()
        changed = True
        while changed:
            changed = False
            for cls in classes:
                if cls.name.value not in found and any(
                    self.resolve(base.value) in stateful or dotted_name(base.value) in found for base in cls.bases
                ):
                    found.add(cls.name.value)
                    changed = True
        return found

    def _path_below(self, top: cst.CSTNode) -> List[cst.CSTNode]:
        index = max(i for i, ancestor in enumerate(self.ancestors) if ancestor is top)
        return self.ancestors[index + 1 : -1]


def _guarded(path: List[cst.CSTNode]) -> bool:
    """An enclosing `if` looks like a create-once test (`if self.opt is None:`, `if not self.built:`)."""
    for parent, child in zip(path, path[1:]):
        if isinstance(parent, cst.If) and child is not parent.test and GUARD_WORDS.search(_code(parent.test)):
            return True
    return False


def _code(node: cst.CSTNode) -> str:
    return cst.Module(body=[]).code_for_node(node)

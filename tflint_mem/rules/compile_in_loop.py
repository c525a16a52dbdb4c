"""TFM013: `model.compile(...)` on every iteration of a loop for a model built before the loop.

Compiling discards the model's traced train/test/predict functions, so the next `fit` or
`train_on_batch` traces them again, and Keras 3 keeps every traced training graph alive. A model
rebuilt in the same iteration (k-fold, hyper-parameter search) has to be compiled there: that is
TFM009's concern, not this rule's. The receiver's type is usually unknown, so a `.compile` counts
when the module binds it to a Keras model, or in a Keras/TensorFlow file that imports no other
library whose objects have a `compile` method (PyTorch, JAX...).
"""

from __future__ import annotations

from functools import cached_property
from typing import Dict, FrozenSet, Iterator, List, Set, Tuple

import libcst as cst

from tflint_mem.analysis.imports import dotted_name, is_tf
from tflint_mem.analysis.tf_api import tf_api
from tflint_mem.rules.base import LintRule

# Libraries whose objects also have a `.compile()` method.
OTHER_COMPILERS = frozenset({"torch", "jax", "tvm", "theano", "numba", "triton", "onnxruntime", "tensorrt", "mxnet"})
# Calls that run the compiled functions: a loop that never trains pays nothing for compiling.
TRAINING_METHODS = frozenset(
    {
        "fit",
        "fit_generator",
        "train_on_batch",
        "evaluate",
        "evaluate_generator",
        "test_on_batch",
        "predict",
        "predict_generator",
        "predict_on_batch",
    }
)
LOADERS = frozenset({"keras.models.load_model", "keras.saving.load_model", "keras.models.clone_model"})
SCOPES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)


class CompileInLoop(LintRule):
    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if not (isinstance(func, cst.Attribute) and func.attr.value == "compile"):
            return
        loop = self.innermost_loop
        if not isinstance(loop, (cst.For, cst.While)) or self.in_tf_function:
            return
        model = dotted_name(func.value)
        if model is None or self.resolve(func.value) is not None:
            return  # `re.compile`, `torch.compile`: a module's function, not a model
        bound = _bound_in(loop)
        if model in bound or model.split(".", 1)[0] in bound:
            return  # a new model this iteration (or a different one: `for model in models`)
        if not self._trained_in(loop, model) or not self._is_keras_model(model):
            return
        self.report(node, model=model)

    def _trained_in(self, loop: cst.CSTNode, model: str) -> bool:
        """The loop trains or runs the same model, or hands it to a helper that may."""
        for node in _walk(loop):
            if not isinstance(node, cst.Call):
                continue
            func = node.func
            if isinstance(func, cst.Attribute) and func.attr.value in TRAINING_METHODS:
                if dotted_name(func.value) == model:
                    return True
            elif any(dotted_name(arg.value) == model for arg in node.args):
                return True
        return False

    def _is_keras_model(self, model: str) -> bool:
        kinds = self._bindings.get(model)
        if kinds:
            return kinds == {True}
        return self._keras_file

    @cached_property
    def _bindings(self) -> Dict[str, Set[bool]]:
        """For each name or attribute the module assigns: whether each assignment builds a Keras model."""
        api = tf_api()
        found: Dict[str, Set[bool]] = {}
        for name, value in _assignments(self.context.module):
            is_model = False
            if isinstance(value, cst.Call):
                qualified = self.resolve(value.func)
                if qualified is None:
                    callee = dotted_name(value.func)
                    # `build_model()`: the project's own builder; judge the file instead.
                    is_model = self._keras_file if callee is not None and "." not in callee else False
                else:
                    is_model = qualified in LOADERS or (
                        qualified.startswith("keras.")
                        and (qualified in api.stateful_classes or qualified in api.stateful_factories)
                    )
            found.setdefault(name, set()).add(is_model)
        return found

    @cached_property
    def _keras_file(self) -> bool:
        targets = self.imports.bindings.values()
        if any(target.split(".", 1)[0] in OTHER_COMPILERS for target in targets):
            return False
        return any(is_tf(target) for target in targets) or self._mentions_implicit_tf

    @cached_property
    def _mentions_implicit_tf(self) -> bool:
        return any(
            isinstance(node, cst.Name) and node.value in ("tf", "keras") and self.resolve(node) is not None
            for node in _walk(self.context.module, into_scopes=True)
        )


def _bound_in(loop: cst.CSTNode) -> FrozenSet[str]:
    """Names and attributes (re)bound by the loop: its target and assignments, `with ... as` in its body."""
    names: Set[str] = set()
    for node in _walk(loop):
        targets: List[cst.BaseExpression] = []
        if isinstance(node, cst.For):
            targets = [node.target]
        elif isinstance(node, cst.Assign):
            targets = [target.target for target in node.targets]
        elif isinstance(node, (cst.AnnAssign, cst.AugAssign, cst.NamedExpr)):
            targets = [node.target]
        elif isinstance(node, cst.WithItem) and node.asname is not None:
            targets = [node.asname.name]
        for target in targets:
            names.update(_target_names(target))
    return frozenset(names)


def _target_names(target: cst.BaseExpression) -> Iterator[str]:
    if isinstance(target, (cst.Tuple, cst.List)):
        for element in target.elements:
            yield from _target_names(element.value)
    else:
        name = dotted_name(target)
        if name is not None:
            yield name


def _assignments(module: cst.Module) -> Iterator[Tuple[str, cst.BaseExpression]]:
    for node in _walk(module, into_scopes=True):
        if isinstance(node, cst.Assign):
            for target in node.targets:
                name = dotted_name(target.target)
                if name is not None:
                    yield name, node.value


def _walk(node: cst.CSTNode, into_scopes: bool = False) -> Iterator[cst.CSTNode]:
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        for child in reversed(current.children):
            if into_scopes or not isinstance(child, SCOPES):
                stack.append(child)

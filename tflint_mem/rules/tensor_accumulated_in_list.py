"""TFM012 (preview): a list that collects a tensor from every loop iteration instead of a Python number.

Each kept tensor holds its buffer (on a GPU, device memory) for as long as the list lives, where
`float(loss)` would keep a few bytes. A value counts as a tensor when the loop computes it with a
TensorFlow op, by calling a Keras model or layer, or by calling a tf.function of the module; lists
later handed to a TensorFlow op (`tf.concat(outputs)`) are collections on purpose and are left alone.
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import Dict, FrozenSet, Iterator, Optional, Set, Tuple

import libcst as cst

from tflint_mem.imports import dotted_name, is_tf
from tflint_mem.rules.base import LintRule
from tflint_mem.rules.fixing import Replace
from tflint_mem.summary import TF_FUNCTION, is_tf_function_decorator
from tflint_mem.tf_api import tf_api

SCOPES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)
SCALAR_NAME = re.compile(r"(?:^|_)(?:loss|acc|accuracy|metric|score|error|mse|mae)(?:$|_)", re.IGNORECASE)


class TensorAccumulatedInList(LintRule):
    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if not (isinstance(func, cst.Attribute) and func.attr.value == "append") or len(node.args) != 1:
            return
        loop = self.innermost_loop
        if not isinstance(loop, (cst.For, cst.While)) or self.in_tf_function:
            return
        collection = dotted_name(func.value)
        if collection is None or self.resolve(func.value) is not None or collection in self._fed_to_tensorflow:
            return
        value = node.args[0].value
        source = self._tensor_source(value, loop, depth=2)
        if source is not None:
            fix: Optional[Replace] = Replace(value, cst.Call(func=cst.Name("float"), args=[cst.Arg(value=value)]))
            if not self._looks_scalar(value):
                fix = None  # `float()` of a batch of predictions would raise: offer the fix for scalars only
            self.report(node, fix=fix, call=f"{collection}.append({_code(value)})", source=source)

    def _looks_scalar(self, value: cst.BaseExpression) -> bool:
        """A reduction (`tf.reduce_mean(...)`) or a name that reads as a scalar metric (`loss`, `val_acc`)."""
        if isinstance(value, cst.Call):
            qualified = self.resolve(value.func) or ""
            return qualified.rsplit(".", 1)[-1].startswith("reduce_")
        return isinstance(value, cst.Name) and SCALAR_NAME.search(value.value) is not None

    def _tensor_source(self, value: cst.BaseExpression, loop: cst.CSTNode, depth: int) -> Optional[str]:
        """What makes `value` a tensor ("the result of `tf.reduce_mean`"), or None if it may not be one."""
        if isinstance(value, cst.Call):
            return self._producer(value)
        if isinstance(value, cst.BinaryOperation):
            return self._tensor_source(value.left, loop, depth) or self._tensor_source(value.right, loop, depth)
        if isinstance(value, cst.Subscript):
            return self._tensor_source(value.value, loop, depth)
        if isinstance(value, cst.Name) and depth > 0:
            sources = [self._tensor_source(v, loop, depth - 1) for v in _values_assigned(loop, value.value)]
            # Every assignment in the loop must make a tensor: `loss = float(loss)` later makes it a number.
            if sources and all(sources):
                return sources[0]
        return None

    def _producer(self, call: cst.Call) -> Optional[str]:
        qualified = self.resolve(call.func)
        name = dotted_name(call.func)
        if qualified is not None:
            leaf = qualified.rsplit(".", 1)[-1]
            if is_tf(qualified) and leaf[:1].islower() and qualified in tf_api().creates_ops:
                return f"the result of `{name}`"
            return None
        if name is None:
            return None
        if name in self._models:
            return f"the output of the Keras model or layer `{name}`"
        if name.rsplit(".", 1)[-1] in self._tf_functions and name.count(".") <= 1:
            return f"the result of the tf.function `{name}`"
        return None

    @cached_property
    def _tf_functions(self) -> FrozenSet[str]:
        summary = self.context.summary
        decorated = {
            name
            for name, defs in summary.defs_by_name.items()
            if defs and all(any(is_tf_function_decorator(d, self.imports) for d in f.decorators) for f in defs)
        }
        wrapped = {name for name, value in _assignments(self.context.module) if self._is_tf_function_call(value)}
        return frozenset(decorated | {name.rsplit(".", 1)[-1] for name in wrapped})

    def _is_tf_function_call(self, value: cst.BaseExpression) -> bool:
        return isinstance(value, cst.Call) and self.resolve(value.func) == TF_FUNCTION

    @cached_property
    def _models(self) -> FrozenSet[str]:
        """Names and attributes every assignment of which builds a Keras model or layer."""
        api = tf_api()
        local_models = self._keras_subclasses
        kinds: Dict[str, Set[bool]] = {}
        for name, value in _assignments(self.context.module):
            is_model = False
            if isinstance(value, cst.Call):
                qualified = self.resolve(value.func)
                if qualified is not None:
                    is_model = qualified.startswith("keras.") and (
                        qualified in api.stateful_classes or qualified in api.stateful_factories
                    )
                else:
                    is_model = isinstance(value.func, cst.Name) and value.func.value in local_models
            kinds.setdefault(name, set()).add(is_model)
        return frozenset(name for name, found in kinds.items() if found == {True})

    @cached_property
    def _keras_subclasses(self) -> Set[str]:
        """Classes of this module that subclass a Keras layer or model, directly or through each other."""
        classes = [node for node in _walk(self.context.module, into_scopes=True) if isinstance(node, cst.ClassDef)]
        found: Set[str] = set()
        changed = True
        while changed:
            changed = False
            for cls in classes:
                if cls.name.value in found:
                    continue
                for base in cls.bases:
                    qualified = self.resolve(base.value)
                    base_name = dotted_name(base.value)
                    if (
                        qualified is not None
                        and qualified.startswith("keras.")
                        and qualified in tf_api().stateful_classes
                    ) or base_name in found:
                        found.add(cls.name.value)
                        changed = True
                        break
        return found

    @cached_property
    def _fed_to_tensorflow(self) -> FrozenSet[str]:
        """Lists passed to a TensorFlow call somewhere in the file (`tf.concat(outputs)`): kept on purpose."""
        fed = set()
        for node in _walk(self.context.module, into_scopes=True):
            if isinstance(node, cst.Call):
                qualified = self.resolve(node.func)
                if qualified is not None and is_tf(qualified):
                    for arg in node.args:
                        name = dotted_name(arg.value)
                        if name is not None:
                            fed.add(name)
        return frozenset(fed)


def _values_assigned(loop: cst.CSTNode, name: str) -> Iterator[cst.BaseExpression]:
    """What the loop body assigns to `name`, unpacking `loss, acc = step(x)` to the call.

    Any other binding (a `for` target, `with ... as name`) yields nothing and so never counts as a tensor.
    """
    for node in _walk(loop):
        if isinstance(node, cst.Assign):
            for target in node.targets:
                if _binds(target.target, name):
                    yield node.value
        elif isinstance(node, (cst.AnnAssign, cst.AugAssign)) and _binds(node.target, name):
            if node.value is not None:
                yield node.value


def _binds(target: cst.BaseExpression, name: str) -> bool:
    if isinstance(target, cst.Name):
        return target.value == name
    if isinstance(target, (cst.Tuple, cst.List)):
        return any(_binds(element.value, name) for element in target.elements)
    return False


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


def _code(node: cst.CSTNode) -> str:
    return cst.Module(body=[]).code_for_node(node)

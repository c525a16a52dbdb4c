"""TFM012 (preview): a list that collects a tensor from every loop iteration instead of a Python number.

Each kept tensor holds its buffer (on a GPU, device memory) for as long as the list lives, where
`float(loss)` would keep a few bytes. A value counts as a tensor when the loop computes it with a
TensorFlow op, by calling a Keras model or layer, or by calling a tf.function of the module; lists
later handed to a TensorFlow op (`tf.concat(outputs)`) are collections on purpose and are left alone.

Facts are collected during the shared walk and judged at the end of the module, since the model or
tf.function an append uses may be bound anywhere in the file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Dict, FrozenSet, List, Optional, Set, Tuple

import libcst as cst

from tflint_mem.analysis.imports import dotted_name, is_tf
from tflint_mem.analysis.summary import TF_FUNCTION, is_tf_function_decorator
from tflint_mem.analysis.tf_api import tf_api
from tflint_mem.rules.base import LintRule
from tflint_mem.rules.fixing import Replace

SCOPES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)
SCALAR_NAME = re.compile(r"(?:^|_)(?:loss|acc|accuracy|metric|score|error|mse|mae)(?:$|_)", re.IGNORECASE)
# Calls that show a loop runs eager steps (as opposed to building layers or a graph).
STEP_CALLS = frozenset(
    {
        "GradientTape",
        "gradient",
        "apply_gradients",
        "minimize",
        "train_on_batch",
        "test_on_batch",
        "predict_on_batch",
        "numpy",
    }
)
# Any of these in a file means TF1 graph code, whose tensors are symbolic.
GRAPH_MODE_APIS = frozenset(
    {"Session", "InteractiveSession", "placeholder", "disable_eager_execution", "disable_v2_behavior"}
)


@dataclass
class _Append:
    node: cst.Call
    collection: str
    value: cst.BaseExpression
    loop: cst.CSTNode


class TensorAccumulatedInList(LintRule):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._appends: List[_Append] = []
        self._fed: Set[str] = set()  # names passed to a TensorFlow call: `tf.concat(outputs)`
        self._bindings: List[Tuple[str, cst.BaseExpression]] = []
        # What each loop body assigns, by name (`loss, acc = step(x)` records `step(x)` for both).
        self._loop_assignments: Dict[Tuple[int, str], List[Optional[cst.BaseExpression]]] = {}
        self._classes: List[cst.ClassDef] = []
        self._graph_mode = False  # TF1 graph code: its tensors are symbolic graph nodes, not buffers
        self._loop_calls: Dict[int, Set[str]] = {}  # what each loop calls, to tell a training step from graph building

    def visit_Call(self, node: cst.Call) -> None:
        qualified = self.resolve(node.func)
        func = node.func
        called = dotted_name(func)
        if called is not None:
            for enclosing in self.scope.loops:
                self._loop_calls.setdefault(id(enclosing), set()).update({called, called.rsplit(".", 1)[-1]})
        if qualified is not None:
            if is_tf(qualified):
                self._graph_mode |= qualified.rsplit(".", 1)[-1] in GRAPH_MODE_APIS
                self._fed.update(name for arg in node.args if (name := dotted_name(arg.value)) is not None)
            return
        if not (isinstance(func, cst.Attribute) and func.attr.value == "append") or len(node.args) != 1:
            return
        loop = self.innermost_loop
        if not isinstance(loop, (cst.For, cst.While)) or self.in_tf_function:
            return
        collection = dotted_name(func.value)
        if collection is not None and self.resolve(func.value) is None:
            self._appends.append(_Append(node, collection, node.args[0].value, loop))

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            name = dotted_name(target.target)
            if name is not None:
                self._bindings.append((name, node.value))
            self._record(target.target, node.value)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        self._record(node.target, node.value)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._record(node.target, node.value)

    def visit_For(self, node: cst.For) -> None:
        self._record(node.target, None)  # an inner loop's target: of unknown type

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self._classes.append(node)

    def _record(self, target: cst.BaseExpression, value: Optional[cst.BaseExpression]) -> None:
        loops = [loop for loop in self.scope.loops if isinstance(loop, (cst.For, cst.While))]
        for name in _names(target):
            for loop in loops:
                self._loop_assignments.setdefault((id(loop), name), []).append(value)

    def leave_Module(self, original_node: cst.Module) -> None:
        if self._graph_mode:
            return
        for append in self._appends:
            if append.collection in self._fed:
                continue
            steps = STEP_CALLS | self._models | self._tf_functions
            if not self._loop_calls.get(id(append.loop), set()) & steps:
                continue  # no step runs here: a loop that builds a model, not one that trains it
            source = self._tensor_source(append.value, append.loop, depth=2)
            if source is not None:
                value = append.value
                fix: Optional[Replace] = Replace(value, cst.Call(func=cst.Name("float"), args=[cst.Arg(value=value)]))
                if not self._looks_scalar(value):
                    fix = None  # `float()` of a batch of predictions would raise: offer the fix for scalars only
                self.report(append.node, fix=fix, call=f"{append.collection}.append({_code(value)})", source=source)

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
            values = self._loop_assignments.get((id(loop), value.value), [])
            sources = [self._tensor_source(v, loop, depth - 1) if v is not None else None for v in values]
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
        wrapped = {
            name.rsplit(".", 1)[-1]
            for name, value in self._bindings
            if isinstance(value, cst.Call) and self.resolve(value.func) == TF_FUNCTION
        }
        return frozenset(decorated | wrapped)

    @cached_property
    def _models(self) -> FrozenSet[str]:
        """Names and attributes every assignment of which builds a Keras model or layer."""
        api = tf_api()
        kinds: Dict[str, Set[bool]] = {}
        for name, value in self._bindings:
            is_model = False
            if isinstance(value, cst.Call):
                qualified = self.resolve(value.func)
                if qualified is not None:
                    is_model = qualified.startswith("keras.") and (
                        qualified in api.stateful_classes or qualified in api.stateful_factories
                    )
                else:
                    is_model = isinstance(value.func, cst.Name) and value.func.value in self._keras_subclasses
            kinds.setdefault(name, set()).add(is_model)
        return frozenset(name for name, found in kinds.items() if found == {True})

    @cached_property
    def _keras_subclasses(self) -> Set[str]:
        """Classes of this module that subclass a Keras layer or model, directly or through each other."""
        stateful = tf_api().stateful_classes
        found: Set[str] = set()
        changed = True
        while changed:
            changed = False
            for cls in self._classes:
                if cls.name.value in found:
                    continue
                for base in cls.bases:
                    qualified = self.resolve(base.value)
                    keras_base = qualified is not None and qualified.startswith("keras.") and qualified in stateful
                    if keras_base or dotted_name(base.value) in found:
                        found.add(cls.name.value)
                        changed = True
                        break
        return found


def _names(target: cst.BaseExpression) -> List[str]:
    if isinstance(target, cst.Name):
        return [target.value]
    if isinstance(target, (cst.Tuple, cst.List)):
        return [name for element in target.elements for name in _names(element.value)]
    return []


def _code(node: cst.CSTNode) -> str:
    """The source of `node` on one line, shortened: messages are one line."""
    text = " ".join(cst.Module(body=[]).code_for_node(node).split())
    return text if len(text) <= 60 else text[:57] + "..."

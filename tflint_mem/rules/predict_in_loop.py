"""TFM008: `model.predict(...)` on a Keras model, once per loop iteration, on that iteration's data.

`predict` builds a data adapter, a prediction loop and callbacks on every call: made for whole
datasets, it is far slower than calling the model for one batch. A receiver of unknown type is only
taken for a Keras model in a file that uses TensorFlow/Keras and no other library with a `predict`.
"""

from __future__ import annotations

import re
from typing import Dict, List, Optional

import libcst as cst

from tflint_mem.analysis.imports import is_tf
from tflint_mem.analysis.loops import assignments, bound_in, code, names_in, runs_once
from tflint_mem.rules.base import LintRule
from tflint_mem.rules.fixing import Replace

PREDICT_METHODS = frozenset({"predict", "predict_generator"})
# Top-level packages whose objects also have `.predict(...)`: with one imported, an unknown receiver may be theirs.
OTHER_PREDICT_LIBRARIES = frozenset(
    {
        "autogluon",
        "catboost",
        "darts",
        "fbprophet",
        "gluonts",
        "h2o",
        "joblib",
        "lightgbm",
        "lightning",
        "mlflow",
        "neuralprophet",
        "pmdarima",
        "prophet",
        "pycaret",
        "pyspark",
        "pytorch_lightning",
        "scikeras",
        "sentence_transformers",
        "sklearn",
        "skorch",
        "sktime",
        "statsmodels",
        "surprise",
        "tpot",
        "transformers",
        "ultralytics",
        "xgboost",
    }
)
# Keras objects that hold the model they act on as `self.model`.
MODEL_HOLDERS = re.compile(r"^keras\.callbacks\.")
IMPLICIT_TF = re.compile(r"(?<![\w.])(tf|keras)\.")
MODEL, OTHER, UNKNOWN = "model", "other", "unknown"


class PredictInLoop(LintRule):
    def visit_Module(self, node: cst.Module) -> None:
        self._bindings: Dict[cst.CSTNode, Dict[str, List[Optional[cst.BaseExpression]]]] = {}
        self._unknown_allowed: Optional[bool] = None

    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if not (isinstance(func, cst.Attribute) and func.attr.value in PREDICT_METHODS):
            return
        if not self.in_loop or self.in_tf_function or not node.args or runs_once(self.innermost_loop):
            return
        data = next((arg.value for arg in node.args if arg.keyword is None or arg.keyword.value == "x"), None)
        if data is None or not names_in(data) & bound_in(self.scope.loops):
            return  # the same input every iteration: a whole-dataset predict between training epochs
        kind = self._kind(func.value)
        if kind == OTHER or (kind == UNKNOWN and not self._unknown_allowed_here()):
            return
        self.report(node, fix=_on_batch(node, func), call=f"{code(func)}(...)", method=func.attr.value)

    def _kind(self, receiver: cst.BaseExpression) -> str:
        """Whether `receiver` is a Keras model, something else, or unknown."""
        summary = self.context.summary
        if isinstance(receiver, cst.Name):
            if receiver.value == "self":
                owner = self._enclosing_class()
                if owner is None:
                    return UNKNOWN
                return MODEL if owner.name.value in summary.model_classes else OTHER
            values = self._bound_values(receiver.value)
            kinds = {self._value_kind(value) for value in values}
            if MODEL in kinds:
                return MODEL
            return OTHER if kinds == {OTHER} else UNKNOWN
        if isinstance(receiver, cst.Attribute) and isinstance(receiver.value, cst.Name):
            if receiver.value.value == "self":
                owner = self._enclosing_class()
                if owner is not None and receiver.attr.value == "model" and self._holds_model(owner):
                    return MODEL
                if owner is not None:
                    kinds = {self._value_kind(v) for v in _attribute_values(owner, receiver.attr.value)}
                    if MODEL in kinds:
                        return MODEL
                    return OTHER if kinds == {OTHER} else UNKNOWN
        return UNKNOWN

    def _value_kind(self, value: Optional[cst.BaseExpression]) -> str:
        if not isinstance(value, cst.Call):
            return UNKNOWN
        summary = self.context.summary
        if summary.makes_model(value):
            return MODEL
        qualified = self.resolve(value.func)
        if qualified is not None:
            return UNKNOWN if is_tf(qualified) and ".estimator." not in qualified else OTHER
        if isinstance(value.func, cst.Name):
            if value.func.value in summary.classes:
                return OTHER  # a class of this module that is not a Keras model
            callees = summary.resolve_call(value.func, [frame.node for frame in self.frames])
            if callees and any(summary.returns_model(callee) for callee in callees):
                return MODEL
        return UNKNOWN

    def _bound_values(self, name: str) -> List[Optional[cst.BaseExpression]]:
        """What `name` is assigned in the current function and at module level (None: bound another way)."""
        values: List[Optional[cst.BaseExpression]] = []
        scopes = [self.frames[0].node]
        if self.scope.node is not self.frames[0].node:
            scopes.append(self.scope.node)
        for scope in scopes:
            if scope not in self._bindings:
                table: Dict[str, List[Optional[cst.BaseExpression]]] = {}
                body = scope.body if isinstance(scope, cst.FunctionDef) else scope
                for target, value in assignments(body):
                    if isinstance(target, cst.Name):
                        table.setdefault(target.value, []).append(value)
                self._bindings[scope] = table
            values.extend(self._bindings[scope].get(name, []))
        return values

    def _enclosing_class(self) -> Optional[cst.ClassDef]:
        for outer, inner in zip(reversed(self.frames[:-1]), reversed(self.frames[1:])):
            if isinstance(inner.node, cst.FunctionDef) and isinstance(outer.node, cst.ClassDef):
                return outer.node
        return None

    def _holds_model(self, owner: cst.ClassDef) -> bool:
        """A Keras callback (or other Keras object) whose `self.model` is set by Keras."""
        for base in owner.bases:
            qualified = self.resolve(base.value)
            if qualified is not None and MODEL_HOLDERS.match(qualified):
                return True
        return False

    def _unknown_allowed_here(self) -> bool:
        """The file uses TensorFlow/Keras, and imports no other library with a `predict` API."""
        if self._unknown_allowed is None:
            imports = self.imports
            roots = {target.split(".", 1)[0] for target in imports.bindings.values()}
            uses_tf = imports.imports_tf or any(
                imports.resolve_dotted(match.group(1)) is not None for match in IMPLICIT_TF.finditer(self.context.text)
            )
            summary = self.context.summary
            # A class of this module with its own `predict` (not a Keras model): an unknown receiver may be one.
            own_predict = any(
                cls.name.value not in summary.model_classes and methods.keys() & PREDICT_METHODS
                for cls, methods in summary.methods.items()
            )
            self._unknown_allowed = uses_tf and not roots & OTHER_PREDICT_LIBRARIES and not own_predict
        return self._unknown_allowed


def _on_batch(call: cst.Call, func: cst.Attribute) -> Optional[Replace]:
    """`predict(x)` -> `predict_on_batch(x)`, dropping `verbose=` (`predict_on_batch` shows no progress bar).

    None when the call passes anything else (`batch_size`, `steps`, `callbacks` have no counterpart: dropping
    them would change what runs) or is `predict_generator` (a generator is not a batch).
    """
    if func.attr.value != "predict" or any(arg.star for arg in call.args):
        return None
    inputs = [arg for arg in call.args if arg.keyword is None or arg.keyword.value == "x"]
    quiet = [arg for arg in call.args if arg.keyword is not None and arg.keyword.value == "verbose"]
    if len(inputs) != 1 or len(inputs) + len(quiet) != len(call.args):
        return None
    args = list(inputs)
    if quiet and call.args[-1] is quiet[0]:  # the input takes the place of the last argument: its comma, layout
        last = quiet[0]
        args[-1] = args[-1].with_changes(comma=last.comma, whitespace_after_arg=last.whitespace_after_arg)
    new_func = func.with_changes(attr=func.attr.with_changes(value="predict_on_batch"))
    return Replace(call, call.with_changes(func=new_func, args=args))


def _attribute_values(owner: cst.ClassDef, attribute: str) -> List[Optional[cst.BaseExpression]]:
    """Values assigned to `self.<attribute>` in the methods of `owner`."""
    values: List[Optional[cst.BaseExpression]] = []
    for target, value in assignments_in_class(owner):
        if (
            isinstance(target, cst.Attribute)
            and target.attr.value == attribute
            and isinstance(target.value, cst.Name)
            and target.value.value == "self"
        ):
            values.append(value)
    return values


def assignments_in_class(owner: cst.ClassDef) -> List[tuple[cst.BaseExpression, Optional[cst.BaseExpression]]]:
    found: List[tuple[cst.BaseExpression, Optional[cst.BaseExpression]]] = []
    for statement in owner.body.body:
        if isinstance(statement, cst.FunctionDef):
            found.extend(assignments(statement.body))
    return found

"""TFM009: a Keras model built on every loop iteration, in a loop that never calls `clear_session()`.

Keras keeps global state for every model it builds (unique layer names, the graph behind them), so a
loop that builds a model per iteration (a hyper-parameter search, k-fold) grows until the session is
cleared; a model trained per iteration grows even with `clear_session()`. Models kept on purpose
(appended to a list, stored under a key, a comprehension's elements) are not flagged.
"""

from __future__ import annotations

from typing import FrozenSet, List, Optional, Sequence

import libcst as cst

from tflint_mem.analysis.loops import COLLECTING_METHODS, code, guarded_by_cache_test, is_collected, runs_once, walk
from tflint_mem.analysis.summary import CLEARS_SESSION, MODEL, TRAINING_METHODS, TRAINS, is_clear_session
from tflint_mem.rules.base import LintRule
from tflint_mem.rules.fixing import Replace, spelled

# Best first: `keras.backend.clear_session` exists in Keras 2 and 3, `keras.utils.clear_session` only in Keras 3.
CLEAR_SESSION = (
    "keras.backend.clear_session",
    "keras.utils.clear_session",
    "tensorflow.keras.backend.clear_session",
)
BUILD_ONLY = (
    "call `clear_session()` at the start of each iteration (measured under TensorFlow 2.21: +15 MB RSS per"
    " 100 builds of a small model without it, +3 MB with it); if each model is also trained, memory grows by"
    " several MB per model even with `clear_session()`, so run each trial in a subprocess"
)
TRAINED = (
    "memory grows by several MB per trained model with or without `clear_session()` (measured under"
    " TensorFlow 2.21 for a small model trained with Adam: 6.5 MB per model without it, 3.6 MB with it; Keras 3"
    " keeps every traced training graph in a global registry, TensorFlow issue 97697),"
    " so run each trial in a subprocess; for loops that only build models, `clear_session()` at the start of"
    " each iteration stops most of the growth (+15 MB RSS per 100 builds without it, +3 MB with it)"
)


class ModelBuiltInLoopWithoutClearSession(LintRule):
    def visit_Call(self, node: cst.Call) -> None:
        loop = self.innermost_loop
        if not isinstance(loop, (cst.For, cst.While)) or self.in_tf_function or runs_once(loop):
            return  # a comprehension's elements are a collection of distinct models
        summary = self.context.summary
        subject: Optional[str] = None
        callees: List[cst.FunctionDef] = []
        if summary.makes_model(node):
            subject = f"`{code(node.func)}(...)` builds a new Keras model"
        elif isinstance(node.func, (cst.Name, cst.Attribute)):
            callees = summary.resolve_call(node.func, [frame.node for frame in self.frames])
            if any(_owner_name(summary.facts[c].owner) in summary.model_classes for c in callees):
                return  # a Keras model's own methods (`self.add()`, `self.build()`) manage its internal graph
            builders = summary.creators(MODEL)
            if callees and all(callee in builders for callee in callees):
                path = summary.creation_path(callees[0], MODEL)
                through = f" (through `{path[-1].name.value}()`)" if len(path) > 1 else ""
                subject = f"`{code(node.func)}()` builds a new Keras model{through}"
        if subject is None:
            return
        clearing = summary.creators(CLEARS_SESSION)
        if any(callee in clearing for callee in callees):
            return
        # A constructor's object holds the model its `__init__` builds: keeping the object keeps the model.
        returned = not callees or all(c.name.value == "__init__" or summary.returns_model(c) for c in callees)
        if self._kept(node, returned):
            return
        loops = self.scope.loops
        if any(self._loop_calls(other, clearing) for other in loops if isinstance(other, (cst.For, cst.While))):
            return
        trains = any(callee in summary.creators(TRAINS) for callee in callees) or self._trains(loop)
        self.report(
            node,
            fix=None if trains else self._clear_first(loop),
            subject=subject,
            advice=TRAINED if trains else BUILD_ONLY,
            trains=", and trains each model" if trains else "",
        )

    def _clear_first(self, loop: cst.CSTNode) -> Optional[Replace]:
        """`clear_session()` as the first statement of the loop body, spelled through the file's own import; None
        for a one-line body (`for i in r: build()`) or a file with no name that reaches `clear_session`."""
        body = getattr(loop, "body", None)
        if not isinstance(body, cst.IndentedBlock):
            return None
        clear = spelled(self.imports, self.context.module, *CLEAR_SESSION)
        if clear is None:
            return None
        call = cst.SimpleStatementLine(body=[cst.Expr(cst.Call(func=cst.parse_expression(clear)))])
        return Replace(body, body.with_changes(body=[call, *body.body]))

    def _kept(self, node: cst.Call, returned: bool) -> bool:
        """The model is part of a collection (an ensemble, a dict of models) or built once behind a test.

        `returned` says whether the call's value is the model (not, say, the score of a helper that builds
        and trains one): only then does keeping the value keep the model.
        """
        loop = self.innermost_loop
        index = max(i for i, ancestor in enumerate(self.ancestors) if ancestor is loop)
        path = self.ancestors[index + 1 : -1]
        if guarded_by_cache_test(path, node):
            return True
        if not returned:
            return False
        if is_collected(path, node):
            return True
        assert loop is not None
        for name in _assigned_names(path, node):
            for other in walk(loop, into_scopes=False):
                if isinstance(other, cst.Call) and isinstance(other.func, cst.Attribute):
                    if other.func.attr.value in COLLECTING_METHODS and any(
                        isinstance(arg.value, cst.Name) and arg.value.value == name for arg in other.args
                    ):
                        return True
                if isinstance(other, cst.Assign) and isinstance(other.value, cst.Name) and other.value.value == name:
                    if any(isinstance(t.target, (cst.Subscript, cst.Attribute)) for t in other.targets):
                        return True  # `models[fold] = model`, `self.best = model`
        return False

    def _loop_calls(self, loop: cst.CSTNode, clearing: FrozenSet[cst.FunctionDef]) -> bool:
        """The loop calls `clear_session()`, directly or through a function of this module."""
        summary = self.context.summary
        scopes = [frame.node for frame in self.frames]
        for node in walk(loop, into_scopes=False):
            if isinstance(node, cst.Call):
                if is_clear_session(self.resolve(node.func)):
                    return True
                if isinstance(node.func, (cst.Name, cst.Attribute)) and any(
                    callee in clearing for callee in summary.resolve_call(node.func, scopes)
                ):
                    return True
        return False

    def _trains(self, loop: cst.CSTNode) -> bool:
        summary = self.context.summary
        trainers = summary.creators(TRAINS)
        scopes = [frame.node for frame in self.frames]
        for node in walk(loop, into_scopes=False):
            if isinstance(node, cst.Call) and isinstance(node.func, (cst.Name, cst.Attribute)):
                if isinstance(node.func, cst.Attribute) and node.func.attr.value in TRAINING_METHODS:
                    return True
                if any(callee in trainers for callee in summary.resolve_call(node.func, scopes)):
                    return True
        return False


def _assigned_names(path: Sequence[cst.CSTNode], node: cst.CSTNode) -> List[str]:
    """`model` for `model = build()`: the plain names the statement holding `node` binds."""
    for parent in reversed(path):
        if isinstance(parent, cst.Assign):
            return [t.target.value for t in parent.targets if isinstance(t.target, cst.Name)]
        if isinstance(parent, (cst.BaseSmallStatement, cst.BaseCompoundStatement)):
            return []
    return []


def _owner_name(owner: Optional[cst.ClassDef]) -> Optional[str]:
    return owner.name.value if owner is not None else None

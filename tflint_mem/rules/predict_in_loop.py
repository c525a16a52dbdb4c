"""TFM008: `model.predict(...)` on a Keras model, run over and over: in a loop, or in code a loop runs.

`predict` builds a data adapter, a prediction loop and callbacks on every call: made for whole datasets, it is
far slower than calling the model for one batch, and older TensorFlow 2.x versions leaked memory on every call.
Reported wherever the call runs repeatedly: in a loop of its function, in a helper or method called per step (in
this module or another one of the project), a per-batch callback hook, a request handler, or a function that
predicts one sample at a time (`x[None]`, `np.expand_dims(x, 0)`): such a function exists to be called per sample.

Not reported, with a real look-alike behind each: one whole-dataset predict per training round (the loop also
trains, as in k-fold out-of-fold predictions), one whole-dataset predict per model built in the same iteration (the
leak there is TFM009's) or per member of an ensemble the loop walks, one predict per epoch in an `on_epoch_end`
hook (the Keras validation-callback idiom), one every N steps of a loop that trains (a GAN's periodic samples;
training by `fit`, `train_on_batch`, a `K.function` training function or `sess.run`) or of a per-batch callback
hook, a predict given `batch_size=` or `steps=` on the same data each time (a whole dataset, batched by `predict`).
A receiver of unknown type is taken for a Keras model only in a file that uses TensorFlow/Keras and imports no
other library with a `predict`; a `predict()` without arguments is never Keras's (it needs its input).
"""

from __future__ import annotations

import ast
from functools import cached_property
from typing import TYPE_CHECKING, FrozenSet, Optional

from tflint_mem.analysis import calls as C
from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.imports import OTHER_FRAMEWORKS
from tflint_mem.analysis.lookalikes import TRAINING_METHODS, lookalike_libraries
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.repetition import CALLBACK_HOOK, Repetition
from tflint_mem.analysis.syntax import FUNCTIONS, dotted, keyword, names_in, parameters, target_names, walk_scope
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import FixBuilder, LintRule

if TYPE_CHECKING:
    from tflint_mem.rules.fixing import FixSpec
    from tflint_mem.source.cst_view import CstView

PREDICT_METHODS = frozenset({"predict", "predict_generator"})
WEIGHT_LOADERS = frozenset({"load_weights", "set_weights"})
TRAINING_EFFECTS = frozenset({C.TRAINS, C.STEP})


class PredictInLoop(LintRule):
    @classmethod
    def in_scope(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # As every rule's, or a module that calls `.predict` and that another module of its project imports (it may
        # be handed the model: a policy helper that never imports Keras), or a snippet that imports nothing (its
        # model comes from an earlier cell).
        in_scope = super().in_scope(screen, options)
        handed = screen.imported_by_project or screen.imports_nothing
        return in_scope or (bool(PREDICT_METHODS & screen.attributes) and handed)

    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        return bool(PREDICT_METHODS & screen.attributes)

    def check(self) -> None:
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            func = call.func
            if not (isinstance(func, ast.Attribute) and func.attr in PREDICT_METHODS):
                continue
            if not call.args and not call.keywords:
                continue  # Keras's `predict` needs its input: `kf.predict()` is another library's (a Kalman filter)
            if self.facts.tf_functions.tracing(call) is not None:
                continue
            data = call.args[0] if call.args else keyword(call, "x")
            single = data is not None and self.kinds.single_sample(data)
            repeated = self.facts.repetition.repeats(call)
            if repeated is None and not (single and self._maybe_repeated(call)):
                continue
            if repeated is not None and (repeated.sweep or repeated.per_epoch and repeated.loop is None):
                continue  # a few fixed passes over a literal list; one predict per epoch in an `on_epoch_end` hook
            if repeated is not None and self._sampled_while_training(call, repeated):
                continue
            kind = self.kinds.of(func.value)
            if not kind.known and not self._unknown_allowed(func.value) and not self._network_input(data):
                kind = self.kinds.passed_from_other_modules(func.value)  # `model` a game loop elsewhere hands over
                if not kind.known:
                    continue
            if kind.known and kind.name != K.MODEL:
                continue
            if self.facts.class_defines(kind.detail, func.attr):
                continue  # the model class's own `predict` (an autoregressive decoder), not Keras's
            if self._once_per_model(call, repeated, single) or (not single and self._batched(call, data, repeated)):
                continue
            if repeated is None:
                where, why = "once per step", "a single sample in code that runs per step; "
            elif repeated.loop is not None:
                where, why = "in a loop", ""
            elif not repeated.path:
                where, why = "on every run of the script", f"{repeated.reason}; "
            else:
                where, why = f"on every call of `{repeated.path[-1]}`", f"{repeated.reason}; "
            self.report(
                call, fix=_on_batch(call), call=f"{self.code(func)}(...)", method=func.attr, where=where, why=why
            )

    def _once_per_model(self, call: ast.Call, repeated: Optional[Repetition], single: bool) -> bool:
        """One predict of a whole dataset per model: the same code trains the receiver before predicting
        (out-of-fold predictions), or builds it there from what each pass is given (`load_model(path)` of each
        checkpoint). Not a single sample (deepface's `analyze()` builds its model and predicts one face per call),
        nor the same model rebuilt on every pass (a Django view's `load_model(MODEL_PATH)` per request): building
        it once still leaves a predict per face or request."""
        context = repeated.loop if repeated is not None and repeated.loop is not None else self.index.function(call)
        if context is None:
            return False
        receiver = dotted(call.func.value)  # type: ignore[attr-defined]
        if repeated is not None and repeated.loop is not None and receiver is not None:
            if receiver.split(".")[0] in _loop_targets(repeated.loop):
                return True  # `for member in ensemble: member.predict(x)`: another model each iteration
        trains, differs = False, None
        contexts = [context]
        if repeated is not None and repeated.loop is None and repeated.site is not None:
            # `evaluate()` called once per fold of a loop that builds the (global) `model` it predicts with
            contexts += [loop for loop in [self.facts.repetition.loop(repeated.site)] if loop is not None]
        weighted = False
        for scope in contexts:
            stable = self._same_each_call(repeated, scope)
            for node in walk_scope(scope):
                if isinstance(node, ast.Assign) and any(dotted(t) == receiver for t in node.targets):
                    if differs is None and self.kinds.of(node.value).name == K.MODEL:
                        differs = self._given_per_pass(node.value, scope, stable)
                trains |= isinstance(node, ast.Call) and _trains_a_round(node, receiver)
                weighted |= self._weights_per_pass(node, receiver, scope, stable)
        return not single and (trains or bool(differs) or (differs is not None and weighted))

    def _weights_per_pass(self, node: ast.AST, receiver: Optional[str], scope: ast.AST, stable: FrozenSet[str]) -> bool:
        """`model.load_weights(f"fold{fold}.h5")`: the fresh model gets each pass's weights, so each predict is
        another model's (a Kaggle ensemble of fold checkpoints predicting the test set)."""
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            return False
        if node.func.attr not in WEIGHT_LOADERS or dotted(node.func.value) != receiver:
            return False
        return any(self._given_per_pass(arg, scope, stable) for arg in [*node.args, *(k.value for k in node.keywords)])

    def _same_each_call(self, repeated: Optional[Repetition], scope: ast.AST) -> FrozenSet[str]:
        """The parameters of the function `scope` that every repeating call gives the same value: those the call
        site does not vary (dask#2333's `predict_tile(path, MODEL_PATH)` per tile), or passes the same object."""
        if repeated is None or repeated.loop is not None or not isinstance(scope, FUNCTIONS):
            return frozenset()
        if repeated.site is None:
            return repeated.stable
        return frozenset(parameters(scope)) - repeated.varying

    def _given_per_pass(self, value: ast.expr, scope: ast.AST, stable: FrozenSet[str]) -> bool:
        """What builds the model reads a name each pass (or call) binds anew: `load_model(path)` in `for path in
        checkpoints:`, or of a parameter of the function, unless every repeating call passes the same value
        (`stable`); `self` is the same on every call."""
        for node in ast.walk(value):
            if isinstance(node, ast.Name) and node.id not in ("self", "cls", *stable):
                bindings = self.facts.bindings.reaching(node.id, node)
                if any(self.index.is_within(binding.node, scope) for binding in bindings):
                    return True
        return False

    def _sampled_while_training(self, call: ast.Call, repeated: Repetition) -> bool:
        """`if step % 500 == 0: show(gen.predict(noise))` in a loop that trains: samples or an evaluation every N
        training steps (the Keras GAN idiom), not a predict per step."""
        if not self.facts.repetition.periodic(call, repeated):
            return False
        if repeated.loop is None and repeated.site is None:
            return bool(repeated.path) and CALLBACK_HOOK.match(repeated.path[-1]) is not None  # Keras trains
        loop = repeated.loop if repeated.loop is not None else self.facts.repetition.loop(repeated.site)  # type: ignore[arg-type]
        calls = self.facts.calls
        for node in walk_scope(loop) if loop is not None else ():
            if isinstance(node, ast.Call) and node is not call:
                if isinstance(node.func, ast.Attribute) and node.func.attr in TRAINING_METHODS:
                    return True
                if calls.call_effects(node).keys() & TRAINING_EFFECTS or self._backend_step(node):
                    return True
        return False

    def _backend_step(self, call: ast.Call) -> bool:
        """`netD_train([real, noise])`, a training function made with `K.function(inputs, outputs, updates)` (the
        Keras 2 GAN notebooks' idiom), or a TF1 `sess.run(train_op)`: the loop trains without `fit`."""
        calls = self.facts.calls
        return calls.effect_of(call) == C.SESSION_RUN or calls.runs_backend_function(call)

    def _batched(self, call: ast.Call, data: Optional[ast.expr], repeated: Optional[Repetition]) -> bool:
        """`predict(x_val, batch_size=256)` on the same data every iteration: a whole dataset, batched by `predict`
        (its size does not change per call; a new `frame` each iteration with `batch_size=8` is not that, nor the
        data a function called per step is given: `act(state)`, `detect(frame)`, unless every call passes the same)."""
        if not any(k.arg in ("batch_size", "steps") for k in call.keywords) or data is None:
            return False
        if repeated is None:
            return True
        if repeated.loop is not None:
            return not names_in(data) & self.facts.repetition.varying(repeated.loop)
        function = self.index.function(call)
        return not isinstance(function, FUNCTIONS) or not self._own_data(data, function, repeated)

    def _own_data(self, data: ast.expr, function: ast.AST, repeated: Repetition) -> bool:
        """The data a function run per step predicts on is new on each call: it reads a parameter that is not
        passed the same object every time, or a local the function computes (`faces = np.array(faces)`), not an
        alias of a stable value (`x = self.x_val`)."""
        stable = repeated.stable | {"self", "cls"}
        params = set(parameters(function))  # type: ignore[arg-type]
        table = self.facts.bindings.by_scope.get(function, {})  # type: ignore[call-overload]
        for name in names_in(data):
            if name in params:
                if name not in stable:
                    return True
            elif name in table and not all(
                isinstance(b.value, (ast.Name, ast.Attribute)) and names_in(b.value) <= stable for b in table[name]
            ):
                return True
        return False

    def _maybe_repeated(self, call: ast.Call) -> bool:
        """Code in a function the module does not visibly run once (an entry point, or only from module level)."""
        function = self.index.function(call)
        return function is not None and not self.facts.repetition.called_once(function)

    def _unknown_allowed(self, receiver: ast.expr) -> bool:
        """The file uses TensorFlow/Keras, imports no other library with a `predict` API, and defines no class
        with its own `predict` (an unknown receiver may be one of those), unless the receiver is an attribute of
        such a class's own instance (`self.net.predict(x)` in a wrapper's `predict`)."""
        facts = self.facts
        if not facts.uses_tensorflow or lookalike_libraries("predict", facts.imports.roots):
            return False
        if isinstance(receiver, ast.Attribute) and isinstance(receiver.value, ast.Name):
            if facts.bindings.method_class(receiver, receiver.value.id) is not None:
                return True
        return not self._own_predict

    def _network_input(self, data: Optional[ast.expr]) -> bool:
        """Whatever the file imports, an input of three or more axes (`clip[np.newaxis, :, :, :, np.newaxis]`) is a
        network's: scikit-learn, XGBoost and the other libraries with a `predict` take two-axis arrays. Not when the
        file imports one of those or another deep-learning framework (a PyTorch wrapper's own `predict`), or
        defines its own `predict` (dexXxed/abnormal-event-detection#8: a pasted cell predicts per video frame with
        the autoencoder an earlier cell loaded)."""
        roots = self.facts.imports.roots
        if data is None or lookalike_libraries("predict", roots) or roots & OTHER_FRAMEWORKS or self._own_predict:
            return False
        return self.kinds.many_axes(data)

    @cached_property
    def _own_predict(self) -> bool:
        return any(
            info.kind != "model" and info.methods.keys() & PREDICT_METHODS
            for info in self.facts.classes.by_node.values()
        )


def _trains_a_round(call: ast.Call, receiver: Optional[str]) -> bool:
    """`model.fit(x_train, y_train, epochs=20)` on the model that predicts: a whole training run, after which one
    predict of a whole dataset is what `predict` is for. `train_on_batch` and `fit(state, target, epochs=1)` (a
    DQN's replay) are one step each; another object's `fit` (PIL's `ImageOps.fit(image, size)`, zaeso/bot_ai)
    trains nothing."""
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr in ("fit", "fit_generator")):
        return False
    if receiver is not None and dotted(func.value) != receiver:
        return False
    epochs = keyword(call, "epochs")
    return not (isinstance(epochs, ast.Constant) and epochs.value == 1)


def _on_batch(call: ast.Call) -> Optional[FixBuilder]:
    """`predict(x)` -> `predict_on_batch(x)`, dropping `verbose=` (`predict_on_batch` shows no progress bar).

    None when the call passes anything else (`batch_size`, `steps`, `callbacks` have no counterpart: dropping them
    would change what runs) or is `predict_generator` (a generator is not a batch).
    """
    func = call.func
    assert isinstance(func, ast.Attribute)
    if func.attr != "predict" or any(isinstance(arg, ast.Starred) for arg in call.args):
        return None
    inputs = len(call.args) + sum(k.arg == "x" for k in call.keywords)
    others = [k for k in call.keywords if k.arg not in ("x", "verbose")]
    if inputs != 1 or others:
        return None

    def build(view: CstView) -> Optional[FixSpec]:
        import libcst as cst

        from tflint_mem.rules.fixing import Replace

        node = view.node(call)
        if not isinstance(node, cst.Call) or not isinstance(node.func, cst.Attribute):
            return None
        kept = [arg for arg in node.args if arg.keyword is None or arg.keyword.value == "x"]
        quiet = [arg for arg in node.args if arg.keyword is not None and arg.keyword.value == "verbose"]
        args = list(kept)
        if quiet and node.args[-1] is quiet[0]:  # the input takes the place of the last argument: its comma, layout
            last = quiet[0]
            args[-1] = args[-1].with_changes(comma=last.comma, whitespace_after_arg=last.whitespace_after_arg)
        new_func = node.func.with_changes(attr=node.func.attr.with_changes(value="predict_on_batch"))
        return Replace(node, node.with_changes(func=new_func, args=args))

    return build


def _loop_targets(loop: ast.AST) -> FrozenSet[str]:
    """The names a `for` loop (or a comprehension) binds to each element: `member` in `for member in ensemble:`.
    A model the body assigns anew is judged by what it is built from (`_given_per_pass`): a reload of the same
    file per flight is the same model again (ksehat's per-flight `load_model`)."""
    targets = [getattr(loop, "target", None)] + [g.target for g in getattr(loop, "generators", [])]
    return frozenset(name for target in targets if target is not None for name in target_names(target))

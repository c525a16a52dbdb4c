"""TFM002: a variable created over and over (in a loop, or in code a loop runs), or in a traced function body.

A variable made in a loop is fine when each one is kept (appended, stored under a key, yielded): that builds a
collection of distinct variables. It costs memory or time when it is made again on every iteration, every call of a
function that runs per step, or every request, and then thrown away or rebound: in TF1 graph mode every one adds
ops to the graph for good (and a fixed-name `get_variable` fails on the second pass). In a body TensorFlow or Keras
traces (a tf.function, a layer's `call`, a loss given to `compile`, or a helper they call) it is an error without a
"create on the first call only" guard. Periodic blocks (`if step % 100 == 0:`) are not create-once guards.
"""

from __future__ import annotations

import ast
from typing import Dict, FrozenSet, List, Optional, Tuple

from tflint_mem.analysis import calls as C
from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.lookalikes import TF_FUNCTION_NAMES, VARIABLE_FACTORIES
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.repetition import Repetition
from tflint_mem.analysis.syntax import COMPREHENSIONS, argument, dotted, keyword, names_in, walk_scope
from tflint_mem.analysis.tf_api import tf_api
from tflint_mem.analysis.tf_functions import KERAS_TRACED_NAMES
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import LintRule

GRAPH_RUNNERS = frozenset({"run", "eval", "fit", "train_on_batch", "partial_run"})
OPTIMIZER_STEPS = frozenset({"apply_gradients", "minimize"})
CASES = {
    "traced": "TensorFlow raises `ValueError: tf.function only supports singleton tf.Variables created on"
    " the first call`; create it once, outside the function or behind an `if self.v is None:` guard",
    "graph": "in TF1 graph mode every iteration adds variable ops to the graph"
    " (measured: 400 ops and +4.2 MB RSS after 50 iterations)",
    "graph-calls": "in TF1 graph mode every call adds variable ops to the graph for good (measured: 400 ops and"
    " +4.2 MB RSS after 50 passes), and a fixed-name `get_variable` fails on the second call",
    "renamed": "its name changes every iteration, so each one adds kernels to the kernel cache"
    " (measured: RSS +3.5 MB per 100 iterations)",
    "data": "a new variable is allocated for every new value; to take gradients with respect to an input,"
    " `tape.watch()` the tensor instead, else create one variable once and `.assign()` to it",
    "optimizer": "the optimizer keeps slots for every variable it updates (measured: +60 MB per 100 steps for a"
    " 256x256 variable with TF1's Adam; Keras 3's optimizers raise `ValueError: Unknown variable`); create it once",
    "layer": "a new layer makes new weights when it is called, and a layer made per step never learns"
    " (measured: 500 eager steps of a new `Dense(256)` grew RSS by +37 MB, against +0.3 MB with the layer made"
    " once, and ran 3 times slower); create the layer once, in `__init__` or before the loop, and call it",
    "eager": "the previous variable is freed, but a new one is allocated every iteration;"
    " create it once before the loop and `.assign()` to it",
}


class VariableCreatedInLoop(LintRule):
    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # A variable factory, or a Keras layer made and called at once (it makes its weights then), called in a loop
        # or a function (module-level code outside loops runs once, and is traced by nothing), where code repeats or
        # where TensorFlow/Keras traces it (a tf.function, a Keras layer's `call` or model's `train_step`, a loss
        # given to `compile`, and what they call).
        if not screen.references(*VARIABLE_FACTORIES, "keras.layers."):
            return False  # cheap first: the names at all
        traced = (
            screen.references(*TF_FUNCTION_NAMES)
            or screen.defines(*KERAS_TRACED_NAMES)
            or "compile" in screen.attributes
        )
        if not (screen.may_repeat or traced):
            return False
        return screen.calls_in_body(*VARIABLE_FACTORIES) or screen.calls_result_in_body("keras.layers.")

    def check(self) -> None:
        """One finding per loop or function, at its first variable; the others are related locations."""
        found: Dict[ast.AST, List[Tuple[ast.Call, Tuple[str, str, str]]]] = {}
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            if self.resolve(call.func) in VARIABLE_FACTORIES:
                made = self._made_again(call)
            else:
                made = self._layer_again(call) if self._weighted_layer(call) else None
            if made is not None:
                found.setdefault(made[0], []).append((call, made[1]))
        for (call, (variable, where, case)), *others in found.values():
            related = [("also creates one here", other) for other, _ in others]
            self.report(call, related=related, variable=variable, where=where, case=case)

    def _made_again(self, call: ast.Call) -> Optional[Tuple[ast.AST, Tuple[str, str, str]]]:
        """(the traced function or repeating code, (variable, where, case) for the message) for a variable made
        again and again."""
        variable = f"`{self.code(call.func)}(...)`"
        traced = self.facts.tf_functions.tracer(call)
        if traced is not None:
            if self._tf1_shim(call, traced[0]) or self._guarded(call, traced[0]):
                return None  # `@track_tf1_style_variables` makes `get_variable` in `call` create its variable once
            return traced[0], (variable, self._traced_where(traced[1]), CASES["traced"])
        for repeated in self._repetitions(call):
            context = repeated.loop or self.index.function(call)
            if context is None or self._guarded(call, context) or self._reuses_variables(call):
                continue
            found = self._case(call, context, repeated)
            if found is not None:
                fate, case = found
                why = f"{repeated.reason}; " if repeated.loop is None else ""
                return context, (variable, self._where(repeated, fate), why + CASES[case])
        return None

    def _weighted_layer(self, call: ast.Call) -> bool:
        """`Dense(64)(x)`: a Keras layer that owns weights, made and called at once (its weights are made then)."""
        qualified = self.resolve(call.func) or ""
        api = tf_api()
        called = isinstance(self.index.parent.get(call), ast.Call) and self.index.parent[call].func is call  # type: ignore[attr-defined]
        return (
            called
            and qualified.startswith("keras.layers.")
            and qualified in api.stateful_classes
            and qualified not in api.stateless_layers
        )

    def _layer_again(self, call: ast.Call) -> Optional[Tuple[ast.AST, Tuple[str, str, str]]]:
        """A new layer, and new weights, on every pass of a loop that runs training or inference steps (or of a
        function such a loop calls); not while a model is built (`x = Dense(64)(x)` next to `keras.Input`, or in a
        loop that runs no step), in TF1 graph code, or where Keras traces (TFM014's)."""
        if self.facts.tf1_era or self.facts.tf_functions.tracer(call) is not None:
            return None
        for repeated in self._repetitions(call):
            context = repeated.loop or self.index.function(call)
            loop = repeated.loop or (self.facts.repetition.loop(repeated.site) if repeated.site else None)
            if context is None or loop is None or not self._runs_steps(loop):
                continue  # `for i in range(8): x = residual_block(x)` builds a model's layers, once
            if self._builds_model(self.index.function(call) or self.index.tree):
                continue
            if self._builds_model(self.index.function(loop) or loop):
                continue  # `resnet_v1` makes `Input` and `Model` and loops over `resnet_layer(x)`: construction
            site = repeated.site
            if isinstance(site, ast.Call) and C.MODEL in self.facts.calls.call_effects(site):
                continue  # `build_model()` per fold calls the layer helper: TFM009's model, not a step's layer
            where = "in a loop" if repeated.loop is not None else f"on every call of `{repeated.path[-1]}`"
            why = f"{repeated.reason}; " if repeated.loop is None else ""
            return context, (f"`{self.code(call.func)}(...)`", f"{where} and called at once", why + CASES["layer"])
        return None

    def _runs_steps(self, loop: ast.AST) -> bool:
        """The loop runs a training or inference step on each pass (a GradientTape, a model call, `fit`...)."""
        runs_step = self.facts.calls.runs_step
        return any(isinstance(node, ast.Call) and runs_step(node) for node in walk_scope(loop))

    def _builds_model(self, scope: ast.AST) -> bool:
        """The scope builds a Keras model (`keras.Input`, `Model(...)`, `Sequential`): its layers are the model's."""
        for node in walk_scope(scope):
            if isinstance(node, ast.Call):
                if (self.resolve(node.func) or "").rpartition(".")[2] in ("Input", "InputLayer"):
                    return True
                if self.facts.calls.effect_of(node) == C.MODEL:
                    return True
        return False

    def _repetitions(self, call: ast.Call) -> List[Repetition]:
        """The loop that repeats the call, then the repetition of its function (a graph-building loop in a helper
        that runs per step still grows the graph on every call)."""
        found = []
        repetition = self.facts.repetition
        loop = repetition.repeats(call, through_calls=False)
        if loop is not None and not isinstance(loop.loop, COMPREHENSIONS) and not loop.sweep:
            found.append(loop)  # a comprehension's elements are a collection; a literal sweep is bounded
        function = self.index.function(call)
        if function is not None and (loop is None or self.facts.graph_mode):
            if repetition.create_once(call, function) is None:
                outer = repetition.function_repeats(function)
                if outer is None and self.facts.graph_mode:
                    # A TF1 object made per pass (a cross-validation loop's `TWPCA(data, k)`, twpca#18): every
                    # `__init__` adds its variables to the one graph; an eager object's die with it.
                    outer = repetition.constructed_repeatedly(function)
                if outer is not None and not outer.bounded:
                    found.append(outer)
        return found

    def _where(self, repeated: Repetition, fate: str) -> str:
        if repeated.loop is not None:
            return f"in a loop and {fate}"
        return f"on every call of `{repeated.path[-1]}` and {fate}"

    def _traced_where(self, reason: str) -> str:
        return f"inside {reason}{',' if ',' in reason else ''} without a singleton guard"

    def _case(self, call: ast.Call, context: ast.AST, repeated: Repetition) -> Optional[Tuple[str, str]]:
        """How the variable is lost and which measured cost applies, or None when nothing accumulates."""
        fate = self.facts.fates.lost(call, context)
        sessions = self.facts.sessions
        if self.facts.graph_mode:
            if sessions.in_fresh_graph(call, context) or sessions.resets_graph(context):
                return None
            if repeated.loop is None:
                if not repeated.runs_session or self.facts.repetition.starts_fresh(repeated):
                    return None  # a helper called while building a graph (a loop of layers), or on a fresh graph
                return fate or "kept in the graph", "graph-calls"
            # A loop that builds layers is how graphs are made; one that also runs the graph grows it for ever.
            if not self._runs_graph(context) or (fate is None and not self._named_per_pass(call, context)):
                return None
            if self.resolve(call.func).endswith("get_variable") and not self._named_per_pass(call, context):  # type: ignore[union-attr]
                return None  # with a fixed name, get_variable reuses the variable or stops the loop at once
            return fate or "kept in the graph", "graph"
        if repeated.loop is not None and self._new_run_per_pass(context):
            return None  # each pass trains a new model with a new optimizer: the variable is that run's state
        if fate is not None and fate.startswith("rebound to") and self._optimized(call, context):
            return fate, "optimizer"  # the optimizer keeps what it made for every variable it was given
        if fate is None:
            return None
        name = keyword(call, "name")
        values = [*call.args, *(k.value for k in call.keywords if k.arg != "name")]
        varying = self._varying(context)
        if name is not None and names_in(name) & varying and not any(names_in(v) & varying for v in values):
            return fate, "renamed"
        if any(names_in(value) & varying for value in values):
            return fate, "data"
        return fate, "eager"

    def _new_run_per_pass(self, loop: ast.AST) -> bool:
        """Each pass of the loop starts a new training run: it makes a new optimizer and a new model (oremnirv/ATP
        repeats whole runs: `opt = Adam(...)`, `ckpt = tf.train.Checkpoint(step=tf.Variable(1), optimizer=opt,
        net=model)`), so what it makes beside them belongs to that run, as they do."""
        made = [n for n in walk_scope(loop) if isinstance(n, ast.Call) and self.index.loops(n)[-1:] == (loop,)]
        optimizer = any(self.kinds.of(node).name == K.OPTIMIZER for node in made)
        calls = self.facts.calls
        model = any(C.MODEL in {calls.effect_of(node), *calls.call_effects(node)} for node in made)
        return optimizer and model

    def _optimized(self, call: ast.Call, context: ast.AST) -> bool:
        statement = self.index.statement(call)
        targets = [dotted(t) for t in getattr(statement, "targets", [])]
        return any(t is not None and self.facts.fates.handed_to(t, context, OPTIMIZER_STEPS) for t in targets)

    def _reuses_variables(self, call: ast.Call) -> bool:
        """`with tf.variable_scope(..., reuse=True):` looks variables up instead of creating them."""
        return (self.resolve(call.func) or "").endswith("get_variable") and self.facts.sessions.reuses_variables(call)

    def _tf1_shim(self, call: ast.Call, function: ast.AST) -> bool:
        return (self.resolve(call.func) or "").endswith("get_variable") and any(
            (dotted(d.func if isinstance(d, ast.Call) else d) or "").endswith("track_tf1_style_variables")
            for d in getattr(function, "decorator_list", [])
        )

    def _named_per_pass(self, call: ast.Call, context: ast.AST) -> bool:
        get_variable = (self.resolve(call.func) or "").endswith("get_variable")
        name = keyword(call, "name") or (argument(call, 0) if get_variable else None)
        return name is not None and bool(names_in(name) & self._varying(context))

    def _guarded(self, call: ast.Call, top: ast.AST) -> bool:
        """A create-once test between `top` and the call, or a test on the name the variable is assigned to."""
        if self.facts.repetition.create_once(call, top) is not None:
            return True
        targets = {dotted(t) for t in getattr(self.index.statement(call), "targets", [])} - {None}
        return any(
            isinstance(a, ast.If) and any(name in self.index.segment(a.test) for name in targets)  # type: ignore[operator]
            for a in self.index.path(top, call)
        )

    def _runs_graph(self, context: ast.AST) -> bool:
        """The loop also runs the graph: `sess.run`, `t.eval()`, Keras `fit`/`train_on_batch`."""
        return any(
            isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", None)) in GRAPH_RUNNERS
            for node in walk_scope(context)
        )

    def _varying(self, context: ast.AST) -> FrozenSet[str]:
        return self.facts.fates.varying(context)

"""TFM010: TF1 code that creates graph ops inside the loop that runs the session, so the graph grows for ever.

In graph mode every op-building call adds nodes to the default graph, and the graph keeps them. Done once, before
the loop, that is how a graph is built; done in a loop that also runs the graph (`sess.run`, `.eval(feed_dict=...)`,
directly or through a function of the module), it adds ops on every step. Which calls build ops comes from
TensorFlow's API as data, never from a hand-kept list: an op API, an op-building method of a TensorFlow object
(`opt.minimize`), or a function of the module that builds ops (followed through calls). Not growing: a loop that
starts from a fresh graph each iteration, a `for` over graph objects (one op per variable, built once), creation
behind a create-once test or in a block that leaves the loop, `tf.Variable` (TFM002's).
"""

from __future__ import annotations

import ast
from functools import cached_property
from typing import Dict, FrozenSet, List, Optional, Set, Tuple

from tflint_mem.analysis import calls as C
from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.calls import CLEARS_SESSION, FRESH_GRAPH, OPS, SESSION_RUN
from tflint_mem.analysis.imports import is_tf, last
from tflint_mem.analysis.lookalikes import KERAS_BACKEND_RUNS
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.repetition import over_graph_objects
from tflint_mem.analysis.syntax import FUNCTIONS, STATEMENT_LOOPS
from tflint_mem.analysis.tf_api import tf_api
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import LintRule

RESETS = frozenset({FRESH_GRAPH, CLEARS_SESSION})
ASSIGNS = ("assign", "scatter_", "load")  # ops that write a value into the variable they are given
VARIABLE_WRITES = frozenset({"assign", "assign_add", "assign_sub"})
GRAPH_CALLABLES = frozenset({"tensorflow_hub.Module"})  # TF1 objects whose every call builds new ops
KERAS_RUNS = frozenset(last(name) for name in KERAS_BACKEND_RUNS)  # `K.get_value(v)` runs the session


class GraphGrowthInSessionLoop(LintRule):
    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # Something runs the graph: a session's `.run`/`.partial_run`, a tensor's `.eval()` (or a saver's
        # `.save(sess, ...)`, Keras 2's `K.get_value`/`K.set_value`, a function `K.function` made) here, or a function
        # of another module that does; or, in graph-mode code or for an importer that may be graph-mode code, a module
        # of the project that imports this one (and may call its functions in its session loop: a function that does
        # not run the session itself is reported for such a caller only when this file or the caller is graph code).
        running = screen.may_run_session or bool(KERAS_RUNS & screen.attributes) or screen.imports_project
        running = running or screen.references("keras.backend.function")
        running = running or (screen.imported_by_project and (screen.may_build_graphs or screen.imported_by_graph_code))
        return running and screen.may_repeat

    def check(self) -> None:
        """One finding per loop or repeated function, at its first op; the others are related locations."""
        found: Dict[ast.AST, List[Tuple[ast.AST, str, str, str]]] = {}
        for node in self.index.nodes(ast.Call, ast.BinOp, ast.UnaryOp, ast.Subscript):
            if self.facts.tf_functions.tracing(node) is None:
                grown = self._grows(node)
                if grown is not None:
                    found.setdefault(grown[0], []).append((node, *grown[1:]))
        for (node, what, where, why), *others in found.values():
            related = [("also grows it here", other) for other, *_ in others]
            self.report(node, related=related, call=what, where=where, why=why)

    def _grows(self, node: ast.AST) -> Optional[Tuple[ast.AST, str, str, str]]:
        """(the loop or function that repeats it, how to name the op, where, why) for a node that builds an op."""
        repetition = self.facts.repetition
        if self.index.function(node) in self.facts.tf_functions.compiled:
            return None  # a loss or metric Keras builds into its training graph once (TF1) or traces (TF2)
        running, fresh = self._loops
        loops = [loop for loop in repetition.loops(node) if isinstance(loop, STATEMENT_LOOPS)]
        if fresh.intersection(loops):
            return None  # a fresh graph per pass
        # A sweep over a short literal list is bounded: it repeats nothing, but what repeats around it still does.
        loops = [loop for loop in loops if not repetition.sweep(loop)]
        if any(loop in running and not self._per_object(node, loop) for loop in loops):
            if repetition.create_once(node, loops[0]) is not None or repetition.leaves_loop(node, loops[0]):
                return None
            what = self._builds_ops(node)
            return (loops[0], what, "on every pass of a loop that runs the session", "") if what is not None else None
        # The question other modules' summaries need not answer first (`ModuleFacts.imported_elsewhere`).
        if self.facts.imported_elsewhere:
            what = self._builds_ops(node, followed=False)
            per_call = self._per_call(node) if what is not None else None
        else:
            per_call = self._per_call(node)
            what = self._builds_ops(node, followed=False) if per_call is not None else None
        function = self.index.function(node)
        return (
            (function, what, *per_call) if what is not None and per_call is not None and function is not None else None
        )

    def _per_object(self, node: ast.AST, loop: ast.AST) -> bool:
        """The loop walks graph objects (`for v in variables:`), or the op writes into the variable each pass picks
        (`for name, value in weights.items(): sess.run(tf.get_variable(name).assign(value))`): one op per
        variable, built once, as loading weights does."""
        if over_graph_objects(loop):
            return True
        if not isinstance(node, ast.Call):
            return False
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if not name.startswith(ASSIGNS) or self.facts.calls.resolve(node):
            return False  # `tf.constant(i)` makes a new op from each pass's value; `load_image(path)` is a helper
        method = isinstance(func, ast.Attribute) and self.resolve(func) is None  # `var.assign(value)`
        subject = func.value if method else node.args[0] if node.args else None  # type: ignore[attr-defined]
        if isinstance(subject, ast.Call) and subject.args:
            subject = subject.args[0]  # `tf.get_variable(name).assign(value)`: the object the lookup names
        return subject is not None and self.facts.repetition.picked_per_pass(subject, loop)

    def _graph_callable(self, func: ast.expr) -> bool:
        """An object whose call adds its ops to a TF1 graph: a Keras model or layer, a TF Hub `hub.Module`."""
        if self.kinds.of(func).name in (K.MODEL, K.LAYER):
            return True
        bindings = self.facts.bindings.reaching(func.id, func) if isinstance(func, ast.Name) else []
        return any(isinstance(b.value, ast.Call) and self.resolve(b.value.func) in GRAPH_CALLABLES for b in bindings)

    def _operator(self, node: ast.AST) -> Optional[str]:
        """`-self.q`, `a + b`, `outputs[:, -1]`: an operator or a slice on a tensor or variable adds an op, like the
        `tf.*` function it stands for (the outermost operator of an expression is reported)."""
        for ancestor in self.index.ancestors(node):
            if isinstance(ancestor, ast.stmt):
                break
            if (
                isinstance(ancestor, (ast.BinOp, ast.UnaryOp))
                or (isinstance(ancestor, ast.Subscript) and node is not ancestor.slice)
                or (isinstance(ancestor, ast.Call) and self._op_call(ancestor))
            ):
                return None  # reported as part of the larger expression, or of the `tf.*` call it feeds
        if isinstance(node, ast.UnaryOp) and not isinstance(node.op, ast.Not):
            operands = [node.operand]
        elif isinstance(node, ast.BinOp):
            operands = [node.left, node.right]
        elif isinstance(node, ast.Subscript) and self._sliced_fetch(node):
            operands = [node.value]
        else:
            return None
        if any(self.kinds.of(operand).name in (K.TENSOR, K.VARIABLE) for operand in operands):
            return f"`{self.code(node)}` (an operator on a tensor)"
        return None

    def _op_call(self, call: ast.Call) -> bool:
        """A `tf.*` call other than one that runs the session (`K.eval(v * 2)` runs the op its argument builds)."""
        return is_tf(self.resolve(call.func) or "") and self.facts.calls.effect_of(call) != SESSION_RUN

    def _sliced_fetch(self, node: ast.Subscript) -> bool:
        """`sess.run(self.outputs[:, -1, :])`: a slice (`:`) that the session fetches is a strided-slice op. An
        index (`return_tensors[1]`) may pick from a Python list of tensors, and a slice computed outside a fetch
        (`y_train[start:end]`) is most often of a NumPy array: neither is counted."""
        parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        return any(isinstance(part, ast.Slice) for part in parts) and self._fetched(node)

    def _fetched(self, node: ast.AST) -> bool:
        """`node` is what a session runs: an argument of `sess.run(...)`, or an element of one (a comprehension's
        too: `sess.run([tf.assign(t, e) for t, e in pairs])`)."""
        child = node
        for ancestor in self.index.ancestors(node):
            if isinstance(ancestor, ast.Call):
                return node not in (ancestor.func, *ancestor.keywords) and self.facts.sessions.runs_graph(ancestor)
            element = isinstance(ancestor, (ast.ListComp, ast.GeneratorExp)) and child is ancestor.elt
            if not (element or isinstance(ancestor, (ast.List, ast.Tuple, ast.Dict, ast.Starred))):
                return False
            child = ancestor
        return False

    def _op_of(self, call: ast.Call) -> bool:
        """`var.assign(value).op`: only a graph tensor has the operation that made it (jsikyoon/pathnet#3)."""
        parent = self.index.parent.get(call)
        return isinstance(parent, ast.Attribute) and parent.attr == "op"

    def _runs_session(self, function: ast.AST) -> bool:
        """The function runs a session, itself or in a function it defines and hands on (an optimiser's callback)."""
        nested = [f for f in self.index.nodes(*FUNCTIONS, ast.Lambda) if self.index.function(f) is function]
        return any(SESSION_RUN in self.facts.calls.effects(f) for f in [function, *nested])

    def _runs_itself(self, effect: C.Effect) -> bool:
        """The function that builds the op also runs the session: reported there, once per call of it."""
        function = self.index.function(effect.node) if effect.node is not None and effect.module is None else None
        return function is not None and self._runs_session(function)

    def _per_call(self, call: ast.AST) -> Optional[Tuple[str, str]]:
        """(`on every call of f`, why f repeats): the function holding the call runs the session it extends, or is
        repeated by code that does, and runs repeatedly; not on a fresh graph each call. Its own loops that do not
        run the session build on every call too (`for top, left in CROPS: crop(...)`)."""
        function = self.index.function(call)
        repetition = self.facts.repetition
        if function is None or repetition.create_once(call, function) is not None:
            return None
        if self.facts.imported_elsewhere and (self._resets(function) or not self._may_grow(function)):
            return None  # decided before asking how the function repeats, which may read other modules' summaries
        repeated = repetition.function_repeats(function)
        if repeated is None or repeated.bounded or repeated.sweep or self._resets(function):
            return None
        if repetition.starts_fresh(repeated):
            return None  # the code that repeats it starts each call on a fresh graph
        # A loop of this module that runs the session and calls the function is reported at that call as well:
        # reports name either line (tensorflow#5199's `decode_jpeg` in `load_image_tensor`, thu-ml/ares#6's
        # `convert_to_tensor` in `_load_image`), as TFM009 reports a builder and the repeated call of it.
        runs = self._runs_session(function)
        graph_mode = self.facts.graph_mode or repeated.graph_mode or self._caller_runs_session(function)
        if not (runs or (repeated.runs_session and graph_mode)):
            return None  # a TF2 helper that other code calls between session steps builds no TF1 graph
        who = "which runs the session" if runs else "whose caller runs the session"
        return f"on every call of `{getattr(function, 'name', '')}`, {who}", f"{repeated.reason}; "

    def _caller_runs_session(self, function: ast.AST) -> bool:
        """A function of this module that calls `function` runs a TF1 session itself: graph-mode code, whatever
        the module imports (cleverhans#53: `jsma` runs `sess.run` on the gradients `jacobian_graph` builds)."""
        callers = {self.index.function(site) for site in self.facts.calls.callers(function)}
        return any(caller is not None and self._runs_session(caller) for caller in callers)

    def _resets(self, function: ast.AST) -> bool:
        """Each call of the function starts on a fresh graph (or clears the session)."""
        return bool(self.facts.calls.effects(function).keys() & RESETS)

    def _may_grow(self, function: ast.AST) -> bool:
        """Graph-mode code (or imported by code that may be), or a function that runs the session itself or is
        called by one: what `_per_call` may report, however the function repeats."""
        if self.facts.graph_mode or self._runs_session(function) or self._caller_runs_session(function):
            return True
        project = self.facts.project
        return project is not None and project.imported_by_graph_code()

    @cached_property
    def _loops(self) -> Tuple[FrozenSet[ast.AST], FrozenSet[ast.AST]]:
        """The loops that run the graph, and those that start a fresh graph, directly or through calls."""
        calls = self.facts.calls
        running: Set[ast.AST] = set()
        fresh: Set[ast.AST] = set()
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            loops = self.index.loops(call)
            if not loops or self.facts.tf_functions.tracing(call) is not None:
                continue
            does = {calls.effect_of(call), *calls.call_effects(call)}
            if SESSION_RUN in does:
                running.update(loops)
            if does & RESETS:
                fresh.update(loops)
        return frozenset(running), frozenset(fresh)

    def _builds_ops(self, call: ast.AST, followed: bool = True) -> Optional[str]:
        """How the message names a call that adds ops to the graph, or None; `followed`: also a call of a
        function of this module that does (such a helper is reported where its own calls are; a function of
        another module that builds ops is always followed, since that module cannot see this one's session)."""
        if not isinstance(call, ast.Call):
            return self._operator(call)
        calls = self.facts.calls
        code = self.code(call.func)
        if self.resolve(call.func) is not None:
            if calls.effect_of(call) == OPS:
                return f"`{code}(...)`"
            if not calls.resolve(call):
                return None  # an imported name that is no function of the project
        func = call.func
        if isinstance(func, ast.Attribute):
            receiver = self.kinds.of(func.value)
            owner = "tensorflow.Variable" if receiver == K.VARIABLE else receiver.detail
            if owner is None and receiver.name == K.DATASET:
                owner = "tensorflow.data.Dataset"  # `ds.make_initializable_iterator()` per epoch (SPH3D-GCN#6)
            if receiver.name == K.UNKNOWN and (self._fetched(call) or self._op_of(call)):
                owner = "tensorflow.Variable"  # `sess.run(var.assign(value))`, `var.assign(value).op`: a graph's
            if receiver.name == K.UNKNOWN and self.facts.graph_mode and func.attr in VARIABLE_WRITES and call.args:
                owner = "tensorflow.Variable"  # `e2_v.assign(e1_v)` in TF1 code (pandas' `assign` takes keywords)
            if owner is not None and tf_api().method_creates_ops(owner, func.attr):
                return f"`{code}(...)`"
        if self.facts.graph_mode and self._graph_callable(func):
            return f"`{code}(...)` (calling it builds its ops again)"
        effects = calls.call_effects(call)
        effect = effects.get(OPS)
        if effect is None or effects.keys() & RESETS or self._runs_itself(effect):
            return None
        external = all(not isinstance(target, FUNCTIONS) for target in calls.resolve(call))
        if followed == external:
            # This module's helper is reported at its own ops when it repeats, and here when a loop runs it.
            # Another module's helper is reported in its module, when a loop runs it (that module sees the
            # loop through the project index), and here when this module's function runs it per call.
            return None
        source = f"`{self.code(effect.node.func)}`" if isinstance(effect.node, ast.Call) else "an op API"
        through = "".join(f"`{name}`, which calls " for name in effect.path[1:])
        return f"`{code}(...)` (`{effect.path[0]}` calls {through}{source})"

"""TFM006: a new tf.function created on every loop iteration, or on every call of an ordinary function.

Each `tf.function` object keeps its own traces, so a new one is traced from scratch on its first call. Created in a
loop (directly, or by a helper of the module called there), it is traced every iteration. Not flagged: creation
inside a tf.function (trace time only), behind a create-once guard, and a new function per iteration for a new
object (`for model in models: tf.function(model)`), which is needed.
"""

from __future__ import annotations

import ast
from typing import FrozenSet, Optional, Set, Tuple

from tflint_mem.analysis import calls as C
from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.fates import call_inputs
from tflint_mem.analysis.lookalikes import TF_FUNCTION_NAMES
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.syntax import FUNCTIONS, names_in, parameters
from tflint_mem.analysis.tf_functions import TfFunction
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import LintRule
from tflint_mem.rules.hoist import hoist_out_of_loop

HOIST = "create it once, before the loop"
PER_CALL = "create it once (at module level, or in `__init__`) and reuse it"
PER_CALL_ARGUMENTS = "create it once and pass what it reads from the call ({}) as arguments"
PER_CALL_HOW = " creates a new one, although it uses nothing of the call but `self`"
RECEIVERS = frozenset({"self", "cls"})
NEW_OBJECTS = frozenset({K.MODEL, K.LAYER, K.OPTIMIZER, K.METRIC, K.STATEFUL, K.OBJECT})
DATA = frozenset({K.TENSOR, K.ARRAY, K.NUMBER})  # what a function can take as an argument instead of closing over it


class TfFunctionCreatedInLoop(LintRule):
    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # The module makes a tf.function, or calls in a loop a helper that may reach one made in another module.
        return screen.references(*TF_FUNCTION_NAMES) or (screen.imports_project and screen.has_loop_calls)

    def check(self) -> None:
        self._reported_inside: Set[ast.AST] = set()  # functions whose own creations are reported where made
        for made in self.facts.tf_functions.all:
            if self.facts.tf_functions.tracing(made.node) is None and (made.decorated or made.wrapped is not None):
                self._creation(made)
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            if self.facts.repetition.loops(call) and self.facts.tf_functions.tracing(call) is None:
                self._helper(call)
        for definition in self.index.nodes(*FUNCTIONS):
            self._decorated_in_loop(definition)

    def _decorated_in_loop(self, definition: ast.AST) -> None:
        """A def in a loop whose decorator makes a new tf.function around it: `@compiled`, or a decorator factory
        (`@run_with_tf_optimizations(use_xla=x)`, ryfeus/lambda-packs#58) whose returned wrapper defines one."""
        loops = self.facts.repetition.loops(definition)
        if not loops or self.facts.tf_functions.tracing(definition) is not None:
            return
        for decorator in getattr(definition, "decorator_list", []):
            applier = self.facts.tf_functions.new_per_application(decorator)
            if applier is None or self.facts.repetition.create_once(definition, loops[-1]) is not None:
                continue
            advice = self._loop_advice(loops, self.facts.bindings.free_names(definition))
            if advice is not None:
                how = f"is applied inside a loop: `{applier}` wraps `{getattr(definition, 'name', '?')}` in a new one"
                self.report(decorator, subject=f"`@{self.code(decorator)}`", how=how, advice=advice)

    def _creation(self, made: TfFunction) -> None:
        node = made.definition if made.decorated else made.node
        assert node is not None
        where = self.index.decorator_span(made.node) if made.decorated else made.node  # type: ignore[arg-type]
        subject = f"`@tf.function` `{made.name}`" if made.decorated else self._label(made.node)
        reads = self.facts.tf_functions.reads(made)
        loops = self.facts.repetition.loops(node)
        if loops:
            advice = self._loop_advice(loops, reads)
            if advice is None or self.facts.repetition.create_once(node, loops[-1]) is not None:
                return
            if self._given_new_objects(made, loops):
                return
            if not made.decorated and self.facts.fates.is_collected(made.node, loops[-1]):
                return
            how = "is defined inside a loop" if made.decorated else "is called inside a loop"
            creation = made.node if isinstance(made.node, ast.Call) and not made.decorated else None
            fix = (
                hoist_out_of_loop(self.facts, creation, loops[-1], reads)
                if advice == HOIST and creation is not None
                else None
            )
            self.report(where, fix=fix, subject=subject, how=how, advice=advice)
            return
        outer = self.index.function(node)
        if (
            outer is None
            or self.facts.repetition.function_runs_once(outer)
            or self.facts.repetition.create_once(node, outer) is not None
        ):
            return
        name = made.name if made.decorated else self._assigned_name(made.node)
        repeated = self.facts.repetition.function_repeats(outer)
        verb = "is defined inside" if made.decorated else "is called inside"
        if repeated is not None and not repeated.bounded and not self._kept(outer, name, node):
            if self.facts.tf_functions.given_functions(made, outer) - repeated.stable:
                return  # a wrapper of the function each call is given (`def wrap(fn): tf.function(fn)`): needed
            closes = sorted(reads & self._own_names(outer))
            advice = PER_CALL if not closes else PER_CALL_ARGUMENTS.format(", ".join(f"`{n}`" for n in closes[:3]))
            how = f"{verb} `{outer.name}`, which runs repeatedly ({repeated.reason}), so every call of `{outer.name}`"
            self.report(where, subject=subject, how=how + " creates and traces a new one", advice=advice)
            self._reported_inside.add(outer)
            return
        if reads & self._own_names(outer):
            return  # it closes over `outer`'s arguments or locals: maybe needed per call (reported at loop calls)
        parent = self.index.parent.get(made.node)
        used = isinstance(parent, ast.Call) and parent.func is made.node and bool(call_inputs(parent) & _inputs(outer))
        if not used and name is not None:
            used = self._used_per_call(outer, name, node)
        if used:
            tail = "which calls it" if made.decorated else "and used there"
            how = f"{verb} `{outer.name}`{', ' if made.decorated else ' '}{tail}, so every call of `{outer.name}`"
            self.report(where, subject=subject, how=how + PER_CALL_HOW, advice=PER_CALL)

    def _helper(self, call: ast.Call) -> None:
        """A function of the module called in a loop that creates a new tf.function on every call."""
        targets = self.facts.calls.resolve(call)
        if not targets or not isinstance(targets[0], FUNCTIONS) or any(t.name == "__init__" for t in targets):
            return  # a new object per iteration, with its own functions
        if any(isinstance(t, FUNCTIONS) and self.facts.tf_functions.decorated(t) for t in targets):
            return
        effect = self.facts.calls.call_effects(call).get(C.NEW_TF_FUNCTION)
        if effect is None or len(effect.path) < 1:
            return
        loops = self.facts.repetition.loops(call)
        if self.facts.repetition.create_once(call, loops[-1]) is not None:
            return
        helper = targets[0]
        if helper in self._reported_inside or self._needed_each_iteration(call, helper, loops, effect):
            return
        if len(effect.path) > 1 and self.facts.repetition.calls_only_in_loops(helper, effect.path[1]):
            return  # `helper` calls the maker in a loop of its own: one finding, at that call
        through = f", through `{effect.path[-1]}()`" if len(effect.path) > 1 else ""
        how = f"creates a new tf.function on every call{through}, and is called inside a loop"
        fix = (
            hoist_out_of_loop(self.facts, call, loops[-1], self.facts.tf_functions.reads_of_made_in(helper))
            if len(effect.path) == 1
            else None
        )
        self.report(
            call, fix=fix, subject=f"`{self.code(call.func)}()`", how=how, advice="call it once, before the loop"
        )

    # --- what each iteration needs --------------------------------------------------------------------
    def _loop_advice(self, loops: Tuple[ast.AST, ...], reads: FrozenSet[str]) -> Optional[str]:
        """How to fix a creation in a loop, or None when each iteration of the innermost loop needs its own
        function (one over a new object); one that only reads the loop's counter, or data each iteration computes
        (a tensor, an array, a number: onnxruntime#27665's `input_ids` per batch size), could take it as an argument
        instead. What only an outer loop changes (a model per outer pass) allows a creation before the inner loop."""
        varying = reads & self.facts.repetition.varying(loops[-1])  # an outer loop's new model: before this loop
        if not varying:
            return HOIST
        listed = ", ".join(f"`{name}`" for name in sorted(varying))
        if varying <= self.facts.repetition.counters(loops):
            return f"it reads {listed}, which changes every iteration: pass that as a tensor argument instead"
        if all(self._data_in(name, loops[-1]) for name in varying):
            return f"it reads {listed}, which changes every iteration: pass that as an argument instead"
        return None

    def _data_in(self, name: str, loop: ast.AST) -> bool:
        """Every value `loop` gives `name` is data (a tensor, an array, a number), not an object to wrap: one
        function given it as an argument keeps its traces (and with `reduce_retracing=True` or a signature of
        `None` dimensions, one trace serves every shape), where a new function per pass never can."""
        bindings = self.facts.bindings.by_scope.get(self.index.scope(loop), {}).get(name, [])
        inside = [b for b in bindings if self.index.is_within(b.node, loop)]
        return bool(inside) and all(self.kinds.of_binding(b).name in DATA for b in inside)

    def _given_new_objects(self, made: TfFunction, loops: Tuple[ast.AST, ...]) -> bool:
        """The loop calls it with a model, optimizer or other object it makes anew each iteration: a tf.function
        traces again for every new object it is given, so one made before the loop would trace as often."""
        varying = self._varying(loops) - self.facts.repetition.counters(loops)
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            if self.index.is_within(call, loops[-1]) and self.facts.tf_functions.called(call) is made:
                for arg in [*call.args, *(k.value for k in call.keywords)]:
                    if isinstance(arg, ast.Name) and arg.id in varying and self.kinds.of(arg).name in NEW_OBJECTS:
                        return True
        return False

    def _varying(self, loops: Tuple[ast.AST, ...]) -> FrozenSet[str]:
        return frozenset().union(*(self.facts.repetition.varying(loop) for loop in loops))

    def _needed_each_iteration(
        self, call: ast.Call, helper: ast.AST, loops: Tuple[ast.AST, ...], effect: C.Effect
    ) -> bool:
        """Each call must make its own function: it closes over an object new in every call (a helper's local, or
        a parameter the loop passes a new value each iteration, other than a counter)."""
        varying = self._varying(loops) - self.facts.repetition.counters(loops)
        argument_reads = [(arg, names_in(arg)) for arg in [*call.args, *(k.value for k in call.keywords)]]
        if len(effect.path) != 1:
            return any(reads & varying for _, reads in argument_reads)
        params = parameters(helper)  # type: ignore[arg-type]
        reads = self.facts.tf_functions.reads_of_made_in(helper)
        bindings = self.facts.bindings
        fresh = bindings.local_names(helper) - bindings.state_aliases(helper) - set(params) - RECEIVERS  # type: ignore[arg-type]
        if reads & fresh:
            return True
        offset = 1 if params[:1] in (["self"], ["cls"]) and isinstance(call.func, ast.Attribute) else 0
        for index, arg in enumerate(call.args):
            if isinstance(arg, ast.Starred):
                if names_in(arg) & varying:
                    return True
            elif index + offset < len(params) and params[index + offset] in reads and names_in(arg) & varying:
                return True
        return any(k.arg in reads and names_in(k.value) & varying for k in call.keywords if k.arg)

    # --- functions that use what they create -------------------------------------------------------
    def _own_names(self, function: ast.AST) -> FrozenSet[str]:
        return frozenset(self.facts.bindings.local_names(function)) - RECEIVERS  # type: ignore[arg-type]

    def _used_per_call(self, outer: ast.AST, name: str, definition: ast.AST) -> bool:
        """Whether `outer` runs its own arguments through the tf.function `name`, outside its loops only, and
        does not keep it: a per-input wrapper, which callers call once per batch, making and tracing a new
        function every time. Called in `outer`'s loops it is traced once per call of a driver (a loop calling
        `outer` is reported at that call); returned or stored, `outer` is a factory or a cache."""
        uses = self.facts.fates.uses(outer, name, definition)
        if any(use.kind == "kept" or (use.kind == "called" and use.in_loop) for use in uses):
            return False
        return any(use.kind == "called" and use.inputs & _inputs(outer) for use in uses)

    def _kept(self, outer: ast.AST, name: Optional[str], definition: ast.AST) -> bool:
        """`outer` returns or stores the new tf.function (a factory, or a cache), or it is not bound to a name."""
        if name is None:
            return not isinstance(self.index.parent.get(definition), ast.Call)  # `tf.function(f)(x)` is used
        return any(use.kind == "kept" for use in self.facts.fates.uses(outer, name, definition))

    def _assigned_name(self, node: ast.AST) -> Optional[str]:
        parent = self.index.parent.get(node)
        if isinstance(parent, ast.Assign) and len(parent.targets) == 1 and isinstance(parent.targets[0], ast.Name):
            return parent.targets[0].id
        return None

    def _label(self, node: ast.AST) -> str:
        text = self.index.source(node)
        return f"`{text}`" if len(text) <= 60 else "`tf.function(...)`"


def _inputs(function: ast.AST) -> FrozenSet[str]:
    """The arguments a call passes in: every parameter (`*args`, `**kwargs` included) but `self`/`cls`."""
    return frozenset(parameters(function)) - RECEIVERS  # type: ignore[arg-type]

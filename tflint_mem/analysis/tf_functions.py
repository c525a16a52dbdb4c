"""Where the module makes tf.functions, with which options, and which function bodies TensorFlow traces.

A tf.function is made by a decorator (`@tf.function`, `@tf.function(...)`), by a call (`tf.function(f, ...)`,
`tf.function(...)(f)`), or by a function of the module that returns one. A body is traced (its Python runs only
while TensorFlow traces it) when it is so decorated or wrapped by name (`tf.function(self.step)`); Keras traces the
`call` of its layers and models and the `train_step`/`test_step`/`predict_step` of models in the same way.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Dict, FrozenSet, List, Optional, Set, Tuple, Union

from tflint_mem.analysis import classes as class_kinds
from tflint_mem.analysis.bindings import ASSIGN, DEFINITION
from tflint_mem.analysis.calls import NEW_TF_FUNCTION
from tflint_mem.analysis.imports import last
from tflint_mem.analysis.lookalikes import TF_FUNCTION_NAMES
from tflint_mem.analysis.syntax import (
    FUNCTIONS,
    FunctionNode,
    ScopeNode,
    argument,
    dotted,
    is_true,
    names_in,
    parameters,
)

if TYPE_CHECKING:
    from tflint_mem.analysis.facts import ModuleFacts

Traced = Union[ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda]
SIGNATURE_OPTIONS = ("input_signature",)
RELAXING_OPTIONS = ("reduce_retracing", "experimental_relax_shapes")
# Ops that run the Python function they are given each time the graph runs, instead of tracing it.
PYTHON_RUNNERS = frozenset({"py_function", "numpy_function", "py_func", "eager_py_func"})
# Methods Keras runs inside its traced train/test/predict functions, on every step.
KERAS_TRACED_METHODS = {
    class_kinds.LAYER: ("call",),
    class_kinds.MODEL: ("call", "train_step", "test_step", "predict_step"),
    class_kinds.OPTIMIZER: ("update_step", "_resource_apply_dense", "_resource_apply_sparse"),
    class_kinds.METRIC: ("update_state", "result"),  # tf.keras wraps both in tf.function; fit traces both
}
KERAS_TRACED_NAMES = frozenset(name for names in KERAS_TRACED_METHODS.values() for name in names)


@dataclass(frozen=True)
class TfFunction:
    """One place a tf.function is made."""

    node: ast.AST  # the decorator expression, or the `tf.function(...)` call
    options: Dict[str, ast.expr] = field(hash=False, compare=False)
    definition: Optional[Traced]  # the traced function, when the module defines it
    wrapped: Optional[ast.expr]  # what a `tf.function(...)` call wraps
    name: Optional[str]  # the name (or `self.<name>`) it is bound to
    scope: ScopeNode  # where it is made
    options_call: Optional[ast.Call] = None  # the call holding the options (None for a bare decorator)

    @property
    def decorated(self) -> bool:
        return (
            self.wrapped is None
            and self.definition is not None
            and self.node in getattr(self.definition, "decorator_list", ())
        )

    @property
    def has_input_signature(self) -> bool:
        return any(is_true(self.options.get(option)) for option in SIGNATURE_OPTIONS)

    @property
    def relaxes_shapes(self) -> bool:
        return any(is_true(self.options.get(option)) for option in RELAXING_OPTIONS)

    @property
    def passes_options_through(self) -> bool:
        """`tf.function(f, **options)`: options the module does not show."""
        return self.options_call is not None and any(k.arg is None for k in self.options_call.keywords)


def tf_function_call(call: ast.Call, facts: ModuleFacts) -> Optional[Tuple[Optional[ast.expr], ast.Call]]:
    """For `tf.function(f, ...)` or `tf.function(...)(f)`: (the wrapped function, the call holding the options)."""
    if facts.imports.resolve(call.func) in TF_FUNCTION_NAMES:
        return argument(call, 0, "func"), call
    inner = call.func
    if isinstance(inner, ast.Call) and facts.imports.resolve(inner.func) in TF_FUNCTION_NAMES:
        if argument(inner, 0, "func") is None:  # not `tf.function(f)(x)`, which calls what it made
            return argument(call, 0), inner
    return None


def is_tf_function_decorator(decorator: ast.expr, facts: ModuleFacts) -> bool:
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    return facts.imports.resolve(target) in TF_FUNCTION_NAMES


class TfFunctions:
    def __init__(self, facts: ModuleFacts) -> None:
        self.facts = facts
        self.all: List[TfFunction] = []
        self._decorated: Dict[ast.AST, TfFunction] = {}
        self._by_call: Dict[ast.Call, TfFunction] = {}
        self._elsewhere: Dict[ast.AST, bool] = {}  # `_maybe_traced_elsewhere`, asked of every node's scope
        index = facts.index
        for function in index.nodes(ast.FunctionDef, ast.AsyncFunctionDef):
            for decorator in function.decorator_list:  # type: ignore[attr-defined]
                if is_tf_function_decorator(decorator, facts):
                    options = decorator if isinstance(decorator, ast.Call) else None
                    made = TfFunction(
                        decorator,
                        _options(options),
                        function,  # type: ignore[arg-type]
                        None,
                        function.name,  # type: ignore[attr-defined]
                        index.scope(function),
                        options,
                    )
                    self.all.append(made)
                    self._decorated[function] = made
                    break
        for call in index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            if isinstance(index.parent.get(call), ast.FunctionDef) or any(
                call is d for d in getattr(index.parent.get(call), "decorator_list", ())
            ):
                continue  # a decorator, above
            parts = tf_function_call(call, facts)
            if parts is None:
                continue
            wrapped, options = parts
            made = TfFunction(
                call,
                _options(options),
                self._definition(wrapped, call),
                wrapped,
                _bound_name(call, index.parent.get(call)),
                index.scope(call),
                options,
            )
            self.all.append(made)
            self._by_call[call] = made

    def _definition(self, wrapped: Optional[ast.expr], at: ast.AST) -> Optional[Traced]:
        if isinstance(wrapped, ast.Lambda):
            return wrapped
        if isinstance(wrapped, ast.Name):
            for binding in self.facts.bindings.reaching(wrapped.id, at):
                if binding.how == DEFINITION and isinstance(binding.node, FUNCTIONS):
                    return binding.node
            return None
        if isinstance(wrapped, ast.Attribute) and isinstance(wrapped.value, ast.Name):
            owner = self.facts.bindings.method_class(at, wrapped.value.id)
            info = self.facts.classes.by_node.get(owner) if owner is not None else None
            methods = self.facts.classes.method(info, wrapped.attr) if info is not None else []
            return methods[0] if len(methods) == 1 else None
        return None

    def decorated(self, function: ast.AST) -> Optional[TfFunction]:
        return self._decorated.get(function)

    def reads(self, made: TfFunction) -> FrozenSet[str]:
        """What a made tf.function reads from outside its body: the names its traces freeze (a global rebound
        later is seen as it was at the first trace)."""
        if made.decorated and made.definition is not None:
            return self.facts.bindings.free_names(made.definition)
        wrapped = made.wrapped
        if wrapped is None:
            return frozenset()
        reads = self.facts.bindings.free_names(wrapped) if isinstance(wrapped, ast.Lambda) else names_in(wrapped)
        if isinstance(wrapped, ast.Name) and isinstance(made.definition, FUNCTIONS):
            reads |= self.facts.bindings.free_names(made.definition)
        return reads

    def reads_of_made_in(self, function: ast.AST) -> FrozenSet[str]:
        """What the tf.functions `function` makes itself read from outside them."""
        return frozenset().union(*(self.reads(made) for made in self.made_in(function)))

    def given_functions(self, made: TfFunction, outer: ast.AST) -> FrozenSet[str]:
        """The parameters of `outer` that `made` wraps (`tf.function(fn)`) or calls as plain functions (`fn(x)`;
        not a model or layer: `net(x, training=True)`, `net.trainable_variables`): a wrapper per given function."""
        given = set(parameters(outer)) - {"self", "cls"}  # type: ignore[arg-type]
        if isinstance(made.wrapped, ast.Name) and made.wrapped.id in given:
            return frozenset({made.wrapped.id})
        body = made.definition if made.definition is not None else made.wrapped
        if body is not None and not self.facts.index.is_within(body, outer):
            return frozenset()  # a function defined elsewhere: its names are its own, not `outer`'s parameters
        calls = [n for n in ast.walk(body) if isinstance(n, ast.Call)] if body is not None else []
        called = {c.func.id for c in calls if isinstance(c.func, ast.Name) and c.func.id in given}
        objects = {
            n.value.id for n in ast.walk(outer) if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
        }
        layers = {
            c.func.id for c in calls if isinstance(c.func, ast.Name) and any(k.arg == "training" for k in c.keywords)
        }
        return frozenset(called - objects - layers)

    def made_in(self, function: ast.AST) -> List[TfFunction]:
        """The tf.functions that `function` makes itself (not in functions nested in it)."""
        found = []
        for made in self.all:
            where = made.definition if made.decorated else made.node
            if where is not None and self.facts.index.function(where) is function:
                found.append(made)
        return found

    def made_by(self, call: ast.Call) -> Optional[TfFunction]:
        """The tf.function a `tf.function(...)` call makes."""
        return self._by_call.get(call)

    @cached_property
    def traced(self) -> Dict[ast.AST, TfFunction]:
        """Function bodies TensorFlow traces, with the tf.function that traces each."""
        found: Dict[ast.AST, TfFunction] = {}
        for made in self.all:
            if made.definition is not None:
                found.setdefault(made.definition, made)
        return found

    def keras_traced(self, function: ast.AST) -> bool:
        """A method Keras runs in its traced step: a layer's or model's `call`, a model's `train_step`, an
        optimizer's `update_step`, a metric's `update_state`."""
        info = self.facts.classes.of_method(function)
        if info is None:
            return False
        return getattr(function, "name", None) in KERAS_TRACED_METHODS.get(info.kind, ())

    @cached_property
    def _tracers(self) -> Dict[ast.AST, str]:
        """`_local_tracers`, and the functions other modules of the project call only from code they trace (a
        lambda they hand to `Dataset.map`), with what those call."""
        found = dict(self._local_tracers)
        if self.facts.project is not None:
            more = [f for f in self._exposed if self._traced_elsewhere(f) and self._only_traced_here(f)]
            for function in more:
                found[function] = f"`{getattr(function, 'name', '')}`, called only from traced code of other modules"
            self._follow(found, more)
        return found

    @cached_property
    def _exposed(self) -> List[ast.AST]:
        """The functions of the module that other modules may call (module-level functions, methods of module-level
        classes), and that it does not trace itself: as the project's screen of their callers says, without reading
        another module's summary (most modules have no importer that spells the name of most of their functions)."""
        project = self.facts.project
        if project is None:
            return []
        local = self._local_tracers
        return [
            function
            for function, _ in self.facts.index.top_level_functions
            if function not in local and project.may_be_called(function, self.facts)
        ]

    @cached_property
    def _reached_from_exposed(self) -> Dict[ast.AST, List[ast.AST]]:
        """For each function `_tracers` could add beyond `_local_tracers`: the `_exposed` functions that reach it
        through the calls `_follow` follows. A function none of them reaches is traced only if this module traces
        it, whatever other modules do: `tracer` answers for it without asking the project who calls what."""
        local = self._local_tracers
        callees: Dict[ast.AST, List[ast.AST]] = {}
        found: Dict[ast.AST, List[ast.AST]] = {}
        for start in self._exposed:
            seen, pending = {start}, [start]
            while pending:
                function = pending.pop()
                found.setdefault(function, []).append(start)
                if function not in callees:
                    callees[function] = self._callees(function)
                for callee in callees[function]:
                    if callee not in seen and callee not in local:
                        seen.add(callee)
                        pending.append(callee)
        return found

    @cached_property
    def _local_tracers(self) -> Dict[ast.AST, str]:
        """Every function whose body runs while TensorFlow or Keras traces, and why: a tf.function's body, a Keras
        layer's `call` or model's `train_step`, a loss or metric given to `compile(...)`, and the functions of the
        module these call (a helper called from a traced body runs at trace time too), except through a call whose
        result a create-once guard stores (`if self.block is None: self.block = self.make_block()`): it runs once."""
        found: Dict[ast.AST, str] = {}
        for body, made in self.traced.items():
            found[body] = f"tf.function `{made.name or getattr(body, 'name', '<lambda>')}`"
        if not self.facts.tf1_era:
            self._keras_tracers(found)  # Keras 2 on a TF1 graph builds a layer's `call` or a loss once
        for traced, call in self.facts.datasets.traced.items():
            name = getattr(traced, "name", None)
            how = f"`{self.facts.index.short(call.func, 30)}`"
            found.setdefault(
                traced, f"`{name}`, which tf.data traces ({how})" if name else f"a lambda tf.data traces ({how})"
            )
        self._follow(found, list(found))
        return found

    def _follow(self, found: Dict[ast.AST, str], pending: List[ast.AST]) -> None:
        """Add what traced functions call, and the functions they hand to the ops they call (`tf.while_loop(cond,
        body)`, `tf.map_fn(fn, x)`, `tf.cond`): those run in the trace too. Not a function handed to
        `tf.py_function`/`tf.numpy_function`, which runs as Python each time the graph runs."""
        while pending:
            function = pending.pop()
            for callee in self._callees(function):
                if callee not in found:
                    found[callee] = f"`{getattr(callee, 'name', 'a lambda')}`, called from {found[function]}"
                    pending.append(callee)

    def _callees(self, function: ast.AST) -> List[ast.AST]:
        """The functions and lambdas of the module that a traced `function` runs in its trace: those it calls, except
        through a create-once guard, and those it hands to the ops it calls (not to `tf.py_function`-like ops)."""
        found: List[ast.AST] = []
        for call in self.facts.calls_in(function):
            if self._made_once(call, function):
                continue
            callees: List[object] = list(self.facts.calls.resolve(call))
            if last(self.facts.kinds.qualified(call.func) or "") not in PYTHON_RUNNERS:
                callees.extend(self.facts.datasets.handed(call))
            found.extend(callee for callee in callees if isinstance(callee, (*FUNCTIONS, ast.Lambda)))
        return found

    def _traced_elsewhere(self, function: ast.AST) -> bool:
        """Other modules call `function` only from code they trace."""
        project = self.facts.project
        return project is not None and project.called_only_traced(function, self.facts)

    def _only_traced_here(self, function: ast.AST) -> bool:
        """This module calls `function`, if at all, only from code it traces."""
        scope, local = self.facts.index.scope, self._local_tracers
        return all(scope(call) in local for call in self.facts.calls.callers(function))

    def _keras_tracers(self, found: Dict[ast.AST, str]) -> None:
        """A Keras layer's `call` or model's `train_step`, and a loss or metric given to `compile(...)`."""
        for function in self.facts.index.nodes(*FUNCTIONS):
            if self.keras_traced(function):
                found.setdefault(function, f"`{function.name}`, which Keras traces")  # type: ignore[attr-defined]
        for target in self.compiled:
            found.setdefault(target, f"`{target.name}`, a loss or metric Keras traces")  # type: ignore[attr-defined]

    @cached_property
    def compiled(self) -> FrozenSet[ast.AST]:
        """The functions given to `compile(loss=..., metrics=...)`: Keras runs them to build (TF1) or trace (TF2)
        its training function, not once per step."""
        found: Set[ast.AST] = set()
        for call in self.facts.index.nodes(ast.Call):
            func = call.func  # type: ignore[attr-defined]
            if isinstance(func, ast.Attribute) and func.attr == "compile":
                for given in (k.value for k in call.keywords if k.arg in ("loss", "metrics")):  # type: ignore[attr-defined]
                    called = {id(n.func) for n in ast.walk(given) if isinstance(n, ast.Call)}
                    for node in ast.walk(given):
                        if id(node) in called:
                            continue  # `metrics=[make_metric()]`: called once, eagerly; Keras gets its result
                        found.update(self._definitions(node))
        return frozenset(found)

    def _made_once(self, call: ast.Call, function: ast.AST) -> bool:
        """`if self.block is None: self.block = self.make_block()`: the call's result is stored in what the
        create-once test checks, or the test reads a done flag (`if not self.built:`, or one the guarded block
        turns off: `if self.is_virgin:`); a branch on configuration
        (`if "det" in self.heads:`) is not that."""
        guard = self.facts.repetition.create_once(call, function)
        if guard is None:
            return False
        if isinstance(guard, ast.Try):
            return True  # `try: fn = cache[key] except KeyError: fn = cache[key] = make()`
        if self.facts.repetition.flag_guard(guard, function):
            return True  # `if not self.built: self.build(...)`, `if self.is_virgin: ...; self.is_virgin = False`
        statement = self.facts.index.statement(call)
        if not isinstance(statement, ast.Assign) or statement.value is not call:
            return False
        test = self.facts.index.segment(guard.test)
        return any((dotted(target) or "\0") in test for target in statement.targets)

    def _definitions(self, node: ast.AST) -> List[FunctionNode]:
        if not isinstance(node, ast.Name):
            return []
        return [b.node for b in self.facts.bindings.reaching(node.id, node) if isinstance(b.node, FUNCTIONS)]

    def tracer(self, node: ast.AST, local_only: bool = False) -> Optional[Tuple[ast.AST, str]]:
        """The function whose own body holds `node`, if TensorFlow or Keras traces it, and why; `local_only`:
        as this module alone shows (what a module's summary records)."""
        scope = self.facts.index.scope(node)
        reason = self._local_tracers.get(scope)
        if reason is None and not local_only and self._maybe_traced_elsewhere(scope):
            reason = self._tracers.get(scope)  # the same reason as `_local_tracers` for what this module traces
        return (scope, reason) if reason is not None else None

    def _maybe_traced_elsewhere(self, scope: ast.AST) -> bool:
        """Whether other modules' traced code may make `scope` traced: an exposed function that reaches it is called
        only from traced code of other modules. The project is asked about those functions only, not about every
        function of the module (what `_tracers` needs), so most questions are answered from this module alone."""
        found = self._elsewhere.get(scope)
        if found is None:
            cuts = self.facts.calls.cuts
            found = any(
                self._traced_elsewhere(function) and self._only_traced_here(function)
                for function in self._reached_from_exposed.get(scope, ())
            )
            if self.facts.calls.settled(cuts):  # kept only if no resolution was cut short meanwhile
                self._elsewhere[scope] = found
        return found

    def tracing(self, node: ast.AST) -> Optional[Traced]:
        """The traced function whose own body holds `node` (nested functions are their own bodies)."""
        scope = self.facts.index.scope(node)
        if isinstance(scope, (*FUNCTIONS, ast.Lambda)) and scope in self.traced:
            return scope
        return None

    # --- what a call runs ---------------------------------------------------------------------
    def called(self, call: ast.Call) -> Optional[TfFunction]:
        """The tf.function a call runs, when the module makes exactly that one under the called name."""
        func = call.func
        facts = self.facts
        if isinstance(func, ast.Name):
            bindings = facts.bindings.reaching(func.id, func)
            kept = [b for b in bindings if not (b.how == ASSIGN and _is_none(b.value))]
            bound = [self._bound(b.node, b.value, b.how) for b in kept]
            named = [m for m in bound if m is not None]
            if named and len(named) == len(bound):
                return named[-1]
            return None
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            owner = facts.bindings.method_class(func, func.value.id)
            if owner is None:
                return None
            info = facts.classes.by_node[owner]
            for method in facts.classes.method(info, func.attr):
                made = self.decorated(method)
                if made is None:
                    return None  # the class's own plain method
                return made
            values = facts.bindings.attribute_values(owner, func.attr)
            assigned = [self._bound(None, value, ASSIGN) for value in values if not _is_none(value)]
            if assigned and all(assigned):
                return assigned[-1]
        return None

    def _bound(self, node: Optional[ast.AST], value: Optional[ast.expr], how: str) -> Optional[TfFunction]:
        if how == DEFINITION and node is not None:
            return self.decorated(node)
        if how != ASSIGN or not isinstance(value, ast.Call):
            return None
        made = self.made_by(value)
        if made is not None:
            return made
        return self.factory_result(value)

    def factory_result(self, call: ast.Call, depth: int = 2) -> Optional[TfFunction]:
        """The tf.function a call of a function of the module returns (a factory), if it returns one it makes."""
        if depth == 0:
            return None
        targets = [t for t in self.facts.calls.resolve(call) if isinstance(t, FUNCTIONS)]
        if len(targets) != 1:
            return None
        factory = targets[0]
        for value in self.facts.calls.returns(factory):
            if isinstance(value, ast.Name):
                for binding in self.facts.bindings.reaching(value.id, value):
                    made = self._bound(binding.node, binding.value, binding.how)
                    if made is not None:
                        return made
            elif isinstance(value, ast.Call):
                made = self.made_by(value) or self.factory_result(value, depth - 1)
                if made is not None:
                    return made
        return None

    def new_per_application(self, decorator: ast.expr) -> Optional[str]:
        """The name of the function of the module that a decorator runs on the function it decorates, when that run
        makes a new tf.function (and returns it): `@compiled` with `def compiled(fn): return tf.function(fn)`,
        or `@run_with_tf_optimizations(use_xla=x)`, whose returned `run_func` defines a new `@tf.function`
        around the function on every call (ryfeus/lambda-packs#58). None otherwise."""
        calls = self.facts.calls
        if isinstance(decorator, ast.Call):  # a factory: the functions it returns are applied
            named = [v for f in calls.resolve(decorator) if isinstance(f, FUNCTIONS) for v in calls.returns(f)]
        else:
            named = [decorator]
        appliers = [
            function
            for node in named
            if isinstance(node, ast.Name)
            for function in calls.reference(node)
            if isinstance(function, FUNCTIONS)
        ]
        for applier in appliers:
            if NEW_TF_FUNCTION in calls.effects(applier) and calls.returns(applier):
                return getattr(applier, "name", None)
        return None


def _is_none(value: Optional[ast.expr]) -> bool:
    """`fn = None`: a placeholder until the function is made (`if fn is None: fn = tf.function(...)`)."""
    return isinstance(value, ast.Constant) and value.value is None


def _options(call: Optional[ast.Call]) -> Dict[str, ast.expr]:
    return {k.arg: k.value for k in call.keywords if k.arg} if call is not None else {}


def _bound_name(call: ast.Call, parent: Optional[ast.AST]) -> Optional[str]:
    if isinstance(parent, ast.Assign) and len(parent.targets) == 1:
        target = parent.targets[0]
        if isinstance(target, ast.Name):
            return target.id
        if isinstance(target, ast.Attribute):
            return target.attr
    return None


def function_name(function: Union[FunctionNode, ast.Lambda, None]) -> str:
    return getattr(function, "name", "<lambda>")

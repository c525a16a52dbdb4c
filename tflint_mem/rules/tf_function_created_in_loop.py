"""TFM006: a new tf.function created on every loop iteration, or on every call of an ordinary function.

Each `tf.function` object keeps its own traces, so a new one is traced from scratch on its first call.
Created in a loop (directly, or by a same-module helper called there), it is traced every iteration.
Not flagged: creation inside a tf.function (trace time only), creation behind a cache test, and a new
function per iteration for a new object (`for model in models: tf.function(model)`), which is needed.
"""

from __future__ import annotations

from typing import FrozenSet, List, Optional, Sequence, Tuple

import libcst as cst

from tflint_mem.analysis.imports import ImportTable
from tflint_mem.analysis.loops import (
    COLLECTING_METHODS,
    assignments,
    bound_in,
    code,
    guarded_by_cache_test,
    index_names,
    is_collected,
    names_in,
    target_names,
    walk,
)
from tflint_mem.analysis.summary import NEW_TF_FUNCTION, is_tf_function_decorator, tf_function_call
from tflint_mem.rules.base import LintRule
from tflint_mem.rules.fixing import Replace

HOIST = "create it once, before the loop"
PER_CALL = "create it once (at module level, or in `__init__`) and reuse it"
PER_CALL_HOW = " creates a new one, although it uses nothing of the call but `self`"
# Functions that run once per object or per program (or per test): a tf.function made there is made once.
SETUP_NAMES = frozenset({"__init__", "__new__", "__init_subclass__", "build", "setup", "setUp", "setUpClass"})
SETUP_PREFIXES = ("test", "init", "_init", "shutdown", "_shutdown")
# `strategy.run(step, args=...)` calls the function it is given.
REPLICA_RUNNERS = frozenset({"run", "experimental_run_v2", "call_for_each_replica"})


class TfFunctionCreatedInLoop(LintRule):
    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        """`@tf.function def f` in a loop, or nested in an ordinary function that calls it."""
        if self.in_tf_function:
            return
        decorator = next((d for d in node.decorators if is_tf_function_decorator(d, self.imports)), None)
        if decorator is None:
            return
        subject = f"`@tf.function` `{node.name.value}`"
        if self.in_loop:
            advice = self._loop_advice(node, _body_reads(node))
            if advice is not None and not self._cached(node):
                self.report(decorator, subject=subject, how="is defined inside a loop", advice=advice)
            return
        outer = self.scope.node
        if not isinstance(outer, cst.FunctionDef) or _body_reads(node) & _own_names(outer):
            return  # it closes over `outer`'s arguments or locals: maybe needed per call (reported at loop calls)
        if self._used_per_call(outer, node.name.value, node):
            how = f"is defined inside `{outer.name.value}`, which calls it, so every call of `{outer.name.value}`"
            self.report(decorator, subject=subject, how=how + PER_CALL_HOW, advice=PER_CALL)

    def visit_Call(self, node: cst.Call) -> None:
        if self.in_tf_function:
            return
        parts = tf_function_call(node, self.imports)
        if parts is not None:
            if not isinstance(self.parent, cst.Decorator):
                self._check_creation(node, parts[0])
            return
        if self.in_loop:
            self._check_helper(node)

    def _check_creation(self, node: cst.Call, wrapped: Optional[cst.BaseExpression]) -> None:
        """`tf.function(f)` in a loop, or in an ordinary function that uses the result there."""
        if wrapped is None:
            return
        subject = f"`{code(node)}`" if len(code(node)) <= 60 else "`tf.function(...)`"
        if self.in_loop:
            if isinstance(wrapped, (cst.Name, cst.Attribute)):
                reads = names_in(wrapped)
            else:
                reads = _lambda_reads(wrapped)
            advice = self._loop_advice(node, reads)
            if advice is not None and not self._cached(node) and not is_collected(self._path(), node):
                fix = self._hoist(node, self._wrapped_reads(wrapped)) if advice == HOIST else None
                self.report(node, fix=fix, subject=subject, how="is called inside a loop", advice=advice)
            return
        outer = self.scope.node
        if not isinstance(outer, cst.FunctionDef) or self._runs_once(outer):
            return
        if (names_in(wrapped) if not isinstance(wrapped, cst.Lambda) else _lambda_reads(wrapped)) & _own_names(outer):
            return  # it wraps or closes over `outer`'s arguments or locals
        parent = self.parent
        used = (  # `tf.function(f)(x)` on the outer function's own arguments
            isinstance(parent, cst.Call)
            and parent.func is node
            and any(names_in(arg.value) & _inputs(outer) for arg in parent.args)
        )
        if not used and isinstance(parent, cst.Assign) and len(parent.targets) == 1:
            target = parent.targets[0].target
            used = isinstance(target, cst.Name) and self._used_per_call(outer, target.value, parent)
        if used:
            how = f"is called inside `{outer.name.value}` and used there, so every call of `{outer.name.value}`"
            self.report(node, subject=subject, how=how + PER_CALL_HOW, advice=PER_CALL)

    def _check_helper(self, node: cst.Call) -> None:
        """A same-module function called in a loop that creates a new tf.function on every call."""
        summary = self.context.summary
        if not isinstance(node.func, (cst.Name, cst.Attribute)):
            return
        callees = summary.resolve_call(node.func, [frame.node for frame in self.frames])
        if any(callee.name.value == "__init__" for callee in callees):
            return  # a new object per iteration, with its own functions
        creators = summary.creators(NEW_TF_FUNCTION)
        if not callees or not all(c in creators and not summary.facts[c].tf_function for c in callees):
            return
        path = summary.creation_path(callees[0], NEW_TF_FUNCTION)
        if self._cached(node) or self._needed_each_iteration(node, path):
            return
        through = f", through `{path[-1].name.value}()`" if len(path) > 1 else ""
        how = f"creates a new tf.function on every call{through}, and is called inside a loop"
        # Through further helpers, what the created function reads is not followed: no fix.
        fix = self._hoist(node, _creations_read(path[0], self.imports)) if len(path) == 1 else None
        self.report(node, fix=fix, subject=f"`{code(node.func)}()`", how=how, advice="call it once, before the loop")

    # --- the fix ---------------------------------------------------------------------
    def _hoist(self, call: cst.Call, reads: FrozenSet[str]) -> Optional[Replace]:
        """Move `name = <call>` from the loop body to just before the loop, or None where that is not simple.

        Only a statement of its own, directly in the body of a `for`/`while` (not under an `if`, `with` or
        `try`), that binds one plain name the loop binds nowhere else, to `call` itself; the call and what the
        created function reads (`reads`) must use no name the loop rebinds, and the body must keep a statement.
        Comment lines just above the loop stay there (they describe the loop); blank lines before them go above
        the moved statement, and its own comments go with it.
        """
        loop = self.innermost_loop
        line = self.ancestors[-3] if len(self.ancestors) > 2 else None
        assign = self.parent
        if not isinstance(loop, (cst.For, cst.While)) or not isinstance(loop.body, cst.IndentedBlock):
            return None
        if not isinstance(line, cst.SimpleStatementLine) or len(line.body) != 1 or line not in loop.body.body:
            return None
        if not isinstance(assign, cst.Assign) or len(assign.targets) != 1 or assign.value is not call:
            return None
        target = assign.targets[0].target
        if not isinstance(target, cst.Name) or len(loop.body.body) < 2:
            return None
        bound = self._loop_bound()
        if (names_in(call) | reads) & bound:
            return None
        if sum(name == target.value for t, _ in assignments(loop) for name in target_names(t)) != 1:
            return None
        position = next(i for i, ancestor in enumerate(self.ancestors) if ancestor is loop)
        block = self.ancestors[position - 1]
        if not isinstance(block, (cst.Module, cst.IndentedBlock)) or loop not in block.body:
            return None
        split = max((i + 1 for i, empty in enumerate(loop.leading_lines) if empty.comment is None), default=0)
        moved = line.with_changes(leading_lines=[*loop.leading_lines[:split], *line.leading_lines])
        new_body = loop.body.with_changes(body=[s for s in loop.body.body if s is not line])
        new_loop = loop.with_changes(leading_lines=loop.leading_lines[split:], body=new_body)
        statements: List[cst.BaseStatement] = []
        for statement in block.body:
            statements.extend((moved, new_loop) if statement is loop else (statement,))
        return Replace(block, block.with_changes(body=statements))

    def _wrapped_reads(self, wrapped: cst.BaseExpression) -> FrozenSet[str]:
        """What the wrapped function reads from outside: a lambda's free names, or the body of a function of this
        module wrapped by name (a global the loop rebinds would be frozen at the first trace once hoisted)."""
        reads = _lambda_reads(wrapped)
        if isinstance(wrapped, cst.Name):
            for definition in self.context.summary.functions_named(wrapped.value):
                reads |= _body_reads(definition)
        return reads

    # --- helpers ---------------------------------------------------------------------
    def _path(self) -> List[cst.CSTNode]:
        """The ancestors between the innermost loop and the node being visited."""
        loop = self.innermost_loop
        index = max(i for i, ancestor in enumerate(self.ancestors) if ancestor is loop)
        return self.ancestors[index + 1 : -1]

    def _cached(self, node: cst.CSTNode) -> bool:
        path = self._path() if self.in_loop else self.ancestors[:-1]
        return guarded_by_cache_test(path, node)

    def _loop_bound(self) -> FrozenSet[str]:
        return bound_in(self.scope.loops)

    def _loop_advice(self, node: cst.CSTNode, reads: FrozenSet[str]) -> Optional[str]:
        """How to fix a creation in a loop, or None when each iteration needs its own function.

        A function over a new object each iteration (`tf.function(model)` for each model) is needed;
        one that only reads the loop's counter could take it as a tensor argument instead.
        """
        varying = reads & self._loop_bound()
        if not varying:
            return HOIST
        counters = index_names(self.scope.loops, self.imports)
        if varying <= counters:
            listed = ", ".join(f"`{name}`" for name in sorted(varying))
            return f"it reads {listed}, which changes every iteration: pass that as a tensor argument instead"
        return None

    def _needed_each_iteration(self, call: cst.Call, path: Sequence[cst.FunctionDef]) -> bool:
        """Whether each call must make its own function: it closes over an object new in every call.

        For a helper that creates the function itself: the function reads one of the helper's locals
        (`model = build(); @tf.function def step(): model(...)`), or a parameter that the loop passes a
        new value each iteration (`make_step(model)` for each model). Through further helpers: any
        argument that is new each iteration (other than a loop counter).
        """
        varying = self._loop_bound() - index_names(self.scope.loops, self.imports)
        if len(path) != 1:
            return any(names_in(arg.value) & varying for arg in call.args)
        helper = path[0]
        params, own_locals = _parameters(helper), _locals(helper) - {"self", "cls"}
        reads = _creations_read(helper, self.imports)
        if reads & (own_locals - set(params)):
            return True
        offset = 1 if params[:1] in (["self"], ["cls"]) and isinstance(call.func, cst.Attribute) else 0
        positional = [arg for arg in call.args if arg.keyword is None and not arg.star]
        for index, arg in enumerate(positional):
            if index + offset < len(params) and params[index + offset] in reads and names_in(arg.value) & varying:
                return True
        return any(
            arg.keyword is not None and arg.keyword.value in reads and bool(names_in(arg.value) & varying)
            for arg in call.args
        ) or any(arg.star and names_in(arg.value) & varying for arg in call.args)

    def _runs_once(self, outer: cst.FunctionDef) -> bool:
        """The module runs `outer` once (an entry point), or it is setup code, a test, or it caches its result."""
        name = outer.name.value
        if name in SETUP_NAMES or name.startswith(SETUP_PREFIXES):
            return True
        summary = self.context.summary
        facts = summary.facts[outer]
        return facts.cache_guarded or facts.cache_decorated or summary.runs_once(outer)

    def _used_per_call(self, outer: cst.FunctionDef, name: str, definition: cst.CSTNode) -> bool:
        """Whether `outer` runs its own arguments through the tf.function `name`, outside its loops only,
        and does not keep it: a per-input wrapper (`def predict(self, x): ... return forward(x)`), which
        callers call once per batch or step, making and tracing a new function every time.

        Called inside `outer`'s loops, it is traced once per call of a driver function and reused: not
        flagged here (a loop calling `outer` is reported at that call). Returned or stored, `outer` is a
        factory or a cache: reported where a loop calls it. Handed to another call (`ds.map(fn)`), what
        happens to it is not known here. Called without `outer`'s arguments, `outer` is more likely
        one-time setup (initialising a device, saving) than a per-step wrapper.
        """
        if self._runs_once(outer) or guarded_by_cache_test(self.ancestors[:-1], definition):
            return False
        uses = _uses(outer, name, definition)
        if any(kind == "kept" or (kind == "called" and in_loop) for kind, in_loop, _ in uses):
            return False
        return any(kind == "called" and inputs & _inputs(outer) for kind, _, inputs in uses)


def _inputs(function: cst.FunctionDef) -> FrozenSet[str]:
    """The arguments a call passes in: every parameter (`*args`, `**kwargs` included) but `self`/`cls`."""
    params = function.params
    stars = [star.name.value for star in (params.star_arg, params.star_kwarg) if isinstance(star, cst.Param)]
    return frozenset((*_parameters(function), *stars)) - {"self", "cls"}


def _uses(outer: cst.FunctionDef, name: str, definition: cst.CSTNode) -> List[Tuple[str, bool, FrozenSet[str]]]:
    """(how it is used: see `_use_kind`; inside a loop of `outer`; the names its call's arguments read)
    for each reference to `name` in `outer`'s body."""
    found: List[Tuple[str, bool, FrozenSet[str]]] = []
    stack: List[Tuple[cst.CSTNode, Sequence[cst.CSTNode], bool]] = [(outer.body, (), False)]
    while stack:
        node, parents, in_loop = stack.pop()
        if node is definition:
            continue
        if isinstance(node, cst.Name) and node.value == name and parents:
            kind, call = _use_kind(node, parents)
            inputs = frozenset().union(*(names_in(arg.value) for arg in call.args)) if call else frozenset()
            found.append((kind, in_loop, inputs - {name}))
            continue
        if isinstance(node, (cst.Lambda, cst.ClassDef)) or (isinstance(node, cst.FunctionDef) and node is not outer):
            if any(isinstance(n, cst.Name) and n.value == name for n in walk(node)):
                found.append(("kept", in_loop, frozenset()))  # captured by a nested function: it outlives the call
            continue
        loop_body = isinstance(node, (cst.For, cst.While))
        for child in node.children:
            inner = in_loop or (loop_body and child is getattr(node, "body", None))
            stack.append((child, (*parents, node), inner))
    return found


def _use_kind(reference: cst.Name, parents: Sequence[cst.CSTNode]) -> Tuple[str, Optional[cst.Call]]:
    """("called", the call) for `f(x)`, `f.get_concrete_function(x)`, `strategy.run(f, args=...)`; "kept"
    when returned, stored or collected; "passed" when handed to something else."""
    parent = parents[-1]
    if isinstance(parent, cst.Call) and parent.func is reference:
        return "called", parent
    if isinstance(parent, cst.Attribute) and parent.attr.value in ("get_concrete_function", "__call__"):
        call = parents[-2] if len(parents) > 1 else None
        return "called", call if isinstance(call, cst.Call) and call.func is parent else None
    if isinstance(parent, (cst.Return, cst.Yield, cst.Element, cst.DictElement)):
        return "kept", None
    if isinstance(parent, (cst.Assign, cst.AnnAssign)) and parent.value is reference:
        return "kept", None  # stored (`self.step = step`) or aliased: followed no further
    if isinstance(parent, cst.Arg) and len(parents) > 1:
        call = parents[-2]
        method = call.func.attr.value if isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute) else None
        if method in COLLECTING_METHODS:
            return "kept", None
        if method in REPLICA_RUNNERS:
            assert isinstance(call, cst.Call)
            return "called", call
    return "passed", None


def _body_reads(function: cst.FunctionDef) -> FrozenSet[str]:
    """Names a function reads from outside: what its body reads minus its parameters and locals, and what
    its decorators read (`@tf.function(input_signature=[spec])` depends on `spec`)."""
    reads = frozenset().union(*(names_in(statement) for statement in _statements(function)))
    return (reads - _locals(function)) | frozenset().union(*(names_in(d.decorator) for d in function.decorators))


def _parameters(function: cst.FunctionDef) -> List[str]:
    params = function.params
    return [p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)]


def _creations_read(helper: cst.FunctionDef, imports: ImportTable) -> FrozenSet[str]:
    """What the tf.functions `helper` creates itself read from outside them (nested defs, wrapped callables)."""
    reads: FrozenSet[str] = frozenset()
    for node in walk(helper.body, into_scopes=False):
        if isinstance(node, cst.FunctionDef) and any(is_tf_function_decorator(d, imports) for d in node.decorators):
            reads |= _body_reads(node)
        elif isinstance(node, cst.Call):
            parts = tf_function_call(node, imports)
            wrapped = parts[0] if parts is not None else None
            if wrapped is not None:
                reads |= _lambda_reads(wrapped)
                if isinstance(wrapped, cst.Name):  # a nested def wrapped by name: what its body reads
                    nested = [n for n in walk(helper.body, into_scopes=False) if isinstance(n, cst.FunctionDef)]
                    reads |= frozenset().union(*(_body_reads(n) for n in nested if n.name.value == wrapped.value))
    return reads


def _own_names(function: cst.FunctionDef) -> FrozenSet[str]:
    """A function's parameters and locals, except `self`/`cls` (a function over those can live on the object)."""
    return _locals(function) - {"self", "cls"}


def _lambda_reads(wrapped: cst.BaseExpression) -> FrozenSet[str]:
    if isinstance(wrapped, cst.Lambda):
        params = wrapped.params
        own = {p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)}
        return names_in(wrapped.body) - own
    return names_in(wrapped)  # `functools.partial(step, i)`


def _statements(function: cst.FunctionDef) -> Sequence[cst.CSTNode]:
    body = function.body
    return body.body if isinstance(body, cst.IndentedBlock) else [body]


def _locals(function: cst.FunctionDef) -> FrozenSet[str]:
    params = function.params
    names = {p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)}
    for star in (params.star_arg, params.star_kwarg):
        if isinstance(star, cst.Param):
            names.add(star.name.value)
    for target, _ in assignments(function.body):
        names.update(target_names(target))
    return frozenset(names)

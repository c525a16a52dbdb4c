"""What becomes of an object made on every pass of repeated code: kept, or lost once the pass is over.

A new object per pass is a leak only when it is thrown away or rebound: one kept in a collection (appended, stored
under a key, yielded, returned, captured by a nested function) is one distinct object per pass, which is what the
code asked for. The questions are asked of the node that makes the object (a call, a `def`) and the code that
repeats it (a loop, or a function that runs once per step).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, FrozenSet, List, Optional, Set, Tuple

from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.imports import is_tf, last
from tflint_mem.analysis.syntax import COMPREHENSIONS, FUNCTIONS, dotted, names_in, walk_scope
from tflint_mem.analysis.tf_api import tf_api

if TYPE_CHECKING:
    from tflint_mem.analysis.facts import ModuleFacts

# Methods that keep their argument: a value passed to one is part of a collection.
COLLECTING_METHODS = frozenset(
    {"append", "appendleft", "extend", "extendleft", "add", "insert", "push", "put", "setdefault", "update"}
)
KEEPING_METHOD = re.compile(rf"^_?({'|'.join(sorted(COLLECTING_METHODS))})$|^_?(register|track|add_weight)")
# Builtins that read a value and keep nothing of it.
DISCARDING_BUILTINS = frozenset({"print", "str", "repr", "len", "float", "int", "bool", "type", "id"})
# Methods whose result is a new value that keeps nothing of its receiver or arguments.
NEW_VALUE_METHODS = frozenset({"numpy", "item", "tolist", "gradient", "jacobian", "batch_jacobian"})
# `strategy.run(step, args=...)` calls the function it is given.
REPLICA_RUNNERS = frozenset({"run", "experimental_run_v2", "call_for_each_replica"})
# TensorFlow's control flow runs (or traces) the functions it is given during the call and keeps none of them.
RUN_DURING_CALL = frozenset(
    f"tensorflow.{name}"
    for name in ("map_fn", "vectorized_map", "while_loop", "cond", "case", "switch_case", "scan", "foldl", "foldr")
)


@dataclass(frozen=True)
class Use:
    """One reference to a name in a function: `kind` is "called", "kept" (collected, returned, captured), "stored"
    (assigned to one slot: a name, an attribute, a fixed key, which the next pass overwrites) or "passed"; `inputs`
    the names the call passes in."""

    kind: str
    in_loop: bool
    inputs: FrozenSet[str] = frozenset()


class Fates:
    def __init__(self, facts: ModuleFacts) -> None:
        self.facts = facts
        self.index = facts.index

    def is_collected(self, node: ast.AST, top: ast.AST) -> bool:
        """Whether the value of `node` is kept in a collection, below `top`: appended, stored under a key that
        changes (or on an object that is new) on each pass, yielded or returned, or a comprehension's element."""
        child = node
        for parent in self.index.ancestors(node):
            if parent is top or isinstance(parent, (ast.Attribute, ast.Subscript)) and child is parent.value:
                return False  # `Model(...).predict(x)` keeps what `predict` gives back, not the model
            if isinstance(parent, ast.Call) and child is not parent.func:
                func = parent.func
                return isinstance(func, ast.Attribute) and func.attr in COLLECTING_METHODS
            if isinstance(parent, (ast.Yield, ast.YieldFrom, ast.Return, *COMPREHENSIONS)):
                return True
            if isinstance(parent, (ast.List, ast.Tuple, ast.Dict, ast.Set, ast.Starred, ast.keyword)):
                child = parent
                continue
            if isinstance(parent, (ast.Assign, ast.AnnAssign)):
                varying = self._made_each_pass(top)
                return any(
                    isinstance(target, (ast.Subscript, ast.Attribute)) and not one_slot(target, varying)
                    for target in assigned_targets(parent)
                )
            if isinstance(parent, ast.stmt):
                return False
            child = parent
        return False

    def keeps_result(self, call: ast.AST, context: ast.AST, unpacked: Optional[Callable[[int], bool]] = None) -> bool:
        """Whether what `call` makes is kept beyond the pass of `context` (a loop or function) that makes it: a
        comprehension's element, collected (`is_collected`), or bound to a name that is then kept (an ensemble's
        `models.append(model)`, `self.best = model`). With `unpacked`, the call returns a tuple and the positions
        it accepts may hold what the caller asks about (`err, model = train(...)`: the model's name)."""
        if isinstance(context, COMPREHENSIONS) or self.is_collected(call, context):
            return True
        statement = self.index.statement(call)
        targets = getattr(statement, "targets", [])
        names = [t.id for t in targets if isinstance(t, ast.Name)]
        if unpacked is not None and getattr(statement, "value", None) is call:
            elements = [t.elts for t in targets if isinstance(t, (ast.Tuple, ast.List))]
            names += [e.id for elts in elements for i, e in enumerate(elts) if isinstance(e, ast.Name) and unpacked(i)]
        return any(use.kind == "kept" for name in names for use in self.uses(context, name, statement))

    # --- how a new object is lost ---------------------------------------------------------------
    def lost(self, made: ast.AST, context: ast.AST) -> Optional[str]:
        """How the object `made` makes is lost on each pass of `context` (a loop, or a function run per step):
        "discarded", "rebound to `v` each time", "held by `t`, which is rebound each time"; None if it is kept
        (or may be: an unknown callee may keep what it is given)."""
        unknown_call = in_display = False
        child: ast.AST = made
        for parent in self.index.ancestors(made):
            if isinstance(parent, ast.Call) and child is not parent.func:
                func = parent.func
                qualified = self.facts.kinds.qualified(func)
                if isinstance(func, ast.Attribute) and KEEPING_METHOD.match(func.attr) and qualified is None:
                    return None
                if _is_setattr(parent):  # `setattr(self, "v", ...)`: a fixed attribute
                    owner, attribute = dotted(parent.args[0]), parent.args[1]
                    fixed = isinstance(attribute, ast.Constant) and isinstance(attribute.value, str)
                    if owner is None or owner.split(".")[0] in self.varying(context) or not fixed:
                        return None
                    return f"rebound to `{owner}.{getattr(attribute, 'value', '')}` each time"
                if qualified is not None and _tf_op(qualified):
                    return "discarded"  # a TensorFlow op uses it once and gives back a new value
                unknown_call |= qualified is None and dotted(func) not in DISCARDING_BUILTINS
            elif isinstance(parent, (ast.List, ast.Tuple, ast.Set, ast.Dict)):
                in_display = True
            elif isinstance(parent, (ast.Yield, ast.Return)) or (isinstance(parent, ast.AugAssign) and in_display):
                return None  # `yield v`, `return v`, `variables += [v]`
            elif isinstance(parent, (ast.Expr, ast.AugAssign)):
                return None if unknown_call else "discarded"  # an unknown callee may keep it
            elif isinstance(parent, (ast.Assign, ast.AnnAssign, ast.NamedExpr)):
                return self._rebound(parent, context, held=child is not made)
            elif isinstance(parent, ast.stmt):
                return None
            child = parent
        return None

    def _rebound(self, assign: ast.AST, context: ast.AST, held: bool) -> Optional[str]:
        """Describe `v = ...` / `self.v = ...` as rebinding; None if the targets differ each time or are kept."""
        names = []
        for target in assigned_targets(assign):
            name = dotted(target)
            if isinstance(target, ast.Subscript) or name is None:
                return None
            if isinstance(target, ast.Attribute) and name.split(".")[0] in self.varying(context):
                return None  # `layer.kernel = ...` for a different `layer` each time
            names.append(name)
        if not names or any(self.stored(name, context) for name in names):
            return None
        listed = ", ".join(f"`{name}`" for name in names)
        return f"held by {listed}, which is rebound each time" if held else f"rebound to {listed} each time"

    def stored(self, name: str, context: ast.AST, depth: int = 2) -> bool:
        """`context` stores `name` somewhere that outlives the pass, directly or through up to `depth` other names."""
        varying = self.varying(context)
        for node in walk_scope(context):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                if KEEPING_METHOD.match(node.func.attr) and self.facts.kinds.qualified(node.func) is None:
                    if any(self._holds(arg, name) for arg in [*node.args, *(k.value for k in node.keywords)]):
                        return True
            elif isinstance(node, (ast.Yield, ast.Return)) and node.value is not None and self._holds(node.value, name):
                return True
            elif isinstance(node, ast.AugAssign) and any(
                _mentions(d, name) for d in ast.walk(node.value) if isinstance(d, (ast.List, ast.Tuple, ast.Set))
            ):
                return True
            elif (
                isinstance(node, (ast.Assign, ast.AnnAssign))
                and node.value is not None
                and self._holds(node.value, name)
            ):
                for target in assigned_targets(node):
                    other = dotted(target)
                    if isinstance(target, ast.Subscript):
                        return True
                    if isinstance(target, ast.Attribute) and other is not None and other.split(".")[0] in varying:
                        return True
                    if depth > 0 and other is not None and other != name and self.stored(other, context, depth - 1):
                        return True
        return False

    def _holds(self, node: ast.AST, name: str) -> bool:
        """`_holds`, where a TensorFlow op or a Keras model or layer call computes a new tensor from what it is
        given and keeps none of it (`hidden = encoder(x)` does not keep the variable `x`)."""
        return _holds(node, name, self._computes)

    def _computes(self, call: ast.Call) -> bool:
        kinds = self.facts.kinds
        qualified = kinds.qualified(call.func)
        if qualified is not None:
            return _tf_op(qualified)
        part: ast.expr = call.func  # `encoder.distilbert.transformer(x)`: a sub-layer of a model computes too
        while True:
            if kinds.of(part).name in (K.MODEL, K.LAYER):
                return True
            if not isinstance(part, (ast.Attribute, ast.Subscript)):
                return False
            part = part.value

    def handed_to(self, name: str, context: ast.AST, methods: FrozenSet[str], depth: int = 3) -> bool:
        """`context` passes `name` to a `.method(...)` of `methods`, directly or through names assigned from it
        (`variables = layer.variables + [gate]`, then `opt.apply_gradients(zip(grads, variables))`)."""
        aliases, frontier = {name}, {name}
        for _ in range(depth):
            found: Set[str] = set()
            for node in walk_scope(context):
                if isinstance(node, ast.Assign) and any(_mentions(node.value, alias) for alias in frontier):
                    found.update(n for t in node.targets for n in [dotted(t)] if n is not None)
            frontier = found - aliases
            aliases |= frontier
        return any(
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in methods
            and any(
                _mentions(arg, alias) for arg in [*node.args, *(k.value for k in node.keywords)] for alias in aliases
            )
            for node in walk_scope(context)
        )

    def varying(self, context: ast.AST) -> FrozenSet[str]:
        """Names new on each pass: what a loop rebinds, or a function's own names (new on each call)."""
        if isinstance(context, FUNCTIONS):
            return frozenset(self.facts.bindings.local_names(context))
        return self.facts.repetition.varying(context)

    def _made_each_pass(self, context: ast.AST) -> FrozenSet[str]:
        """Names that hold a new object on each pass: `varying`, less a function's parameters (`self`, `state`),
        which callers may pass the same object every time."""
        if isinstance(context, FUNCTIONS):
            return self.varying(context) - {a.arg for a in ast.walk(context.args) if isinstance(a, ast.arg)}
        return self.varying(context)

    # --- how a function uses what it made ------------------------------------------------------------
    def uses(
        self, function: ast.AST, name: str, definition: ast.AST, _seen: FrozenSet[ast.AST] = frozenset()
    ) -> List[Use]:
        """Every use of the local `name` (bound by `definition`) in `function`; a nested function, lambda or class
        that mentions it keeps it when that one may outlive the call (it is kept itself, or is not a plain def)."""
        found: List[Use] = []
        for node in walk_scope(function):
            nested = isinstance(node, (*FUNCTIONS, ast.Lambda, ast.ClassDef))
            if nested and node is not function and node is not definition:
                if any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(node)):
                    found.append(
                        Use("kept" if self._outlives(function, node, _seen | {definition}) else "passed", False)
                    )
            if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load):
                kind, call = self._use(node, function)
                inputs = call_inputs(call) - {name} if call is not None else frozenset()
                found.append(Use(kind, bool(self.index.loops(node)), inputs))
        return found

    def _outlives(self, function: ast.AST, nested: ast.AST, seen: FrozenSet[ast.AST]) -> bool:
        """A nested def only called inside `function` ends with the call: a sibling tf.function that calls another
        (`tf_loss` running `tf_ydot`) does not keep it. Returned, stored or handed on, it may outlive it."""
        if isinstance(nested, ast.Lambda):
            parent = self.index.parent.get(nested)
            parent = self.index.parent.get(parent) if isinstance(parent, ast.keyword) else parent
            # `tf.map_fn(lambda row: f(row), rows)` (seq_flow_lite's SGNN projection): run in the call, not kept.
            return not (isinstance(parent, ast.Call) and self.facts.kinds.qualified(parent.func) in RUN_DURING_CALL)
        if not isinstance(nested, FUNCTIONS) or nested in seen or len(seen) > 4:
            return True
        return any(use.kind != "called" for use in self.uses(function, nested.name, nested, seen))

    def _use(self, reference: ast.Name, context: ast.AST) -> Tuple[str, Optional[ast.Call]]:
        parent = self.index.parent[reference]
        if isinstance(parent, ast.Call) and parent.func is reference:
            return "called", parent
        if isinstance(parent, ast.Attribute) and parent.attr in ("get_concrete_function", "__call__"):
            call = self.index.parent.get(parent)
            return "called", call if isinstance(call, ast.Call) and call.func is parent else None
        if isinstance(parent, (ast.List, ast.Tuple, ast.Dict, ast.Set)):
            display: ast.AST = parent
            while isinstance(self.index.parent.get(display), (ast.List, ast.Tuple, ast.Dict, ast.Set)):
                display = self.index.parent[display]
            holder = self.index.parent.get(display)
            if isinstance(holder, (ast.Assign, ast.AnnAssign)) and holder.value is display:
                if all(one_slot(target, self._made_each_pass(context)) for target in assigned_targets(holder)):
                    return "stored", None  # `best = {"mse": mse, "model": model}`: one slot, replaced each pass
            return "kept", None
        if isinstance(parent, (ast.Return, ast.Yield)):
            return "kept", None
        if isinstance(parent, (ast.Assign, ast.AnnAssign)) and parent.value is reference:
            if all(one_slot(target, self._made_each_pass(context)) for target in assigned_targets(parent)):
                return "stored", None  # `self.step = step`, `best = model`, `state["model"] = model`
            return "kept", None  # `models[fold] = model`: one entry per pass
        if isinstance(parent, ast.Call) and _sets_attribute(parent) and parent.args[-1] is reference:
            fixed = isinstance(parent.args[-2], ast.Constant)  # `setattr(self, head, fc)`: one attribute per pass
            return ("stored" if fixed else "kept"), None
        if isinstance(parent, ast.Call) and isinstance(parent.func, ast.Attribute):
            if parent.func.attr in COLLECTING_METHODS:
                return "kept", None
            if parent.func.attr in REPLICA_RUNNERS:
                return "called", parent
        return "passed", None


def call_inputs(call: ast.Call) -> FrozenSet[str]:
    """The names a call's arguments read."""
    return frozenset().union(*(names_in(arg) for arg in [*call.args, *(k.value for k in call.keywords)]))


def assigned_targets(assign: ast.AST) -> List[ast.expr]:
    """The single targets an assignment binds (tuples and starred targets unpacked)."""
    pending: List[ast.expr] = list(assign.targets) if isinstance(assign, ast.Assign) else []
    if isinstance(assign, (ast.AnnAssign, ast.AugAssign, ast.NamedExpr)):
        pending.append(assign.target)
    found = []
    while pending:
        target = pending.pop(0)
        if isinstance(target, (ast.Tuple, ast.List)):
            pending.extend(target.elts)
        elif isinstance(target, ast.Starred):
            pending.append(target.value)
        else:
            found.append(target)
    return found


def one_slot(target: ast.expr, varying: FrozenSet[str]) -> bool:
    """An assignment target that names one place, which each pass overwrites: a name, an attribute of an object that
    is not new on each pass, or a subscript with a constant key (`state["model"]`)."""
    if isinstance(target, ast.Name):
        return True
    if isinstance(target, ast.Subscript):
        if not (isinstance(target.slice, ast.Constant) and not isinstance(target.slice.value, type(Ellipsis))):
            return False
        target = target.value
    root = dotted(target)
    return root is not None and root.split(".")[0] not in varying


def _is_setattr(call: ast.Call) -> bool:
    return isinstance(call.func, ast.Name) and call.func.id == "setattr" and len(call.args) == 3


def _sets_attribute(call: ast.Call) -> bool:
    """`setattr(owner, name, value)` or `owner.__setattr__(name, value)`."""
    func = call.func
    return _is_setattr(call) or (isinstance(func, ast.Attribute) and func.attr == "__setattr__" and len(call.args) == 2)


def _holds(node: ast.AST, name: str, computed: Callable[[ast.Call], bool] = lambda call: False) -> bool:
    """The value of `node` may hold the object `name` refers to: `[v]`, `f(v)`, `v.read_value`; not a new value
    computed from it (`tape.gradient(y, v)`, `v.numpy()`, `float(v)`), which keeps nothing of it."""
    if isinstance(node, (ast.Name, ast.Attribute)) and dotted(node) == name:
        return True
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in NEW_VALUE_METHODS or dotted(func) in DISCARDING_BUILTINS:
            return False
        if computed(node):
            return False
    return any(_holds(child, name, computed) for child in ast.iter_child_nodes(node))


def _mentions(node: ast.AST, name: str) -> bool:
    return any(isinstance(n, (ast.Name, ast.Attribute)) and dotted(n) == name for n in ast.walk(node))


def _tf_op(qualified: str) -> bool:
    """A TensorFlow op (`tf.add`, `tf.data.Dataset.from_tensor_slices`): it computes a new value from what it is
    given and keeps none of it. Not a class (`tf.Variable`, `tf.keras.Model`), whose object may keep it."""
    return is_tf(qualified) and last(qualified)[:1].islower() and tf_api().builds_ops(qualified)

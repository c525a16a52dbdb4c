"""What a name or `self.attr` is bound to at a given point: scopes, bindings and reaching definitions.

Python's scoping, without running anything: a name bound anywhere in a function is local to it (unless declared
`global`/`nonlocal`); a method does not see its class body; comprehension targets are local to the
comprehension. Within one scope the bindings that reach a use are the last one that surely ran before it, the
conditional ones after that (not those in another branch of the same `if`), and, inside a loop, the ones later in
the loop (from the previous iteration). After `step = tf.convert_to_tensor(step)`, `step` is the result of that
call, whatever it was before. Assignments to attribute chains (`self.ds = ...`) reach within their scope alike.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Dict, FrozenSet, List, Optional, Sequence, Set, Tuple

from tflint_mem.analysis.syntax import (
    COMPREHENSIONS,
    FUNCTIONS,
    SCOPES,
    FunctionNode,
    ScopeNode,
    SyntaxIndex,
    dotted,
    parameters,
    target_names,
)

_NONE: FrozenSet[str] = frozenset()  # the default of a lookup that finds no names

ASSIGN, AUGMENTED, LOOP_TARGET, WITH, PARAMETER, DEFINITION, IMPORT, OTHER = (
    "assign",
    "augmented",
    "for",
    "with",
    "parameter",
    "def",
    "import",
    "other",
)


@dataclass(frozen=True)
class Binding:
    """One place a name gets a value.

    `value` is the expression assigned, where there is one: the right-hand side (the matching element when a
    tuple literal is unpacked), the iterable of a `for`, the context manager of a `with`, a parameter's default.
    `unpacked` is set when the name is one of several targets fed by a single value (`x, y = f()`).
    """

    name: str
    node: ast.AST
    how: str
    value: Optional[ast.expr]
    scope: ScopeNode
    unpacked: Optional[int] = None

    @property
    def position(self) -> Tuple[int, int]:
        return (getattr(self.node, "lineno", 0), getattr(self.node, "col_offset", 0))


class Bindings:
    """Every binding of the module, by scope and name (in source order), and `self.<attr>` assignments by class."""

    def __init__(self, index: SyntaxIndex) -> None:
        self.index = index
        self.by_scope: Dict[ScopeNode, Dict[str, List[Binding]]] = {}
        self.declared_global: Dict[ScopeNode, Set[str]] = {}
        self.declared_nonlocal: Dict[ScopeNode, Set[str]] = {}
        # Lookups, memoised: every rule and fact asks them again and again of the same names and nodes.
        self._owners: Dict[Tuple[str, ast.AST], Optional[ScopeNode]] = {}
        self._reaching: Dict[Tuple[str, int], List[Binding]] = {}
        self._collect()

    # --- collecting --------------------------------------------------------------------------
    def _add(self, scope: ScopeNode, binding: Binding) -> None:
        self.by_scope.setdefault(scope, {}).setdefault(binding.name, []).append(binding)

    def _collect(self) -> None:
        index = self.index
        for node in index.nodes(ast.Assign, ast.AnnAssign, ast.AugAssign, ast.NamedExpr):
            scope = index.scope(node)  # a walrus in a comprehension binds in the scope around it, as here
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    self._bind_target(scope, node, target, node.value, ASSIGN)
            elif isinstance(node, ast.AugAssign):
                self._bind_target(scope, node, node.target, None, AUGMENTED)
            elif node.value is not None:  # type: ignore[attr-defined]
                self._bind_target(scope, node, node.target, node.value, ASSIGN)  # type: ignore[attr-defined]
        for node in index.nodes(ast.For, ast.AsyncFor):
            self._bind_target(index.scope(node), node, node.target, node.iter, LOOP_TARGET)  # type: ignore[attr-defined]
        for node in index.nodes(ast.With, ast.AsyncWith):
            for item in node.items:  # type: ignore[attr-defined]
                if item.optional_vars is not None:
                    self._bind_target(index.scope(node), node, item.optional_vars, item.context_expr, WITH)
        for node in index.nodes(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
            self._add(index.scope(node), Binding(node.name, node, DEFINITION, None, index.scope(node)))  # type: ignore[attr-defined]
        for node in index.nodes(ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda):
            self._bind_parameters(node)
        for node in index.nodes(ast.Import, ast.ImportFrom):
            for alias in node.names:  # type: ignore[attr-defined]
                if alias.name == "*":
                    continue
                local = alias.asname or alias.name.split(".", 1)[0]
                self._add(index.scope(node), Binding(local, node, IMPORT, None, index.scope(node)))
        for node in index.nodes(ast.ExceptHandler):
            if node.name:  # type: ignore[attr-defined]
                self._add(index.scope(node), Binding(node.name, node, OTHER, None, index.scope(node)))  # type: ignore[attr-defined]
        for node in index.nodes(ast.Delete):
            for target in node.targets:  # type: ignore[attr-defined]
                self._bind_target(index.scope(node), node, target, None, OTHER)
        for node in index.nodes(ast.Global):
            self.declared_global.setdefault(index.scope(node), set()).update(node.names)  # type: ignore[attr-defined]
        for node in index.nodes(ast.Nonlocal):
            self.declared_nonlocal.setdefault(index.scope(node), set()).update(node.names)  # type: ignore[attr-defined]
        self._move_declared()
        for table in self.by_scope.values():  # collected kind by kind: put each name's bindings in source order
            for bindings in table.values():
                bindings.sort(key=lambda binding: binding.position)

    def _move_declared(self) -> None:
        """A function's assignments to a name it declares `global` (`nonlocal`) bind the module's (the enclosing
        function's) name: they are read there, and by every function that reads it from there."""
        for scope, names in self.declared_global.items():
            for name in names:
                self._move(scope, name, self.index.tree)
        for scope, names in self.declared_nonlocal.items():
            for name in names:
                target = self._enclosing_binder(scope, name)
                if target is not None:
                    self._move(scope, name, target)

    def _enclosing_binder(self, scope: ScopeNode, name: str) -> Optional[ScopeNode]:
        current = self.index.scope(scope)
        while not isinstance(current, ast.Module):
            if (
                not isinstance(current, ast.ClassDef)
                and name in self.by_scope.get(current, {})
                and name not in self.declared_nonlocal.get(current, set())
            ):
                return current
            current = self.index.scope(current)
        return None

    def _move(self, scope: ScopeNode, name: str, target: ScopeNode) -> None:
        moved = self.by_scope.get(scope, {}).pop(name, [])
        for binding in moved:
            self._add(target, replace(binding, scope=target))

    def _bind_target(
        self, scope: ScopeNode, node: ast.AST, target: ast.AST, value: Optional[ast.expr], how: str
    ) -> None:
        if isinstance(target, ast.Name):
            self._add(scope, Binding(target.id, node, how, value, scope))
        elif isinstance(target, (ast.Tuple, ast.List)):
            elements = target.elts
            literal = isinstance(value, (ast.Tuple, ast.List)) and len(value.elts) == len(elements)
            starred = any(isinstance(e, ast.Starred) for e in elements)
            for position, element in enumerate(elements):
                if literal and not starred and how == ASSIGN:
                    self._bind_target(scope, node, element, value.elts[position], how)  # type: ignore[union-attr]
                else:
                    for name in _names(element):
                        self._add(scope, Binding(name, node, how, value, scope, unpacked=position))
        elif isinstance(target, ast.Starred):
            for name in _names(target.value):
                self._add(scope, Binding(name, node, how, None, scope))

    def _bind_parameters(self, function: ast.AST) -> None:
        args = function.args  # type: ignore[attr-defined]
        positional = [*args.posonlyargs, *args.args]
        defaults: List[Optional[ast.expr]] = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
        pairs = list(zip(positional, defaults)) + list(zip(args.kwonlyargs, args.kw_defaults))
        pairs += [(a, None) for a in (args.vararg, args.kwarg) if a is not None]
        for arg, default in pairs:
            self._add(function, Binding(arg.arg, arg, PARAMETER, default, function))  # type: ignore[arg-type]

    # --- looking up --------------------------------------------------------------------------
    def local_names(self, scope: ScopeNode) -> Set[str]:
        """The names local to a scope: bound there and not declared global or nonlocal."""
        bound = set(self.by_scope.get(scope, {}))
        return bound - self.declared_global.get(scope, set()) - self.declared_nonlocal.get(scope, set())

    def _is_local(self, name: str, scope: ScopeNode) -> bool:
        """`name in self.local_names(scope)`, without building the set (asked for every name a rule resolves)."""
        return (
            name in self.by_scope.get(scope, _NONE)
            and name not in self.declared_global.get(scope, _NONE)
            and name not in self.declared_nonlocal.get(scope, _NONE)
        )

    def state_aliases(self, scope: ScopeNode) -> Set[str]:
        """The locals that only ever name the object's own state (`model = self.model`): the same objects on every
        call, not new ones."""
        found = set()
        for name, bindings in self.by_scope.get(scope, {}).items():
            values = [b.value for b in bindings if b.how == ASSIGN and b.unpacked is None]
            if len(values) == len(bindings) and all(_owned_state(value) for value in values):
                found.add(name)
        return found

    def owner(self, name: str, at: ast.AST) -> Optional[ScopeNode]:
        """The scope whose binding of `name` a use at `at` reads (None: a builtin, an import or unbound)."""
        scope = self.index.scope(at)
        key = (name, scope)
        if key in self._owners:
            return self._owners[key]
        found = self._owners[key] = self._owner(name, scope)
        return found

    def _owner(self, name: str, start: ScopeNode) -> Optional[ScopeNode]:
        scope: Optional[ScopeNode] = start
        first = True
        while scope is not None:
            if name in self.declared_global.get(scope, _NONE):
                scope = self.index.tree
                return scope if name in self.by_scope.get(scope, _NONE) else None
            if (first or not isinstance(scope, ast.ClassDef)) and self._is_local(name, scope):
                return scope
            first = False
            scope = None if isinstance(scope, ast.Module) else self.index.scope(scope)
        return None

    def reaching(self, name: str, at: ast.AST) -> List[Binding]:
        """The bindings of `name` that may hold when `at` runs; empty if `name` is not bound in the module."""
        key = (name, id(at))  # nodes live as long as the index: an id stays theirs
        found = self._reaching.get(key)
        if found is None:
            found = self._reaching[key] = self._reaching_bindings(name, at)
        return list(found)

    def _reaching_bindings(self, name: str, at: ast.AST) -> List[Binding]:
        comprehension = self._comprehension_target(name, at)
        if comprehension is not None:
            return [comprehension]
        scope = self.owner(name, at)
        if scope is None:
            return []
        candidates = self.by_scope[scope][name]
        if self.index.scope(at) is not scope:
            return list(candidates)  # read from a nested function: any binding, at call time
        return self._flow(candidates, at)

    def _flow(self, candidates: Sequence[Binding], at: ast.AST) -> List[Binding]:
        index = self.index
        here = _position(at)
        statement = index.statement(at)
        before = sorted(
            (
                b
                for b in candidates
                if b.position < here and not self._evaluated_by(b, at) and not self._exclusive(b, statement)
            ),
            key=lambda b: b.position,
        )
        found: List[Binding] = []
        for binding in reversed(before):
            found.append(binding)
            if self._dominates(binding, statement) or self._every_branch_binds(found, statement):
                break
        found.reverse()
        loops = [loop for loop in index.loops(at) if not isinstance(loop, COMPREHENSIONS)]
        if loops:
            outer = loops[0]
            found.extend(
                b for b in candidates if b.position >= here and index.is_within(b.node, outer) and b not in found
            )
        return found

    def _evaluated_by(self, binding: Binding, at: ast.AST) -> bool:
        """Whether `at` is part of what computes the binding's value (`x = f(x)` reads the old `x`)."""
        node = binding.node
        if isinstance(node, (ast.For, ast.AsyncFor)):
            return self.index.is_within(at, node.iter)
        if isinstance(node, (ast.With, ast.AsyncWith)):
            return any(self.index.is_within(at, item.context_expr) for item in node.items)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            return any(self.index.is_within(at, d) for d in node.decorator_list)
        return self.index.is_within(at, node) if isinstance(node, (ast.stmt, ast.NamedExpr)) else False

    def _dominates(self, binding: Binding, statement: ast.stmt) -> bool:
        """Whether `binding` surely ran before `statement`: its own statement sits in a block that holds
        `statement`, directly or through nested blocks, outside any `if`/`try`/loop of its own."""
        if binding.how == PARAMETER:
            return True
        return self._ran_before(self._statement(binding), statement)

    def _every_branch_binds(self, found: Sequence[Binding], statement: ast.stmt) -> bool:
        """`if c: n = a` / `else: n = b` (`elif`s included) before `statement`: whichever branch runs binds the
        name, so no binding before the `if` reaches `statement`."""
        latest = self._statement(found[-1])
        holder = self.index.parent.get(latest)
        if not isinstance(holder, ast.If) or not holder.orelse:
            return False
        bound = {self._statement(binding) for binding in found}
        return _binds(holder.body, bound) and _binds(holder.orelse, bound) and self._ran_before(holder, statement)

    def _statement(self, binding: Binding) -> ast.stmt:
        return binding.node if isinstance(binding.node, ast.stmt) else self.index.statement(binding.node)

    def _ran_before(self, bound: ast.stmt, statement: ast.stmt) -> bool:
        """Whether `bound` surely ran before `statement` (see `_dominates`)."""
        index = self.index
        holder = index.parent.get(bound)
        if holder is None:
            return False
        if isinstance(holder, (ast.For, ast.AsyncFor, ast.While)) and bound not in holder.body:
            return False
        if isinstance(holder, ast.If) or isinstance(holder, (ast.Try, *_TRY_STAR)):
            return any(ancestor is holder for ancestor in index.ancestors(statement)) and _same_branch(
                holder, bound, statement, index
            )
        return holder is index.tree or any(ancestor is holder for ancestor in index.ancestors(statement))

    def _exclusive(self, binding: Binding, statement: ast.stmt) -> bool:
        """Whether `binding` and `statement` sit in different branches of one `if` (`body` and `orelse`, `elif`s
        included) that no loop of their scope repeats: then the binding never runs before the statement."""
        index = self.index
        bound = self._statement(binding)
        around = set(index.ancestors(statement))
        child: ast.AST = bound
        for holder in index.ancestors(bound):
            if holder in around:
                if not isinstance(holder, ast.If) or index.loops(holder):
                    return False
                return (child in holder.body) != any(ancestor in holder.body for ancestor in (statement, *around))
            if isinstance(holder, SCOPES):
                return False
            child = holder
        return False

    def _comprehension_target(self, name: str, at: ast.AST) -> Optional[Binding]:
        context = self.index.context.get(at)
        if context is not None and type(at) is not ast.comprehension:
            # A comprehension whose variables `at` may read repeats it (`SyntaxIndex` context): without one, none.
            if not any(isinstance(loop, COMPREHENSIONS) for loop in context[1]):
                return None
        for ancestor in self.index.ancestors(at):
            if isinstance(ancestor, SCOPES):
                return None
            if isinstance(ancestor, COMPREHENSIONS) and not self.index.is_within(at, ancestor.generators[0].iter):
                for clause in ancestor.generators:  # the first iterable is read in the enclosing scope
                    if name in _names(clause.target):
                        return Binding(name, clause, LOOP_TARGET, clause.iter, self.index.scope(ancestor))
        return None

    def values(self, name: str, at: ast.AST) -> List[Optional[ast.expr]]:
        """What `name` may hold at `at`: the assigned expressions (None for a binding without a plain value)."""
        return [b.value if b.how == ASSIGN and b.unpacked is None else None for b in self.reaching(name, at)]

    def free_names(self, function: ast.AST) -> FrozenSet[str]:
        """The names a function (or lambda) reads from outside itself: what its body reads that it does not bind,
        and what its decorators read (`@tf.function(input_signature=[spec])` depends on `spec`)."""
        body = getattr(function, "body", [])
        statements = body if isinstance(body, list) else [body]
        reads: Set[str] = set()
        for statement in statements:
            reads |= self._reads(statement)
        reads -= self.local_names(function)  # type: ignore[arg-type]
        for decorator in getattr(function, "decorator_list", []):
            reads |= self._reads(decorator)
        return frozenset(reads)

    def _reads(self, node: ast.AST) -> Set[str]:
        """The names code under `node` reads from `node`'s scope: a nested function, lambda or class reads what
        it reads from outside itself (and its decorators, defaults and bases); a comprehension reads what it does
        not bind itself."""
        found: Set[str] = set()
        stack = [node]
        while stack:
            current = stack.pop()
            if isinstance(current, ast.Name):
                if isinstance(current.ctx, ast.Load):
                    found.add(current.id)
            elif isinstance(current, SCOPES):
                found |= self.free_names(current)
                stack.extend(_evaluated_outside(current))
            elif isinstance(current, COMPREHENSIONS):
                first, *rest = current.generators
                targets = {name for clause in current.generators for name in _names(clause.target)}
                inner: Set[str] = set()
                for part in (*_elements_of(current), *first.ifs, *(n for c in rest for n in (c.iter, *c.ifs))):
                    inner |= self._reads(part)
                found |= (inner - targets) | self._reads(first.iter)
            else:
                stack.extend(ast.iter_child_nodes(current))
        return found

    # --- attributes --------------------------------------------------------------------------
    @cached_property
    def attributes(self) -> Dict[ast.ClassDef, Dict[str, List[Binding]]]:
        """For each class, the values assigned to `self.<attr>` in its methods (and to `<attr>` in its body)."""
        found: Dict[ast.ClassDef, Dict[str, List[Binding]]] = {}
        index = self.index
        for node in index.nodes(ast.Assign, ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]  # type: ignore[attr-defined]
            value = node.value  # type: ignore[attr-defined]
            if value is None:
                continue
            for target in targets:
                for element, element_value, unpacked in _elements(target, value):
                    if not isinstance(element, ast.Attribute) or not isinstance(element.value, ast.Name):
                        continue
                    owner = self.method_class(element, element.value.id)
                    if owner is not None:
                        binding = Binding(element.attr, node, ASSIGN, element_value, index.scope(node), unpacked)
                        found.setdefault(owner, {}).setdefault(element.attr, []).append(binding)
        return found

    def method_class(self, node: ast.AST, receiver: str) -> Optional[ast.ClassDef]:
        """The class whose instance (or class object) `receiver` is at `node`: `self`/`cls` of a method, also
        read from a function nested in the method (a closure)."""
        function = self.index.function(node)
        while function is not None and receiver not in self.local_names(function):
            function = self.index.function(function)  # not bound here: read from the enclosing function
        if function is None or not function.args.args and not function.args.posonlyargs:
            return None
        first = (function.args.posonlyargs + function.args.args)[0].arg
        if first != receiver:
            return None
        owner = self.index.scope(function)
        return owner if isinstance(owner, ast.ClassDef) else None

    def attribute_bindings(self, owner: ast.ClassDef, attribute: str) -> List[Binding]:
        """The bindings of `self.<attribute>` in the methods of `owner`, and of `attribute` in its body."""
        return [*self.attributes.get(owner, {}).get(attribute, []), *self.by_scope.get(owner, {}).get(attribute, [])]

    def init_parameter(self, owner: ast.ClassDef, attribute: str) -> Optional[Tuple[FunctionNode, str]]:
        """`__init__` and the one parameter of it that `self.<attribute>` only ever holds (`self.model = model`);
        None when any other binding sets it."""
        bindings = self.attribute_bindings(owner, attribute)
        init = next((b.scope for b in bindings if getattr(b.scope, "name", "") == "__init__"), None)
        if not isinstance(init, FUNCTIONS) or not all(b.scope is init and b.unpacked is None for b in bindings):
            return None
        names = {b.value.id if isinstance(b.value, ast.Name) else "" for b in bindings}
        if len(names) != 1 or not names <= set(parameters(init)):
            return None
        return init, names.pop()

    def hides_method(self, owner: ast.ClassDef, attribute: str) -> bool:
        """A method of `owner` sets `self.<attribute>` to something other than a wrapper of the method of that name
        (`self.optimizer = self.optimizer()`, a Keras backend function kept under the builder's name): instance
        lookup finds that value, so `self.<attribute>(...)` no longer runs the method. A wrapper
        (`self.step = tf.function(self.step)`) or an alias still runs it."""
        for binding in self.attributes.get(owner, {}).get(attribute, []):
            value = binding.value
            if binding.unpacked is not None:
                return True
            if value is None or isinstance(value, ast.Attribute) and value.attr == attribute:
                continue
            arguments = [*value.args, *(k.value for k in value.keywords)] if isinstance(value, ast.Call) else []
            if not any(isinstance(a, ast.Attribute) and a.attr == attribute for a in arguments):
                return True
        return False

    def attribute_values(self, owner: ast.ClassDef, attribute: str) -> List[Optional[ast.expr]]:
        bindings = self.attributes.get(owner, {}).get(attribute, [])
        values = [b.value if b.unpacked is None else None for b in bindings]
        body = self.by_scope.get(owner, {}).get(attribute, [])
        values.extend(b.value if b.how == ASSIGN and b.unpacked is None else None for b in body)
        return values

    # --- attribute chains ------------------------------------------------------------------------
    @cached_property
    def chains(self) -> Dict[ScopeNode, Dict[str, List[Binding]]]:
        """Assignments to attribute chains (`self.ds = ...`, `data.train = ...`) by the scope whose code makes them
        and the chain as written (`self.ds`), in source order; `+=` is an augmented binding."""
        found: Dict[ScopeNode, Dict[str, List[Binding]]] = {}
        for node in self.index.nodes(ast.Assign, ast.AnnAssign, ast.AugAssign):
            scope = self.index.scope(node)
            value = node.value  # type: ignore[attr-defined]
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]  # type: ignore[attr-defined]
            for target in targets:
                if isinstance(node, ast.AugAssign) or value is None:
                    elements: List[Tuple[ast.AST, Optional[ast.expr], Optional[int]]] = [(target, None, None)]
                    how = AUGMENTED if isinstance(node, ast.AugAssign) else OTHER
                else:
                    elements, how = _elements(target, value), ASSIGN
                for element, element_value, unpacked in elements:
                    chain = dotted(element) if isinstance(element, ast.Attribute) else None
                    if chain is not None:
                        binding = Binding(chain, node, how, element_value, scope, unpacked)
                        found.setdefault(scope, {}).setdefault(chain, []).append(binding)
        return found

    def reaching_chain(self, chain: str, at: ast.AST) -> List[Binding]:
        """The assignments of the attribute chain `chain` (`self.ds`) made in `at`'s own scope that may hold when
        `at` runs (what other scopes or calls assign to it is not known here)."""
        candidates = self.chains.get(self.index.scope(at), {}).get(chain, [])
        return self._flow(candidates, at) if candidates else []


_TRY_STAR = tuple(getattr(ast, name) for name in ("TryStar",) if hasattr(ast, name))


def _binds(block: Sequence[ast.stmt], bound: Set[ast.stmt]) -> bool:
    """A statement of `block` itself binds (one of `bound`), or an `if` of it binds in each of its branches."""
    for statement in block:
        if statement in bound:
            return True
        if isinstance(statement, ast.If) and _binds(statement.body, bound) and _binds(statement.orelse, bound):
            return True
    return False


def _same_branch(holder: ast.AST, bound: ast.stmt, statement: ast.stmt, index: SyntaxIndex) -> bool:
    """Whether `bound` and `statement` sit in the same branch of `holder` (an `if` or `try`), `bound` in a body
    that runs whenever the branch holding `statement` runs."""
    for field in ("body", "orelse", "finalbody"):
        block = getattr(holder, field, None) or []
        if bound in block:
            return any(ancestor in block for ancestor in (statement, *index.ancestors(statement)))
    return False


def _evaluated_outside(scope: ast.AST) -> List[ast.AST]:
    """The parts of a nested def, lambda or class that its enclosing scope evaluates (decorators aside)."""
    if isinstance(scope, ast.ClassDef):
        return [*scope.bases, *(k.value for k in scope.keywords)]
    args: ast.arguments = scope.args  # type: ignore[attr-defined]
    parts: List[ast.AST] = [*args.defaults, *(d for d in args.kw_defaults if d is not None)]
    every = (*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg)
    parts.extend(a.annotation for a in every if a is not None and a.annotation is not None)
    returns = getattr(scope, "returns", None)
    return parts + [returns] if returns is not None else parts


def _elements_of(comprehension: ast.AST) -> List[ast.expr]:
    if isinstance(comprehension, ast.DictComp):
        return [comprehension.key, comprehension.value]
    return [comprehension.elt]  # type: ignore[attr-defined]


def _names(target: ast.AST) -> List[str]:
    """The names a target binds: not `self` in `self.x, y = ...`, nor `i` in `a[i], b = ...`."""
    return list(target_names(target))


def _elements(target: ast.AST, value: ast.expr) -> List[Tuple[ast.AST, Optional[ast.expr], Optional[int]]]:
    """(target, its value, unpacked position) for each single target of an assignment."""
    if isinstance(target, (ast.Tuple, ast.List)):
        literal = isinstance(value, (ast.Tuple, ast.List)) and len(value.elts) == len(target.elts)
        found: List[Tuple[ast.AST, Optional[ast.expr], Optional[int]]] = []
        for position, element in enumerate(target.elts):
            if literal:
                found.extend(_elements(element, value.elts[position]))  # type: ignore[attr-defined]
            else:
                found.append((element, value, position))
        return found
    return [(target, value, None)]


def _position(node: ast.AST) -> Tuple[int, int]:
    return (getattr(node, "lineno", 0), getattr(node, "col_offset", 0))


def _owned_state(value: Optional[ast.expr]) -> bool:
    """`self.model`, `self.nets.encoder`: an attribute chain of the receiver."""
    if not isinstance(value, ast.Attribute):
        return False
    while isinstance(value, ast.Attribute):
        value = value.value
    return isinstance(value, ast.Name) and value.id in ("self", "cls")

"""One walk over Python's syntax tree: parents, lexical scopes, enclosing loops, and the nodes rules look at.

Every later fact (bindings, kinds, calls, repetition) is computed from this index, so the module is walked
exactly once. "The loops around a node" are those of its own scope whose repeated part holds it: a `for` body
and target, a `while` test and body, a comprehension's element, conditions and inner clauses. A `for`'s iterable,
an `else` clause and a comprehension's first iterable run once. A nested `def`, `lambda` or `class` body starts a
new scope; its decorators, defaults, annotations and bases belong to the scope around it.
"""

from __future__ import annotations

import ast
from functools import cached_property
from typing import Dict, FrozenSet, Iterable, Iterator, List, Optional, Set, Tuple, Type, Union

from tflint_mem.core.findings import Location
from tflint_mem.source.lines import LineIndex

FunctionNode = Union[ast.FunctionDef, ast.AsyncFunctionDef]
ScopeNode = Union[ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef]
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
STATEMENT_LOOPS = (ast.For, ast.AsyncFor, ast.While)
LOOPS = (*STATEMENT_LOOPS, *COMPREHENSIONS)
# Nodes every rule may ask for by type.
INDEXED: Tuple[Type[ast.AST], ...] = (
    ast.Call,
    ast.BinOp,
    ast.UnaryOp,
    ast.Subscript,
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.Lambda,
    ast.ClassDef,
    ast.For,
    ast.AsyncFor,
    ast.While,
    ast.ListComp,
    ast.SetComp,
    ast.DictComp,
    ast.GeneratorExp,
    ast.Assign,
    ast.AnnAssign,
    ast.AugAssign,
    ast.NamedExpr,
    ast.Return,
    ast.If,
    ast.With,
    ast.AsyncWith,
    ast.Import,
    ast.ImportFrom,
    ast.Global,
    ast.Nonlocal,
    ast.ExceptHandler,
    ast.Delete,
    ast.Yield,
    ast.YieldFrom,
)
_SKIPPED = (ast.expr_context, ast.operator, ast.unaryop, ast.cmpop, ast.boolop)
# The node classes `_SKIPPED` stands for (`type(x) in` is cheaper than `isinstance(x, _SKIPPED)` in the walk).
_SKIPPED_TYPES = frozenset(sub for base in _SKIPPED for sub in base.__subclasses__())
# The nodes whose children may run in another scope or loop than they do (`_child_context`): for the others, in
# the same.
_CONTEXT_CHANGERS = frozenset({*SCOPES, *STATEMENT_LOOPS, *COMPREHENSIONS})
_NESTED_SCOPES = frozenset(SCOPES)  # the nodes `names_in` does not enter
Context = Tuple[ScopeNode, Tuple[ast.AST, ...]]


class SyntaxIndex:
    """The tree of one file with its parent links, each node's scope and loops, and nodes grouped by type."""

    def __init__(self, tree: ast.Module, text: str) -> None:
        self.tree = tree
        self.text = text
        self.parent: Dict[ast.AST, ast.AST] = {}
        self.context: Dict[ast.AST, Context] = {}
        self.by_type: Dict[Type[ast.AST], List[ast.AST]] = {kind: [] for kind in INDEXED}
        self._lines: Optional[LineIndex] = None
        self._merged: Dict[Tuple[Type[ast.AST], ...], List[ast.AST]] = {}  # `nodes` of several types
        self._walk()

    def _walk(self) -> None:
        parent, context, by_type = self.parent, self.context, self.by_type
        root: Context = (self.tree, ())
        stack: List[Tuple[ast.AST, Context]] = [(self.tree, root)]
        pop, push = stack.pop, stack.append
        while stack:
            node, here = pop()
            context[node] = here
            kind = type(node)
            if kind is ast.Name or kind is ast.Constant:
                continue  # the commonest nodes: no child but an expression context, never indexed by type
            bucket = by_type.get(kind)
            if bucket is not None:
                bucket.append(node)
            if kind is ast.comprehension:
                # The first clause's iterable runs once; its target, conditions and later clauses per iteration.
                owner = parent[node]
                repeated: Context = (here[0], (*here[1], owner))
                first = owner.generators[0] is node  # type: ignore[attr-defined]
                for part in (node.target, node.iter, *node.ifs):  # type: ignore[attr-defined]
                    parent[part] = node
                    push((part, here if first and part is node.iter else repeated))  # type: ignore[attr-defined]
                continue
            changes = kind in _CONTEXT_CHANGERS
            for name in node._fields:
                value = getattr(node, name, None)
                if type(value) is list:
                    if value:
                        inner = _child_context(node, name, here) if changes else here
                        for item in value:
                            if isinstance(item, ast.AST) and type(item) not in _SKIPPED_TYPES:
                                parent[item] = node
                                push((item, inner))
                elif isinstance(value, ast.AST) and type(value) not in _SKIPPED_TYPES:
                    parent[value] = node
                    push((value, _child_context(node, name, here) if changes else here))
        for bucket in by_type.values():  # the stack visits children last first: restore source order
            bucket.sort(key=_position)

    # --- structure ----------------------------------------------------------------------------
    def nodes(self, *kinds: Type[ast.AST]) -> List[ast.AST]:
        """Every node of these types, in source order."""
        if len(kinds) == 1:
            return self.by_type[kinds[0]]
        found = self._merged.get(kinds)
        if found is None:  # sorted once: some facts ask for every function once per function
            found = self._merged[kinds] = sorted((node for kind in kinds for node in self.by_type[kind]), key=_position)
        return list(found)

    def every_node(self) -> Iterable[ast.AST]:
        """Every node but operators and expression contexts, in no particular order: for a question about the whole
        file, a fraction of the cost of `ast.walk`."""
        return self.context.keys()

    def ancestors(self, node: ast.AST) -> Iterator[ast.AST]:
        """The parents of `node`, innermost first, up to the module."""
        current = self.parent.get(node)
        while current is not None:
            yield current
            current = self.parent.get(current)

    def path(self, top: ast.AST, node: ast.AST) -> List[ast.AST]:
        """The nodes strictly between `top` and `node`, outermost first (empty if `top` does not hold `node`)."""
        found: List[ast.AST] = []
        for ancestor in self.ancestors(node):
            if ancestor is top:
                return found[::-1]
            found.append(ancestor)
        return []

    def scope(self, node: ast.AST) -> ScopeNode:
        """The module, function, lambda or class whose code evaluates `node`."""
        return self.context[node][0]

    def function(self, node: ast.AST) -> Optional[FunctionNode]:
        """The `def` whose body runs `node` (through nested lambdas and comprehensions), or None."""
        scope = self.scope(node)
        while isinstance(scope, ast.Lambda):
            scope = self.scope(scope)
        return scope if isinstance(scope, FUNCTIONS) else None

    def yields(self, scope: ast.AST) -> bool:
        """Whether the code of `scope` (a def or lambda, as `walk_scope` walks it) has a `yield`: known from the
        file's yields, not by walking every function."""
        if scope not in self.context:
            return any(isinstance(node, (ast.Yield, ast.YieldFrom)) for node in walk_scope(scope))
        return scope in self._yielding

    @cached_property
    def _yielding(self) -> FrozenSet[ast.AST]:
        """The scopes whose `walk_scope` meets a yield: for each, the nearest def, lambda or class around it."""
        found = set()
        for node in (*self.by_type[ast.Yield], *self.by_type[ast.YieldFrom]):
            owner = next((ancestor for ancestor in self.ancestors(node) if isinstance(ancestor, SCOPES)), None)
            if owner is not None:
                found.add(owner)
        return frozenset(found)

    @cached_property
    def top_level_functions(self) -> List[Tuple[FunctionNode, str]]:
        """The functions other modules can call, with their qualified names: module-level functions (`build`) and
        methods of module-level classes (`Net.call`)."""
        found: List[Tuple[FunctionNode, str]] = []
        for node in self.nodes(*FUNCTIONS):
            scope = self.scope(node)
            name = node.name  # type: ignore[attr-defined]
            if isinstance(scope, ast.Module):
                found.append((node, name))  # type: ignore[arg-type]
            elif isinstance(scope, ast.ClassDef) and isinstance(self.scope(scope), ast.Module):
                found.append((node, f"{scope.name}.{name}"))  # type: ignore[arg-type]
        return found

    def loops(self, node: ast.AST) -> Tuple[ast.AST, ...]:
        """The loops of `node`'s own scope that repeat it, outermost first."""
        return self.context[node][1]

    def statement(self, node: ast.AST) -> ast.stmt:
        """The statement holding `node` (itself if it is one)."""
        current: ast.AST = node
        while not isinstance(current, ast.stmt):
            current = self.parent[current]
        return current

    def is_within(self, node: ast.AST, container: ast.AST) -> bool:
        return node is container or any(ancestor is container for ancestor in self.ancestors(node))

    # --- source text and positions ------------------------------------------------------------
    @property
    def lines(self) -> LineIndex:
        if self._lines is None:
            self._lines = LineIndex(self.text)
        return self._lines

    def start(self, node: ast.AST) -> Location:
        """Where `node` starts: 1-based row and column, the column counted in characters."""
        row = node.lineno  # type: ignore[attr-defined]
        return Location(row, self.lines.char_column(row, node.col_offset) + 1)  # type: ignore[attr-defined]

    def end(self, node: ast.AST) -> Location:
        row = node.end_lineno  # type: ignore[attr-defined]
        return Location(row, self.lines.char_column(row, node.end_col_offset) + 1)  # type: ignore[attr-defined]

    def span(self, node: ast.AST) -> Tuple[Location, Location]:
        return self.start(node), self.end(node)

    def decorator_span(self, decorator: ast.expr) -> Tuple[Location, Location]:
        """From the `@` to the end of the decorator's expression."""
        start = self.start(decorator)
        line = self.lines.line(start.row)
        at = line.rfind("@", 0, start.column - 1)
        return Location(start.row, at + 1 if at >= 0 else start.column), self.end(decorator)

    def attribute_name_span(self, node: ast.Attribute) -> Tuple[Location, Location]:
        """The span of the name after the dot (`cache` in `ds.cache`)."""
        end = self.end(node)
        return Location(end.row, end.column - len(node.attr)), end

    def segment(self, node: ast.AST) -> str:
        """The exact text of `node` (without the parentheses around it)."""
        if getattr(node, "end_lineno", None) is None:
            return ""
        start, end = self.start(node), self.end(node)
        index = self.lines
        return index.text[index.offset(start.row, start.column) : index.offset(end.row, end.column)]

    def source(self, node: ast.AST) -> str:
        """The text of `node` on one line (for messages)."""
        text = self.segment(node)
        return " ".join(text.split()) if "\n" in text or "\r" in text else text

    def short(self, node: ast.AST, limit: int = 60) -> str:
        text = self.source(node)
        return text if len(text) <= limit else text[: limit - 3] + "..."


def _position(node: ast.AST) -> Tuple[int, int]:
    return (getattr(node, "lineno", 0), getattr(node, "col_offset", 0))


def _child_context(node: ast.AST, field: str, here: Context) -> Context:
    """The scope and loops in which `child` (in `node.field`) is evaluated."""
    kind = type(node)
    if kind in (ast.FunctionDef, ast.AsyncFunctionDef):
        return (node, ()) if field == "body" else here  # type: ignore[return-value]
    if kind is ast.Lambda:
        return (node, ()) if field == "body" else here  # type: ignore[return-value]
    if kind is ast.ClassDef:
        return (node, ()) if field == "body" else here  # type: ignore[return-value]
    if kind in (ast.For, ast.AsyncFor):
        return (here[0], (*here[1], node)) if field in ("body", "target") else here
    if kind is ast.While:
        return (here[0], (*here[1], node)) if field in ("body", "test") else here
    if kind in COMPREHENSIONS:
        # The clauses (`generators`) are placed by the walk; the element runs once per iteration.
        return here if field == "generators" else (here[0], (*here[1], node))
    return here


def dotted(node: ast.AST) -> Optional[str]:
    """`a.b.c` for a Name/Attribute chain, else None."""
    if type(node) is ast.Name:
        return node.id  # the commonest case, without a list
    parts: List[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def root_name(node: ast.AST) -> Optional[str]:
    """`ds` in `ds.shuffle(10).map`, `data` in `data["train"].map`: the name a chain of uses starts from."""
    while True:
        if isinstance(node, ast.Name):
            return node.id
        if isinstance(node, ast.Attribute):
            node = node.value
        elif isinstance(node, ast.Call):
            node = node.func
        elif isinstance(node, ast.Subscript):
            node = node.value
        else:
            return None


def keyword(call: ast.Call, name: str) -> Optional[ast.expr]:
    return next((k.value for k in call.keywords if k.arg == name), None)


def keyword_node(call: ast.Call, name: str) -> Optional[ast.keyword]:
    return next((k for k in call.keywords if k.arg == name), None)


def positional(call: ast.Call) -> List[ast.expr]:
    """The positional arguments before any `*args`."""
    found = []
    for arg in call.args:
        if isinstance(arg, ast.Starred):
            break
        found.append(arg)
    return found


def argument(call: ast.Call, position: int, name: Optional[str] = None) -> Optional[ast.expr]:
    """The argument at `position`, or passed as `name=`."""
    args = positional(call)
    if position < len(args):
        return args[position]
    return keyword(call, name) if name is not None else None


def is_true(node: Optional[ast.expr]) -> bool:
    """An option given with a value other than `None`/`False`/`0`."""
    if node is None:
        return False
    return not (isinstance(node, ast.Constant) and node.value in (None, False, 0))


def target_names(target: ast.AST) -> Iterator[str]:
    """The plain names an assignment target binds (tuples unpacked; attributes and subscripts bind none)."""
    if isinstance(target, ast.Name):
        yield target.id
    elif isinstance(target, (ast.Tuple, ast.List)):
        for element in target.elts:
            yield from target_names(element)
    elif isinstance(target, ast.Starred):
        yield from target_names(target.value)


def names_in(node: ast.AST) -> FrozenSet[str]:
    """The variables an expression reads: `x` in `x.shape` and `f(dtype=x)`; nested scopes are not entered."""
    found = set()
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, ast.Name):
            found.add(current.id)
        elif not isinstance(current, (ast.Lambda, *FUNCTIONS, ast.ClassDef)) or current is node:
            stack.extend(ast.iter_child_nodes(current))
    return frozenset(found)


def reads(node: ast.AST) -> FrozenSet[str]:
    """The names and attribute chains (`self.global_step`) an expression reads: the names as `names_in` finds them,
    the chains in nested scopes too, in one walk (asked for many values of every loop)."""
    found: Set[str] = set()
    stack: List[Tuple[ast.AST, bool]] = [(node, True)]  # a node, and whether its names are this scope's
    while stack:
        current, own = stack.pop()
        kind = type(current)
        if kind is ast.Name:
            if own:
                found.add(current.id)  # type: ignore[attr-defined]
            continue
        if kind is ast.Attribute:
            chain = dotted(current)
            if chain is not None:
                found.add(chain)
        inner = own and (current is node or kind not in _NESTED_SCOPES)
        stack.extend((child, inner) for child in ast.iter_child_nodes(current))
    return frozenset(found)


def parameters(function: Union[FunctionNode, ast.Lambda]) -> List[str]:
    """Every parameter name, `*args` and `**kwargs` included."""
    args = function.args
    names = [a.arg for a in (*args.posonlyargs, *args.args, *args.kwonlyargs)]
    names.extend(a.arg for a in (args.vararg, args.kwarg) if a is not None)
    return names


def walk_scope(node: ast.AST) -> Iterator[ast.AST]:
    """`node` and every node below it, not entering nested defs, lambdas or classes."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        if current is node or not isinstance(current, SCOPES):
            stack.extend(child_nodes(current))


def child_nodes(node: ast.AST) -> List[ast.AST]:
    """`ast.iter_child_nodes` as a list, in its order: without a generator per node (walks ask for millions)."""
    found: List[ast.AST] = []
    for name in node._fields:
        value = getattr(node, name, None)
        if isinstance(value, ast.AST):
            found.append(value)
        elif isinstance(value, list):
            found.extend(item for item in value if isinstance(item, ast.AST))
    return found


def iteration_calls(loop: ast.AST) -> Iterator[ast.Call]:
    """The calls one pass of a statement loop makes itself: its body, `else` and `while` test, not a `for`'s
    iterable (evaluated once), loops nested in it, or nested functions and classes."""
    stack = [child for child in ast.iter_child_nodes(loop) if child is not getattr(loop, "iter", None)]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Call):
            yield node
        if not isinstance(node, (*SCOPES, *STATEMENT_LOOPS)):
            stack.extend(ast.iter_child_nodes(node))

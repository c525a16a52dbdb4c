"""What changes from one loop iteration to the next: names rebound per iteration and Python loop counters.

Shared by the rules that ask "is this value new every iteration?" (TFM006-TFM009). Everything here is
lexical and local to one function: a nested def, lambda or class is a scope of its own.
"""

from __future__ import annotations

from typing import FrozenSet, Iterable, Iterator, List, Optional, Sequence, Set, Tuple

import libcst as cst

from tflint_mem.analysis import nodes
from tflint_mem.analysis.imports import ImportTable, dotted_name
from tflint_mem.analysis.summary import is_cache_test

SCOPES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)
COMPREHENSIONS = (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)
# Iterables whose items are Python ints: `range(n)`, `trange(n)`, `itertools.count()`.
INT_RANGES = frozenset({"range", "xrange", "trange", "count"})
# Methods that keep their argument: a value passed to one is part of a collection.
COLLECTING_METHODS = frozenset(
    {"append", "appendleft", "extend", "extendleft", "add", "insert", "push", "put", "setdefault", "update"}
)


def walk(node: cst.CSTNode, into_scopes: bool = True) -> Iterator[cst.CSTNode]:
    """Every node under `node` (itself included); without `into_scopes`, nested defs/lambdas/classes are skipped."""
    return nodes.walk(node, skip=() if into_scopes else SCOPES)


def names_in(node: cst.CSTNode) -> FrozenSet[str]:
    """The variables an expression reads: `x` in `x.shape` and `f(dtype=x)`, not `shape` or `dtype`."""
    names: Set[str] = set()
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, cst.Name):
            names.add(current.value)
        elif isinstance(current, cst.Attribute):
            stack.append(current.value)
        elif isinstance(current, cst.Arg):
            stack.append(current.value)
        elif not isinstance(current, SCOPES):
            stack.extend(nodes.children(current))
    return frozenset(names)


def target_names(target: cst.CSTNode) -> Iterator[str]:
    """The plain names an assignment target binds (tuples unpacked; attributes and subscripts bind none)."""
    if isinstance(target, cst.Name):
        yield target.value
    elif isinstance(target, (cst.Tuple, cst.List)):
        for element in target.elements:
            yield from target_names(element.value)
    elif isinstance(target, cst.StarredElement):
        yield from target_names(target.value)


def assignments(body: cst.CSTNode) -> Iterator[Tuple[cst.BaseExpression, Optional[cst.BaseExpression]]]:
    """(target, value) for every binding in `body`, not in nested scopes; value None if not an expression."""
    for node in walk(body, into_scopes=False):
        yield from assignments_of(node)


def assignments_of(node: cst.CSTNode) -> Iterator[Tuple[cst.BaseExpression, Optional[cst.BaseExpression]]]:
    """(target, value) for the bindings one node makes: `=`, `:=`, `+=`, `for`, `with ... as`, `def`, `class`
    (value None when it is not an expression)."""
    if isinstance(node, cst.Assign):
        for target in node.targets:
            yield target.target, node.value
    elif isinstance(node, (cst.AnnAssign, cst.NamedExpr)):
        if node.value is not None:
            yield node.target, node.value
    elif isinstance(node, cst.AugAssign):
        yield node.target, None
    elif isinstance(node, (cst.For, cst.CompFor)):
        yield node.target, None
    elif isinstance(node, cst.WithItem) and node.asname is not None:
        yield node.asname.name, None
    elif isinstance(node, (cst.FunctionDef, cst.ClassDef)):
        yield node.name, None  # a def in a loop makes a new function object every iteration


def loop_clauses(loop: cst.CSTNode) -> List[cst.CSTNode]:
    """The `for` clauses of a loop: the For itself, or every CompFor of a comprehension."""
    if isinstance(loop, cst.For):
        return [loop]
    clauses: List[cst.CSTNode] = []
    clause = getattr(loop, "for_in", None) if isinstance(loop, COMPREHENSIONS) else loop
    while isinstance(clause, cst.CompFor):
        clauses.append(clause)
        clause = clause.inner_for_in
    return clauses


def bound_in(loops: Sequence[cst.CSTNode]) -> FrozenSet[str]:
    """Names that take a new value each iteration of one of `loops`: loop targets and names assigned in them."""
    names: Set[str] = set()
    for loop in loops:
        for target, _ in assignments(loop):
            names.update(target_names(target))
    return frozenset(names)


def index_names(loops: Sequence[cst.CSTNode], imports: ImportTable) -> FrozenSet[str]:
    """Loop targets that are Python ints: `i` in `for i in range(n)`, `for i, x in enumerate(xs)`,
    `for i in tqdm(range(n))`. A loop over a tensor (`tf.range`) yields tensors, not ints."""
    names: Set[str] = set()
    for loop in loops:
        for clause in loop_clauses(loop):
            if isinstance(clause, (cst.For, cst.CompFor)):
                names.update(_int_targets(clause.target, clause.iter, imports))
    return frozenset(names)


def _int_targets(target: cst.BaseExpression, iterable: cst.BaseExpression, imports: ImportTable) -> Iterator[str]:
    if not isinstance(iterable, cst.Call):
        return
    name = dotted_name(iterable.func)
    last = name.rsplit(".", 1)[-1] if name is not None else None
    qualified = imports.resolve(iterable.func)
    if qualified is not None and qualified.split(".", 1)[0] in ("tensorflow", "keras"):
        return
    if last in INT_RANGES:
        yield from (n for n in target_names(target) if isinstance(target, cst.Name))
    elif last == "enumerate":
        if isinstance(target, (cst.Tuple, cst.List)) and target.elements:
            first = target.elements[0].value
            if isinstance(first, cst.Name):
                yield first.value
    elif last == "zip" and isinstance(target, (cst.Tuple, cst.List)):
        for element, arg in zip(target.elements, iterable.args):
            if arg.star:
                return
            yield from _int_targets(element.value, arg.value, imports)
    elif iterable.args and not iterable.args[0].keyword:
        # A progress bar around an int range: `tqdm(range(n))`, `progressbar(range(n))`.
        first = iterable.args[0].value
        if isinstance(first, cst.Call) and isinstance(first.func, cst.Name) and first.func.value in INT_RANGES:
            yield from _int_targets(target, first, imports)


def runs_once(loop: Optional[cst.CSTNode]) -> bool:
    """A `for` over something with one element: `ds.take(1)`, `range(1)`, `[x]`."""
    if not isinstance(loop, cst.For):
        return False
    iterable = loop.iter
    if isinstance(iterable, (cst.List, cst.Tuple)):
        return len(iterable.elements) == 1 and not isinstance(iterable.elements[0], cst.StarredElement)
    if not isinstance(iterable, cst.Call) or len(iterable.args) != 1 or iterable.args[0].keyword is not None:
        return False
    name = dotted_name(iterable.func)
    last = name.rsplit(".", 1)[-1] if name is not None else None
    only = iterable.args[0].value
    return last in ("take", "range") and isinstance(only, cst.Integer) and only.evaluated_value == 1


def is_collected(path: Sequence[cst.CSTNode], node: cst.CSTNode) -> bool:
    """Whether the value of `node` is kept in a collection: appended, stored under a subscript or key,
    yielded, or a comprehension's element. `path` is the ancestors from the loop down to `node`'s parent."""
    child = node
    for parent in reversed(path):
        if isinstance(parent, cst.Call) and child is not parent.func:
            func = parent.func
            return isinstance(func, cst.Attribute) and func.attr.value in COLLECTING_METHODS
        if isinstance(parent, (cst.Yield, cst.Return)) or isinstance(parent, COMPREHENSIONS):
            return True
        if isinstance(parent, (cst.Element, cst.DictElement, cst.List, cst.Tuple, cst.Dict, cst.Set)):
            child = parent
            continue
        if isinstance(parent, (cst.Assign, cst.AnnAssign)):
            targets = [t.target for t in parent.targets] if isinstance(parent, cst.Assign) else [parent.target]
            return any(isinstance(target, cst.Subscript) for target in targets)
        if isinstance(parent, (cst.BaseSmallStatement, cst.BaseCompoundStatement)):
            return False
        child = parent
    return False


def guarded_by_cache_test(path: Iterable[cst.CSTNode], node: cst.CSTNode) -> bool:
    """Whether an `if` between the loop and `node` makes it run once per key (`if self._fn is None:`)."""
    child = node
    for parent in reversed(list(path)):
        if isinstance(parent, cst.If) and child is not parent.test and is_cache_test(parent.test):
            return True
        child = parent
    return False


def code(node: cst.CSTNode) -> str:
    return cst.Module(body=[]).code_for_node(node)

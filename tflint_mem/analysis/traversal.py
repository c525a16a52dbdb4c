"""Walk a libcst tree in libcst's own order without rebuilding it, and without entering subtrees nobody reads.

`CSTNode.visit` rebuilds every node it passes (`_visit_and_replace_children` constructs and validates a
new dataclass per node, even for a read-only visitor) and reports every child attribute. For a linter
that only reads the tree this is most of the cost of a walk. The walk here reads each node's children
in the order libcst itself visits them -- learnt once from the source of each node class's
`_visit_and_replace_children` -- and calls the same hooks, so visitors see exactly what libcst's walk
shows them; it never enters a subtree that cannot hold a node of a type the visitor handles (typically
whitespace, punctuation and leaf names), and it reports only the attributes someone listens to.

If the plans cannot be learnt (a libcst whose node sources are unavailable or written differently),
`available()` is False and callers use `CSTNode.visit`.
"""

from __future__ import annotations

import ast
import functools
import inspect
import linecache
import sys
import textwrap
import typing
from dataclasses import dataclass, fields, is_dataclass
from typing import Callable, Dict, FrozenSet, Iterable, List, Optional, Set, Tuple, Type

import libcst as cst

NodeType = Type[cst.CSTNode]
AttributeKey = Tuple[NodeType, str]


class PlanError(Exception):
    """A node class visits its children in a way this module does not recognise."""


@dataclass(frozen=True)
class Child:
    """One child attribute as libcst visits it.

    `if_present`: libcst reports the attribute only when its value is not None (a sequence visited
    under `... if x is not None else None`); otherwise it reports the attribute even when it is empty.
    """

    name: str
    if_present: bool = False


@functools.cache
def _node_classes() -> Tuple[NodeType, ...]:
    """Every concrete node class libcst defines (the current class objects, not ones `add_slots` replaced)."""
    found: Dict[str, NodeType] = {}
    pending: List[type] = [cst.CSTNode]
    while pending:
        cls = pending.pop()
        sub: type
        for sub in cls.__subclasses__():
            pending.append(sub)
            module = sys.modules.get(sub.__module__)
            if module is not None and getattr(module, sub.__name__, None) is sub and not inspect.isabstract(sub):
                found[f"{sub.__module__}.{sub.__qualname__}"] = sub
    return tuple(sorted(found.values(), key=lambda cls: (cls.__module__, cls.__qualname__)))


@functools.cache
def _concrete_subclasses(declared: type) -> FrozenSet[NodeType]:
    # `in __mro__` rather than issubclass: libcst's node bases are ABCs, whose subclass checks are slow.
    return frozenset(cls for cls in _node_classes() if declared in cls.__mro__)


_VISIT_HELPERS = frozenset(
    {
        "visit_required",
        "visit_optional",
        "visit_sentinel",
        "visit_sequence",
        "visit_iterable",
        "visit_body_sequence",
        "visit_body_iterable",
    }
)


def _visited_field(node: ast.AST) -> Optional[str]:
    """`"x"` for a call `visit_*(self, "x", ..., visitor)`, else None."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _VISIT_HELPERS
        and len(node.args) == 4
        and isinstance(node.args[1], ast.Constant)
        and isinstance(node.args[1].value, str)
    ):
        return node.args[1].value
    return None


def _children_from_expression(node: ast.expr) -> Optional[Child]:
    """The child a keyword argument of the rebuilt node visits, None for a copied value (`value=self.value`)."""
    name = _visited_field(node)
    if name is not None:
        return Child(name)
    if isinstance(node, ast.IfExp):
        body, orelse = _visited_field(node.body), _visited_field(node.orelse)
        if body is not None and body == orelse:  # `visit_required(...) if isinstance(...) else visit_sequence(...)`
            return Child(body)
        none = ast.Constant(value=None)
        if body is not None and ast.dump(node.orelse) == ast.dump(none) and _tests_not_none(node.test):
            return Child(body, if_present=True)
        raise PlanError(f"unrecognised conditional visit: {ast.unparse(node)}")
    for inner in ast.walk(node):
        if _visited_field(inner) is not None:
            raise PlanError(f"unrecognised visit: {ast.unparse(node)}")
    return None


def _tests_not_none(test: ast.expr) -> bool:
    return (
        isinstance(test, ast.Compare)
        and len(test.ops) == 1
        and isinstance(test.ops[0], ast.IsNot)
        and isinstance(test.comparators[0], ast.Constant)
        and test.comparators[0].value is None
    )


def _method_source(method: Callable[..., object]) -> ast.FunctionDef:
    """The syntax tree of one method, from its lines in the module's source (cheaper than inspect.getsource)."""
    code = getattr(method, "__code__", None)
    lines = linecache.getlines(code.co_filename) if code is not None else []
    if not lines:
        raise PlanError(f"source of {getattr(method, '__qualname__', method)} unavailable")
    first = code.co_firstlineno - 1 if code is not None else 0
    while first > 0 and lines[first - 1].lstrip().startswith("@"):
        first -= 1
    try:
        tree = ast.parse(textwrap.dedent("".join(lines[first : _block_end(lines, first)])))
    except SyntaxError:
        tree = ast.parse(textwrap.dedent("".join(inspect.getblock(lines[first:]))))  # tokenizes: slower, exact
    function = tree.body[0]
    if not isinstance(function, ast.FunctionDef):
        raise PlanError(f"unexpected source for {method}")
    return function


def _block_end(lines: List[str], first: int) -> int:
    """Where the indented block of the `def` at `lines[first]` ends: a header whose brackets balance and that
    ends with a colon, then every blank or more indented line."""
    indent = len(lines[first]) - len(lines[first].lstrip())
    depth, index = 0, first
    while index < len(lines):
        line = lines[index]
        depth += sum(line.count(c) for c in "([{") - sum(line.count(c) for c in ")]}")
        index += 1
        if depth <= 0 and line.rstrip().endswith(":"):
            break
    while index < len(lines) and (not lines[index].strip() or len(lines[index]) - len(lines[index].lstrip()) > indent):
        index += 1
    return index


@functools.cache
def children_of(cls: NodeType) -> Tuple[Child, ...]:
    """The child attributes `cls._visit_and_replace_children` visits, in its order."""
    owner = next((k for k in cls.__mro__ if "_visit_and_replace_children" in k.__dict__), None)
    if owner is None:
        raise PlanError(f"{cls.__name__} has no _visit_and_replace_children")
    try:
        function = _method_source(owner.__dict__["_visit_and_replace_children"])
    except SyntaxError as error:
        raise PlanError(f"cannot read {owner.__name__}._visit_and_replace_children: {error}") from None
    body = [s for s in function.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    call: Optional[ast.expr] = None
    for statement in body:
        if (
            isinstance(statement, ast.Assign)
            and len(statement.targets) == 1
            and isinstance(statement.targets[0], ast.Name)
            and isinstance(statement.value, ast.Attribute)
            and isinstance(statement.value.value, ast.Name)
            and statement.value.value.id == "self"
        ):
            continue  # `names = self.names`: a local copy of a field, visited below under the field's name
        if isinstance(statement, ast.Assign) and call is None and isinstance(statement.value, ast.Call):
            call = statement.value  # `ret = Node(...)` then `return ret`
        elif isinstance(statement, ast.Return) and statement.value is not None:
            if isinstance(statement.value, ast.Name) and statement.value.id == "self" and call is None:
                return ()  # a leaf: nothing to visit
            if isinstance(statement.value, ast.Call):
                call = statement.value
            elif not (isinstance(statement.value, ast.Name) and call is not None):
                raise PlanError(f"{cls.__name__}: unrecognised return")
        else:
            raise PlanError(f"{cls.__name__}: unrecognised statement {ast.unparse(statement)}")
    if not isinstance(call, ast.Call) or call.args:
        raise PlanError(f"{cls.__name__}: expected a rebuild with keyword arguments")
    result = []
    for keyword in call.keywords:
        child = _children_from_expression(keyword.value)
        if child is not None:
            result.append(child)
    names = {field.name for field in fields(cls)} if is_dataclass(cls) else set()
    for child in result:
        if child.name not in names:
            raise PlanError(f"{cls.__name__}: visits unknown field {child.name!r}")
    return tuple(result)


@functools.cache
def _all_plans() -> Optional[Dict[NodeType, Tuple[Child, ...]]]:
    try:
        return {cls: children_of(cls) for cls in _node_classes()}
    except PlanError:
        return None


def available() -> bool:
    """Whether every node class's visiting order could be learnt."""
    return _all_plans() is not None


def _classes_in_hint(hint: object) -> Iterable[type]:
    if isinstance(hint, type):
        yield hint
        return
    for argument in typing.get_args(hint):
        yield from _classes_in_hint(argument)


@functools.cache
def possible_children(cls: NodeType) -> Dict[str, FrozenSet[NodeType]]:
    """For each visited attribute of `cls`, the node classes its type annotation allows."""
    hints = typing.get_type_hints(cls)
    result = {}
    for child in children_of(cls):
        possible: Set[NodeType] = set()
        for declared in _classes_in_hint(hints[child.name]):
            if issubclass(declared, cst.CSTNode):
                possible |= _concrete_subclasses(declared)
        result[child.name] = frozenset(possible)
    return result


@dataclass(frozen=True)
class Plan:
    """How to walk for one set of interests: which classes to enter, which attributes to read and report.

    `steps[cls]` lists `(attribute, report, if_present)` for each child attribute worth reading; a class
    missing from `steps` is never entered (nothing below it is of interest).
    """

    steps: Dict[NodeType, Tuple[Tuple[str, bool, bool], ...]]


@functools.lru_cache(maxsize=64)
def plan_for(node_types: FrozenSet[NodeType], attributes: FrozenSet[AttributeKey]) -> Optional[Plan]:
    """The walk that reaches every node of `node_types` and reports every attribute in `attributes`.

    A class is entered if it is of interest, has a reported attribute, or may hold (per its type
    annotations) a class that is entered.
    """
    plans = _all_plans()
    if plans is None:
        return None
    reported_classes = {cls for cls, _ in attributes}
    entered: Set[NodeType] = {cls for cls in plans if cls in node_types or cls in reported_classes}
    changed = True
    while changed:
        changed = False
        for cls in plans:
            if cls in entered:
                continue
            if any(options & entered for options in possible_children(cls).values()):
                entered.add(cls)
                changed = True
    steps = {}
    for cls in entered:
        possible = possible_children(cls)
        steps[cls] = tuple(
            (child.name, (cls, child.name) in attributes, child.if_present)
            for child in plans[cls]
            if possible[child.name] & entered or (cls, child.name) in attributes
        )
    return Plan(steps)


Hook = Callable[[cst.CSTNode], object]
AttributeHook = Callable[[cst.CSTNode, str], None]


def walk(
    root: cst.CSTNode,
    plan: Plan,
    on_visit: Hook,
    on_leave: Hook,
    on_visit_attribute: AttributeHook,
    on_leave_attribute: AttributeHook,
) -> None:
    """Visit `root` and the subtrees `plan` enters, calling the hooks as `CSTNode.visit` would.

    `on_visit` returning False skips the node's children (its `on_leave` is still called), as in libcst.
    Recursion is one Python frame per entered level.
    """
    steps = plan.steps

    def visit(node: cst.CSTNode) -> None:
        if on_visit(node) is not False:
            for name, report, if_present in steps[type(node)]:
                value = getattr(node, name)
                if report:
                    if if_present and value is None:
                        continue
                    on_visit_attribute(node, name)
                if isinstance(value, (tuple, list)):
                    for item in value:
                        if type(item) in steps:
                            visit(item)
                elif type(value) in steps:
                    visit(value)
                if report:
                    on_leave_attribute(node, name)
        on_leave(node)

    if type(root) in steps:
        visit(root)


def interests_of(visitor_class: type) -> Tuple[FrozenSet[NodeType], FrozenSet[AttributeKey]]:
    """The node types and attributes a name-dispatching `CSTVisitor` subclass defines hooks for."""
    types: Set[NodeType] = set()
    attributes: Set[AttributeKey] = set()
    for name in dir(visitor_class):
        kind, _, target = name.partition("_")
        if kind not in ("visit", "leave") or not target:
            continue
        type_name, _, attribute = target.partition("_")
        node_type = getattr(cst, type_name, None)
        if not (isinstance(node_type, type) and issubclass(node_type, cst.CSTNode)):
            continue
        if attribute:
            attributes.add((node_type, attribute))
        else:
            types.add(node_type)
    return frozenset(types), frozenset(attributes)


def visit(node: cst.CSTNode, visitor: cst.CSTVisitor) -> None:
    """`node.visit(visitor)` for a read-only visitor that dispatches by method name, without the rebuild.

    Falls back to libcst's own walk if the visitor overrides the generic hooks (`on_visit` ...) or the
    plans are unavailable.
    """
    cls = type(visitor)
    generic = all(
        getattr(cls, hook) is getattr(cst.CSTVisitor, hook)
        for hook in ("on_visit", "on_leave", "on_visit_attribute", "on_leave_attribute")
    )
    plan = plan_for(*interests_of(cls)) if generic else None
    if plan is None:
        node.visit(visitor)
        return
    walk(node, plan, visitor.on_visit, visitor.on_leave, visitor.on_visit_attribute, visitor.on_leave_attribute)

"""Fast, read-only access to the children of libcst nodes, for passes that only look at the tree.

libcst's visitor and `node.children` rebuild each node's children through its `_visit_and_replace_children`
machinery and dispatch by method name: about as slow as parsing. Reading the dataclass fields directly,
skipping whitespace and punctuation, is several times faster. Children come in field order, which is
source order except that a `FunctionDef`/`ClassDef` lists its decorators after its body; passes that care
(the module summary) handle those nodes themselves.
"""

from __future__ import annotations

import dataclasses
from typing import Dict, FrozenSet, Iterator, List, Set, Tuple

import libcst as cst

# Fields that hold only whitespace, punctuation or plain strings.
_SKIPPED_FIELDS = frozenset(
    {
        "asynchronous",
        "colon",
        "comma",
        "comment",
        "conversion",
        "default_indent",
        "default_newline",
        "dot",
        "empty_lines",
        "encoding",
        "end",
        "equal",
        "first_colon",
        "first_line",
        "footer",
        "has_trailing_newline",
        "header",
        "indent",
        "last_line",
        "lbrace",
        "lbracket",
        "leading_lines",
        "leading_whitespace",
        "lines_after_decorators",
        "lpar",
        "newline",
        "posonly_ind",
        "rbrace",
        "rbracket",
        "relative",
        "rpar",
        "second_colon",
        "semicolon",
        "separator",
        "star",
        "start",
        "trailing_comma",
        "trailing_whitespace",
    }
)


def _node_types() -> FrozenSet[type]:
    found: Set[type] = set()
    pending: List[type] = [cst.CSTNode]
    while pending:
        current = pending.pop()
        subclass: type
        for subclass in current.__subclasses__():
            pending.append(subclass)
            if dataclasses.is_dataclass(subclass):
                found.add(subclass)
    return frozenset(found)


NODE_TYPES = _node_types()
_FIELDS: Dict[type, Tuple[str, ...]] = {}


def _fields(node_type: type) -> Tuple[str, ...]:
    names = _FIELDS.get(node_type)
    if names is None:
        names = tuple(
            f.name
            for f in dataclasses.fields(node_type)
            if f.name not in _SKIPPED_FIELDS and not f.name.startswith("whitespace")
        )
        _FIELDS[node_type] = names
    return names


def children(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """The child nodes of `node` that carry code (not whitespace or punctuation), in field order."""
    node_types = NODE_TYPES
    for name in _fields(type(node)):
        value = getattr(node, name)
        if type(value) in node_types:
            yield value
        elif type(value) in (tuple, list):
            for item in value:
                if type(item) in node_types:
                    yield item


def walk(node: cst.CSTNode, skip: Tuple[type, ...] = ()) -> Iterator[cst.CSTNode]:
    """`node` and every node below it, depth first; nodes of a type in `skip` (other than `node`) are yielded
    but not descended into."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        if current is node or type(current) not in skip:
            stack.extend(reversed(list(children(current))))

"""How a rule expresses a fix: nodes of the tree it walks, each replaced by a new libcst node.

A rule builds the new nodes from the old ones (`node.with_changes(...)`), so everything it does not
touch, comments and formatting included, is carried over; the engine turns each replacement into a
text edit (the old node's position, the new node's code) and keeps only what actually differs.
Whether the fix is safe and its title come from the rule's YAML `fix:` section unless the rule
overrides them for one fix.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional, Set, Tuple, Union

import libcst as cst

from tflint_mem.analysis import nodes
from tflint_mem.analysis.imports import IMPLICIT_NAMES, ImportTable, canonical

# libcst renders `Arg(keyword=..., value=...)` as `name = value` unless given a tight `=`.
TIGHT_EQUAL = cst.AssignEqual(whitespace_before=cst.SimpleWhitespace(""), whitespace_after=cst.SimpleWhitespace(""))
# Module paths whose members differ from the public API they are canonicalised to.
INTERNAL_SEGMENTS = frozenset({"src", "python"})
_SPACE = cst.SimpleWhitespace(" ")
_NOTHING = cst.SimpleWhitespace("")


@dataclass(frozen=True)
class Replace:
    """Write `new` where `node` (a node of the module being linted) is."""

    node: cst.CSTNode
    new: cst.CSTNode


@dataclass(frozen=True)
class NodeFix:
    """One fix: replacements that must all apply together (they may not overlap)."""

    replacements: Tuple[Replace, ...]
    applicability: Optional[str] = None  # "safe"/"unsafe": overrides the YAML `fix.safety` for this fix
    message: Optional[str] = None  # overrides the YAML `fix.title` for this fix


FixSpec = Union[Replace, NodeFix]


def as_node_fix(spec: FixSpec) -> NodeFix:
    return spec if isinstance(spec, NodeFix) else NodeFix(replacements=(spec,))


def keyword_arg(name: str, value: cst.BaseExpression) -> cst.Arg:
    """`name=value`, written the way PEP 8 wants keyword arguments."""
    return cst.Arg(keyword=cst.Name(name), value=value, equal=TIGHT_EQUAL)


def with_keyword(call: cst.Call, name: str, value: cst.BaseExpression) -> cst.Call:
    """`call` passing `name=value`: an existing `name=` gets the new value, else a new last argument is laid out
    like the others (on its own line if the last one is, keeping a trailing comma and any comments in place)."""
    args = list(call.args)
    for index, arg in enumerate(args):
        if arg.keyword is not None and arg.keyword.value == name:
            args[index] = arg.with_changes(value=value)
            return call.with_changes(args=args)
    new = keyword_arg(name, value)
    if not args:
        return call.with_changes(args=[new])
    last = args[-1]
    before_last = call.whitespace_before_args if len(args) == 1 else _comma_whitespace(args[-2])
    own_line = before_last if isinstance(before_last, cst.ParenthesizedWhitespace) else None
    comma = last.comma
    if isinstance(comma, cst.Comma):
        tail = comma.whitespace_after
        if own_line and isinstance(tail, cst.ParenthesizedWhitespace):
            last = last.with_changes(comma=comma.with_changes(whitespace_after=_line_break(tail, own_line)))
            new = new.with_changes(comma=cst.Comma(whitespace_after=_bare_line_break(tail)))
        else:
            new = new.with_changes(comma=comma)
            last = last.with_changes(comma=comma.with_changes(whitespace_after=_SPACE))
    else:
        tail = last.whitespace_after_arg
        if own_line and isinstance(tail, cst.ParenthesizedWhitespace):
            comma = cst.Comma(whitespace_after=_line_break(tail, own_line))
            new = new.with_changes(whitespace_after_arg=_bare_line_break(tail))
        else:
            comma = cst.Comma(whitespace_after=_SPACE)
            new = new.with_changes(whitespace_after_arg=tail)
        last = last.with_changes(whitespace_after_arg=_NOTHING, comma=comma)
    return call.with_changes(args=[*args[:-1], last, new])


def _comma_whitespace(arg: cst.Arg) -> cst.BaseParenthesizableWhitespace:
    return arg.comma.whitespace_after if isinstance(arg.comma, cst.Comma) else _NOTHING


def _line_break(
    tail: cst.ParenthesizedWhitespace, indentation: cst.ParenthesizedWhitespace
) -> cst.ParenthesizedWhitespace:
    """The end of `tail`'s line (its comment stays there), then the indentation of the next argument."""
    return tail.with_changes(indent=indentation.indent, last_line=indentation.last_line)


def _bare_line_break(tail: cst.ParenthesizedWhitespace) -> cst.ParenthesizedWhitespace:
    """A plain line break ending with `tail`'s indentation (that of the closing parenthesis)."""
    return cst.ParenthesizedWhitespace(
        first_line=cst.TrailingWhitespace(), empty_lines=[], indent=tail.indent, last_line=tail.last_line
    )


def spelled(imports: ImportTable, module: cst.Module, *targets: str) -> Optional[str]:
    """The shortest way to write one of `targets` (qualified names, best first) through the file's own imports.

    `import tensorflow as tf` writes `tensorflow.constant` as `tf.constant`, `from keras import backend as K`
    writes `keras.backend.clear_session` as `K.clear_session`. A name imported from an internal layout
    (`keras.src.backend`, `tensorflow.python...`) is not used: its members are not the public API's. An
    unimported `tf`/`keras` (a snippet) serves only if no import does and the code already uses it. None: the file
    has no name that reaches any target, and code written with a guessed one would not run.
    """
    for target in targets:
        wanted = canonical(target)
        found: List[str] = []
        for local, qualified in imports.bindings.items():
            if INTERNAL_SEGMENTS & set(imports.imported.get(local, qualified).split(".")):
                continue
            for spelling in (target, wanted):
                if spelling == qualified or spelling.startswith(qualified + "."):
                    candidate = local + spelling[len(qualified) :]
                    if imports.resolve_dotted(candidate) == wanted:
                        found.append(candidate)
        if found:
            return min(found, key=lambda candidate: (len(candidate), candidate))
    for target in targets:
        root, _, rest = target.partition(".")
        for local, qualified in IMPLICIT_NAMES.items():
            if qualified == root and local not in imports.bindings and _uses_name(module, local):
                candidate = f"{local}.{rest}"
                if imports.resolve_dotted(candidate) == canonical(target):
                    return candidate
    return None


def _uses_name(module: cst.Module, name: str) -> bool:
    """`name` is read as a variable outside import statements: not `from keras.src import x`, not `tf.keras`'s
    attribute, not a keyword argument."""
    not_variables: Set[int] = set()
    for node in nodes.walk(module, skip=(cst.Import, cst.ImportFrom)):
        if isinstance(node, cst.Attribute):
            not_variables.add(id(node.attr))
        elif isinstance(node, cst.Arg) and node.keyword is not None:
            not_variables.add(id(node.keyword))
        elif isinstance(node, cst.Name) and node.value == name and id(node) not in not_variables:
            return True
    return False

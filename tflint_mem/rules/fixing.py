"""How a rule expresses a fix: nodes of the tree it walks, each replaced by a new libcst node.

A rule builds the new nodes from the old ones (`node.with_changes(...)`), so everything it does not
touch, comments and formatting included, is carried over; the engine turns each replacement into a
text edit (the old node's position, the new node's code) and keeps only what actually differs.
Whether the fix is safe and its title come from the rule's YAML `fix:` section unless the rule
overrides them for one fix.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Tuple, Union

import libcst as cst

# libcst renders `Arg(keyword=..., value=...)` as `name = value` unless given a tight `=`.
TIGHT_EQUAL = cst.AssignEqual(whitespace_before=cst.SimpleWhitespace(""), whitespace_after=cst.SimpleWhitespace(""))
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


def reduce_retracing(target: cst.CSTNode) -> cst.Call:
    """`tf.function` -> `tf.function(reduce_retracing=True)`; a call gets the argument merged into its own."""
    if isinstance(target, cst.Call):
        return with_keyword(target, "reduce_retracing", cst.Name("True"))
    assert isinstance(target, cst.BaseExpression)
    return cst.Call(func=target, args=[keyword_arg("reduce_retracing", cst.Name("True"))])

"""Fixes that reorder a method chain: `x.map(f).batch(8).cache()` -> `x.cache().map(f).batch(8)`.

The whitespace between the links keeps its place, so the chain's layout does not change; a comment at the end of
a line goes with the link before it, whole comment lines with the link after them. The whitespace after the moved
link (before the next link, or before the closing parenthesis) takes part, so the last link's comment moves there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional, Sequence, Tuple

import libcst as cst

from tflint_mem.rules.fixing import Replace
from tflint_mem.source.cst_view import CstView


def move_before(view: CstView, moved: cst.Call, target: cst.Call) -> Optional[Replace]:
    """Move the last link `moved` of a chain to just before the link `target` of the same chain; None where the
    chain's parentheses or comments leave no faithful way to do it."""
    links = _links(moved, target)
    if links is None:
        return None
    receiver = _attribute(target).value
    parent = view.parent(moved)
    grandparent = view.parent(parent) if parent is not None else None
    next_link: Optional[cst.Call] = None
    out: Optional[cst.BaseParenthesizableWhitespace] = None
    if moved.rpar:
        out = moved.rpar[0].whitespace_before
    elif (
        isinstance(parent, cst.Attribute)
        and parent.value is moved
        and isinstance(grandparent, cst.Call)
        and grandparent.func is parent
    ):
        next_link, out = grandparent, parent.dot.whitespace_before
    reordered = _reorder(receiver, links, out)
    if reordered is None:
        return None
    chain, new_out = reordered
    if next_link is not None:
        assert isinstance(parent, cst.Attribute) and isinstance(parent.dot, cst.Dot) and new_out is not None
        dot = parent.dot.with_changes(whitespace_before=new_out)
        return Replace(next_link, next_link.with_changes(func=parent.with_changes(value=chain, dot=dot)))
    rpar = list(moved.rpar)
    if rpar and new_out is not None:
        rpar[0] = rpar[0].with_changes(whitespace_before=new_out)
    return Replace(moved, chain.with_changes(lpar=moved.lpar, rpar=rpar))


def _attribute(call: cst.Call) -> cst.Attribute:
    assert isinstance(call.func, cst.Attribute)
    return call.func


def _links(moved: cst.Call, target: cst.Call) -> Optional[List[cst.Call]]:
    """The calls from `target` to `moved`, innermost first; None if parentheses inside the chain would need moving
    too, or if `target` is not in `moved`'s chain."""
    links = [moved]
    while links[-1] is not target:
        inner = _attribute(links[-1]).value if isinstance(links[-1].func, cst.Attribute) else None
        if not isinstance(inner, cst.Call) or not isinstance(inner.func, cst.Attribute):
            return None
        links.append(inner)
    if any(link.lpar or _attribute(link).lpar for link in links[1:]) or _attribute(moved).lpar:
        return None
    return links[::-1]


@dataclass(frozen=True)
class _Gap:
    """The whitespace before a `.method`: the end of the previous line (its comment belongs to the link before),
    whole comment lines (they belong to the link after), and the indentation (it belongs to the position)."""

    trail: Optional[cst.TrailingWhitespace]
    lead: Sequence[cst.EmptyLine]
    layout: cst.BaseParenthesizableWhitespace


def _gap(whitespace: cst.BaseParenthesizableWhitespace) -> _Gap:
    if isinstance(whitespace, cst.ParenthesizedWhitespace):
        return _Gap(whitespace.first_line, tuple(whitespace.empty_lines), whitespace)
    return _Gap(None, (), whitespace)


def _join(
    layout: cst.BaseParenthesizableWhitespace, trail: Optional[cst.TrailingWhitespace], lead: Sequence[cst.EmptyLine]
) -> Optional[cst.BaseParenthesizableWhitespace]:
    """`layout` carrying a comment and comment lines; None where it has no line break to carry them."""
    if isinstance(layout, cst.ParenthesizedWhitespace):
        return layout.with_changes(first_line=trail or cst.TrailingWhitespace(), empty_lines=list(lead))
    if lead or (trail is not None and trail.comment is not None):
        return None
    return layout


def _reorder(
    receiver: cst.BaseExpression, links: Sequence[cst.Call], out: Optional[cst.BaseParenthesizableWhitespace]
) -> Optional[Tuple[cst.Call, Optional[cst.BaseParenthesizableWhitespace]]]:
    """`receiver.L0()...Ln()` rebuilt as `receiver.Ln().L0()...L(n-1)()`, and the new whitespace after it."""
    gaps = [_gap(_attribute(link).dot.whitespace_before) for link in links]
    out_gap = _gap(out) if out is not None else None
    # trails[i]: the comment ending the line of element i (the receiver is element 0, then the links). Without an
    # outer gap the moved link's own comment is outside the chain and stays there; the comment of the link before
    # it then goes after it, the one place left for it.
    trails = [gap.trail for gap in gaps] + [out_gap.trail if out_gap is not None else gaps[-1].trail]
    order = [len(links) - 1, *range(len(links) - 1)]
    new_gaps = []
    for position, link_index in enumerate(order):
        before = 0 if position == 0 else order[position - 1] + 1
        joined = _join(gaps[position].layout, trails[before], gaps[link_index].lead)
        if joined is None:
            return None
        new_gaps.append(joined)
    new_out: Optional[cst.BaseParenthesizableWhitespace] = None
    if out_gap is not None:
        new_out = _join(out_gap.layout, trails[order[-1] + 1], out_gap.lead)
        if new_out is None:
            return None
    chain: cst.BaseExpression = receiver
    for position, link_index in enumerate(order):
        link = links[link_index]
        attribute = _attribute(link)
        dot = attribute.dot.with_changes(whitespace_before=new_gaps[position])
        chain = link.with_changes(func=attribute.with_changes(value=chain, dot=dot), lpar=[], rpar=[])
    assert isinstance(chain, cst.Call)
    return chain, new_out

"""Text edits: positions to offsets, and applying the fixes of one file in one pass without overlaps.

Edits are applied to the text exactly as it was decoded (its line endings included), so whatever an
edit does not cover is kept byte for byte.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, List, Sequence, Set, Tuple

from tflint_mem.core.findings import Finding, Fix
from tflint_mem.source.lines import LineIndex, Span


@dataclass(frozen=True)
class Applied:
    """The text after one pass, and the findings whose fixes it contains."""

    text: str
    fixed: Tuple[Finding, ...]


def apply_fixes(text: str, findings: Sequence[Finding], wanted: Callable[[Fix], bool]) -> Applied:
    """Apply, in one pass, the wanted fixes of `findings` that overlap no fix applied before them.

    Fixes are taken in order of their first edit; one that touches or overlaps an accepted edit waits for the
    next pass (the caller lints again). A fix identical to an accepted one counts as applied too.
    """
    index = LineIndex(text)
    candidates = []
    for finding in findings:
        if finding.fix is None or not wanted(finding.fix):
            continue
        spans = _spans(index, finding.fix)
        if spans:
            candidates.append((spans, finding))
    candidates.sort(key=lambda item: (item[0][0][0], item[0][-1][1], item[1].sort_key()))
    accepted: List[Span] = []
    accepted_fixes: Set[Tuple[Span, ...]] = set()
    fixed: List[Finding] = []
    for spans, finding in candidates:
        key = tuple(spans)
        if key in accepted_fixes:
            fixed.append(finding)
            continue
        if any(_touch(span, other) for span in spans for other in accepted):
            continue
        accepted.extend(spans)
        accepted_fixes.add(key)
        fixed.append(finding)
    pieces: List[str] = []
    position = 0
    for start, end, content in sorted(accepted):
        pieces.append(text[position:start])
        pieces.append(content)
        position = end
    pieces.append(text[position:])
    return Applied(text="".join(pieces), fixed=tuple(fixed))


def _spans(index: LineIndex, fix: Fix) -> List[Span]:
    """The fix's edits as sorted offsets; empty if they are out of range or overlap each other."""
    try:
        spans = sorted(
            (
                index.offset(edit.location.row, edit.location.column),
                index.offset(edit.end_location.row, edit.end_location.column),
                edit.content,
            )
            for edit in fix.edits
        )
    except ValueError:
        return []
    length = len(index.text)
    for (start, end, _), following in zip(spans, [*spans[1:], None]):
        if not 0 <= start <= end <= length or (following is not None and following[0] < end):
            return []
    return spans


def _touch(one: Span, other: Span) -> bool:
    return one[0] <= other[1] and other[0] <= one[1]

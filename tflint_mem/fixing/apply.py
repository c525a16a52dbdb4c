"""Text edits: positions to offsets, and applying the fixes of one file in one pass without overlaps.

Edits are applied to the text exactly as it was decoded (its line endings included), so whatever an
edit does not cover is kept byte for byte.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import Callable, List, Sequence, Set, Tuple

from tflint_mem.core.findings import Edit, Finding, Fix, Location

# The line breaks Python's tokenizer (and libcst) know; not str.splitlines(), which also breaks at \f, \x1c...
LINE_BREAK = re.compile(r"\r\n|\r|\n")

Span = Tuple[int, int, str]  # start offset, end offset, new text


class LineIndex:
    """Converts between 1-based (row, column) positions, counted in characters, and offsets into `text`."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0] + [match.end() for match in LINE_BREAK.finditer(text)]

    def offset(self, row: int, column: int) -> int:
        """Offset of a 1-based row and a 1-based column."""
        if not 1 <= row <= len(self.starts):
            raise ValueError(f"row {row} is outside the text")
        return self.starts[row - 1] + column - 1

    def location(self, offset: int) -> Location:
        row = bisect.bisect_right(self.starts, offset)
        return Location(row, offset - self.starts[row - 1] + 1)

    def line(self, row: int) -> str:
        """Row `row` (1-based) without its line break."""
        start = self.starts[row - 1]
        end = self.starts[row] if row < len(self.starts) else len(self.text)
        return LINE_BREAK.sub("", self.text[start:end], count=1) if end > start else ""

    def edit(self, start: int, end: int, content: str) -> Edit:
        return Edit(content=content, location=self.location(start), end_location=self.location(end))


def minimal_span(old: str, new: str, start: int) -> Span:
    """The part of `old` (at offset `start`) that `new` really changes; words and numbers are never cut."""
    prefix = 0
    limit = min(len(old), len(new))
    while prefix < limit and old[prefix] == new[prefix]:
        prefix += 1
    while prefix and (_cuts_word(old, prefix) or _cuts_word(new, prefix)):
        prefix -= 1
    suffix = 0
    limit -= prefix
    while suffix < limit and old[-1 - suffix] == new[-1 - suffix]:
        suffix += 1
    while suffix and (_cuts_word(old, len(old) - suffix) or _cuts_word(new, len(new) - suffix)):
        suffix -= 1
    return start + prefix, start + len(old) - suffix, new[prefix : len(new) - suffix]


def _cuts_word(text: str, index: int) -> bool:
    return 0 < index < len(text) and _word(text[index - 1]) and _word(text[index])


def _word(char: str) -> bool:
    return char.isalnum() or char == "_"


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

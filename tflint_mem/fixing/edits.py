"""Applying a fix's edits to a text: rows and columns (1-based, end exclusive) to offsets, non-overlapping only."""

from __future__ import annotations

import re
from typing import Iterable, List, Sequence, Tuple

from tflint_mem.core.findings import Edit, Finding, Fix, Location

# Row boundaries as libcst counts them.
_NEWLINE = re.compile(r"\r\n|\r|\n")


class EditConflict(ValueError):
    """Two edits overlap, or an edit points outside the text."""


def line_starts(text: str) -> List[int]:
    return [0, *(match.end() for match in _NEWLINE.finditer(text))]


def offset(starts: Sequence[int], location: Location, text_length: int) -> int:
    if not 1 <= location.row <= len(starts) or location.column < 1:
        raise EditConflict(f"position {location.row}:{location.column} is outside the text")
    position = starts[location.row - 1] + location.column - 1
    if position > text_length:
        raise EditConflict(f"position {location.row}:{location.column} is outside the text")
    return position


def apply_edits(text: str, edits: Iterable[Edit]) -> str:
    """`text` with every edit applied; raises EditConflict if two of them overlap."""
    starts = line_starts(text)
    spans = sorted(
        (offset(starts, edit.location, len(text)), offset(starts, edit.end_location, len(text)), edit.content)
        for edit in edits
    )
    parts: List[str] = []
    position = 0
    for start, end, content in spans:
        if start < position or end < start:
            raise EditConflict("edits overlap")
        parts.append(text[position:start])
        parts.append(content)
        position = end
    parts.append(text[position:])
    return "".join(parts)


def compatible_fixes(findings: Iterable[Finding], include_unsafe: bool = False) -> List[Fix]:
    """The fixes to apply together: safe ones (and unsafe ones if asked), in position order, none overlapping."""
    chosen: List[Fix] = []
    taken: List[Tuple[Location, Location]] = []
    for finding in sorted(findings, key=Finding.sort_key):
        fix = finding.fix
        if fix is None or not fix.edits or (fix.applicability != "safe" and not include_unsafe):
            continue
        ranges = [(edit.location, edit.end_location) for edit in fix.edits]
        if any(start < other_end and other_start < end for start, end in ranges for other_start, other_end in taken):
            continue
        if any(start == end == other_start == other_end for start, end in ranges for other_start, other_end in taken):
            continue  # two insertions at one point: their order would be arbitrary
        chosen.append(fix)
        taken.extend(ranges)
    return chosen

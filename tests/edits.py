"""Test helpers: apply LSP-style edits (1-based rows and columns, end exclusive) to a text, as an editor would."""

from __future__ import annotations

import re
from typing import Iterable, List, Sequence

from tflint_mem.core.findings import Edit, Location

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

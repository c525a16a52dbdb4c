"""Positions in a decoded text: 1-based rows and columns (in characters) to offsets and back.

Python's parser counts columns in UTF-8 bytes; findings, edits and editors count characters. Rows are split at
the line breaks Python's tokenizer knows (not `str.splitlines()`, which also breaks at form feeds and others).
"""

from __future__ import annotations

import bisect
import re
from typing import List, Optional, Tuple

from tflint_mem.core.findings import Edit, Location

# The line breaks Python's tokenizer (and libcst) know; not str.splitlines(), which also breaks at \f, \x1c...
LINE_BREAK = re.compile(r"\r\n|\r|\n")

Span = Tuple[int, int, str]  # start offset, end offset, new text


class LineIndex:
    """Converts between 1-based (row, column) positions, counted in characters, and offsets into `text`."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0] + [match.end() for match in LINE_BREAK.finditer(text)]

    def offset(self, row: int, column: int) -> int:
        """Offset of a 1-based row and a 1-based column. The start of the row after the last is the end of a text
        without a final line break: libcst ends a block that closes the file there (its last line's break is
        virtual)."""
        if row == len(self.starts) + 1 and column == 1 and not self.text.endswith(("\n", "\r")):
            return len(self.text)
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

    def lines(self) -> List[str]:
        """Every row, without its line break."""
        return [self.line(row) for row in range(1, len(self.starts) + 1)]

    def char_column(self, row: int, byte_column: int) -> int:
        """The 0-based character column of a 0-based UTF-8 byte column in row `row` (as Python's parser gives)."""
        line = self._line_text(row)
        if line is None or line.isascii():
            return byte_column
        return len(line.encode("utf-8")[:byte_column].decode("utf-8", "replace"))

    def _line_text(self, row: int) -> Optional[str]:
        if not 1 <= row <= len(self.starts):
            return None
        return self.line(row)

    def segment(self, start: Tuple[int, int], end: Tuple[int, int]) -> str:
        """The text between two (row, 0-based character column) positions."""
        return self.text[self.offset(start[0], start[1] + 1) : self.offset(end[0], end[1] + 1)]


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

"""`# noqa`, `# noqa: TFM001,TFM002` and file-level `# tflint-mem: noqa` suppressions, read from real comments."""

from __future__ import annotations

import io
import re
import tokenize
from dataclasses import dataclass, field
from typing import Dict, FrozenSet, Iterator, Optional, Tuple

_CODES = r"(?P<codes>[A-Z]+[0-9]+(?:[\s,]+[A-Z]+[0-9]+)*)"
LINE_NOQA = re.compile(r"#\s*noqa(?:\s*:\s*" + _CODES + r")?", re.IGNORECASE)
FILE_NOQA = re.compile(r"#\s*tflint-mem\s*:\s*noqa(?:\s*:\s*" + _CODES + r")?", re.IGNORECASE)
_ANY = re.compile(r"noqa", re.IGNORECASE)

ALL: FrozenSet[str] = frozenset({"*"})


@dataclass(frozen=True)
class Suppressions:
    """Which codes are suppressed per line (`ALL` for a bare noqa) and for the whole file."""

    lines: Dict[int, FrozenSet[str]] = field(default_factory=dict)
    file: FrozenSet[str] = frozenset()

    def suppresses(self, code: str, row: int) -> bool:
        if self.file and (self.file is ALL or code in self.file):
            return True
        codes = self.lines.get(row)
        return codes is not None and (codes is ALL or code in codes)


NO_SUPPRESSIONS = Suppressions()


def parse_suppressions(text: str) -> Suppressions:
    """Suppressions in `text`; only comments count, so a `# noqa` inside a string is ignored."""
    if not _ANY.search(text):
        return NO_SUPPRESSIONS
    lines: Dict[int, FrozenSet[str]] = {}
    file_codes: FrozenSet[str] = frozenset()
    for row, comment in _comments(text):
        file_match = FILE_NOQA.search(comment)
        if file_match:
            file_codes = _merge(file_codes, _codes(file_match.group("codes")))
            continue
        line_match = LINE_NOQA.search(comment)
        if line_match:
            lines[row] = _merge(lines.get(row, frozenset()), _codes(line_match.group("codes")))
    return Suppressions(lines=lines, file=file_codes)


def _codes(raw: Optional[str]) -> FrozenSet[str]:
    if not raw:
        return ALL
    return frozenset(code.upper() for code in re.split(r"[\s,]+", raw.strip()) if code)


def _merge(old: FrozenSet[str], new: FrozenSet[str]) -> FrozenSet[str]:
    if old is ALL or new is ALL:
        return ALL
    return old | new


def _comments(text: str) -> Iterator[Tuple[int, str]]:
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.COMMENT and _ANY.search(token.string):
                yield token.start[0], token.string
    except (tokenize.TokenError, SyntaxError, IndentationError):
        # Syntax tokenize does not know (newer than this Python): fall back to a line scan.
        for row, line in enumerate(text.splitlines(), start=1):
            index = line.find("#")
            if index >= 0 and _ANY.search(line, index):
                yield row, line[index:]

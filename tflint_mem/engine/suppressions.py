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
class Directive:
    """A `# noqa: CODES` comment: where it is (1-based row, 0-based column of the `#`), its text and codes."""

    row: int
    column: int
    comment: str
    codes: FrozenSet[str]


@dataclass(frozen=True)
class Suppressions:
    """Which codes are suppressed per line (`ALL` for a bare noqa) and for the whole file."""

    lines: Dict[int, FrozenSet[str]] = field(default_factory=dict)
    file: FrozenSet[str] = frozenset()
    directives: Dict[int, Directive] = field(default_factory=dict)  # the line directives that list codes

    def suppresses(self, code: str, row: int) -> bool:
        return self.suppresses_in_file(code) or self.suppresses_on_line(code, row)

    def suppresses_in_file(self, code: str) -> bool:
        return bool(self.file) and (self.file is ALL or code in self.file)

    def suppresses_on_line(self, code: str, row: int) -> bool:
        codes = self.lines.get(row)
        return codes is not None and (codes is ALL or code in codes)


NO_SUPPRESSIONS = Suppressions()


def parse_suppressions(text: str) -> Suppressions:
    """Suppressions in `text`; only comments count, so a `# noqa` inside a string is ignored."""
    if not _ANY.search(text):
        return NO_SUPPRESSIONS
    lines: Dict[int, FrozenSet[str]] = {}
    directives: Dict[int, Directive] = {}
    file_codes: FrozenSet[str] = frozenset()
    for row, column, comment in _comments(text):
        file_match = FILE_NOQA.search(comment)
        if file_match:
            file_codes = _merge(file_codes, _codes(file_match.group("codes")))
            continue
        line_match = LINE_NOQA.search(comment)
        if line_match:
            codes = _codes(line_match.group("codes"))
            lines[row] = _merge(lines.get(row, frozenset()), codes)
            if codes is not ALL:
                directives[row] = Directive(row, column, comment, codes)
    return Suppressions(lines=lines, file=file_codes, directives=directives)


def noqa_rows(text: str) -> Dict[int, int]:
    """Rows that cannot end with a comment, mapped to the row where their `# noqa` goes instead.

    A line that ends inside a multi-line string, or with a backslash continuation, takes no comment: its
    `# noqa` belongs at the end of the line where the string or the continuation ends (as ruff does).
    """
    if not any(marker in text for marker in ('"""', "'''", "\\\n", "\\\r")):
        return {}
    moves: Dict[int, int] = {}
    previous: Optional[tokenize.TokenInfo] = None
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.start[0] < token.end[0]:  # a string over several lines
                moves.update((row, token.end[0]) for row in range(token.start[0], token.end[0]))
            if previous is not None and token.start[0] > previous.end[0] and previous.type not in _LINE_ENDS:
                moves.update((row, token.start[0]) for row in range(previous.end[0], token.start[0]))
            previous = token
    except (tokenize.TokenError, SyntaxError, IndentationError):
        pass  # the rows mapped so far are right; the rest of the file is not valid Python anyway
    for row in list(moves):
        target = moves[row]
        while target in moves and moves[target] != target:
            target = moves[target]
        moves[row] = target
    return moves


_LINE_ENDS = frozenset({tokenize.NEWLINE, tokenize.NL, tokenize.ENCODING, tokenize.INDENT, tokenize.DEDENT})


def _codes(raw: Optional[str]) -> FrozenSet[str]:
    if not raw:
        return ALL
    return frozenset(code.upper() for code in re.split(r"[\s,]+", raw.strip()) if code)


def _merge(old: FrozenSet[str], new: FrozenSet[str]) -> FrozenSet[str]:
    if old is ALL or new is ALL:
        return ALL
    return old | new


def _comments(text: str) -> Iterator[Tuple[int, int, str]]:
    """(row, column, text) of each comment that mentions noqa."""
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.COMMENT and _ANY.search(token.string):
                yield token.start[0], token.start[1], token.string
    except (tokenize.TokenError, SyntaxError, IndentationError):
        # Syntax tokenize does not know (newer than this Python): fall back to a line scan.
        for row, line in enumerate(text.splitlines(), start=1):
            index = line.find("#")
            if index >= 0 and _ANY.search(line, index):
                yield row, index, line[index:]

"""`--add-noqa`: suppress every current finding with a `# noqa: CODES` comment on its line.

For adopting the linter in a legacy code base: turn it on today, burn the suppressions down later (the
unused-noqa rule, TFM100, reports the ones that no longer suppress anything). Each finding's comment goes
on its `noqa_row`, which is never a line ending inside a multi-line string or with a backslash; codes are
merged into an existing `# noqa:` list, and a line that already suppresses a code never gets it twice.
"""

from __future__ import annotations

import dataclasses
import io
import tokenize
from typing import Dict, List, Set, Tuple

from tflint_mem.core.results import INVALID_SOURCE, FileResult
from tflint_mem.engine.suppressions import LINE_NOQA
from tflint_mem.engine.unused_noqa import UNUSED_NOQA
from tflint_mem.source.lines import LineIndex, Span

NOT_SUPPRESSIBLE = frozenset({INVALID_SOURCE, UNUSED_NOQA})


def add_noqa(result: FileResult) -> FileResult:
    """`result` with `fixed_source` set to the text with the comments added, and `fixed` the findings they
    suppress; unchanged if the file could not be checked or has nothing to suppress."""
    source = result.source
    if source is None or any(finding.code == INVALID_SOURCE for finding in result.findings):
        return result
    codes_by_row: Dict[int, Set[str]] = {}
    covered = []
    for finding in result.findings:
        if finding.code in NOT_SUPPRESSIBLE or finding.noqa_row is None:
            continue
        codes_by_row.setdefault(finding.noqa_row, set()).add(finding.code)
        covered.append(finding)
    if not codes_by_row:
        return result
    text = with_noqa(source.text, codes_by_row)
    if text == source.text:
        return result
    remaining = [finding for finding in result.findings if finding not in covered]
    return dataclasses.replace(
        result, findings=remaining, fixed=covered, fixed_source=dataclasses.replace(source, text=text)
    )


def with_noqa(text: str, codes_by_row: Dict[int, Set[str]]) -> str:
    """`text` with `codes_by_row[row]` suppressed on each row, merged into an existing directive."""
    index = LineIndex(text)
    comments = _last_comments(text, set(codes_by_row))
    spans: List[Span] = []
    for row, codes in sorted(codes_by_row.items()):
        line = index.line(row)
        start = index.offset(row, 1)
        comment = comments.get(row)
        match = LINE_NOQA.search(comment[1]) if comment is not None else None
        if comment is not None and match is not None:
            if match.group("codes") is None:
                continue  # a bare noqa comment suppresses every code already
            present = {code.upper() for code in match.group("codes").replace(",", " ").split()}
            missing = sorted(codes - present)
            if missing:
                at = start + comment[0] + match.end("codes")
                spans.append((at, at, ", " + ", ".join(missing)))
            continue
        code_end = len(line.rstrip())
        spans.append((start + code_end, start + len(line), "  # noqa: " + ", ".join(sorted(codes))))
    pieces = []
    position = 0
    for begin, end, content in spans:
        pieces.append(text[position:begin])
        pieces.append(content)
        position = end
    pieces.append(text[position:])
    return "".join(pieces)


def _last_comments(text: str, rows: Set[int]) -> Dict[int, Tuple[int, str]]:
    """(column, text) of the comment on each of `rows` that has one."""
    comments: Dict[int, Tuple[int, str]] = {}
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.COMMENT and token.start[0] in rows:
                comments[token.start[0]] = (token.start[1], token.string)
    except (tokenize.TokenError, SyntaxError, IndentationError):
        pass  # only files that parsed get here; the comments found so far are right
    return comments

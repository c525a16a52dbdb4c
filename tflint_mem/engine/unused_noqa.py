"""TFM100 unused-noqa: `# noqa: TFMnnn` codes that suppressed nothing on their line (like ruff's RUF100).

Only codes of rules that checked the file are judged: a code of a rule that is not enabled, that failed,
or of another tool (`E501`) is left alone, and so is a bare `# noqa`, which may be meant for other tools.
The fix (safe: only a comment changes) drops the unused codes, or the whole directive when none is left.
"""

from __future__ import annotations

import re
from typing import AbstractSet, List, Optional, Tuple

from tflint_mem.core.findings import Edit, Fix, Location
from tflint_mem.engine.suppressions import LINE_NOQA, Directive

UNUSED_NOQA = "TFM100"
FIX_MESSAGE = "Remove the unused codes"
REMOVE_MESSAGE = "Remove the unused `noqa` directive"


def unused_codes(directive: Directive, used: AbstractSet[Tuple[int, str]], judged: AbstractSet[str]) -> List[str]:
    """The directive's codes, in written order, that belong to a judged rule but suppressed nothing."""
    return [code for code in _written_codes(directive) if code in judged and (directive.row, code) not in used]


def removal_fix(directive: Directive, unused: List[str], line: str) -> Optional[Fix]:
    """Edits that drop `unused` from the directive on `line` (the text of its row, without the line break)."""
    match = LINE_NOQA.search(directive.comment)
    if match is None or match.group("codes") is None:
        return None
    kept = [code for code in _written_codes(directive) if code not in unused]
    start = directive.column
    if kept:
        codes_start, codes_end = start + match.start("codes"), start + match.end("codes")
        return _fix(FIX_MESSAGE, directive.row, codes_start, codes_end, ", ".join(kept))
    end = start + len(directive.comment)
    rest = directive.comment[match.end() :]
    if rest.strip():
        if not rest.lstrip().startswith("#"):
            return None  # the text after the directive would no longer be inside a comment
        # `# noqa: TFM004  # reason`: the directive goes, the comment after it stays where it was.
        cut = start + match.end() + len(rest) - len(rest.lstrip())
        return _fix(REMOVE_MESSAGE, directive.row, start + match.start(), cut, "")
    before = directive.comment[: match.start()].rstrip()
    if before:  # a comment before the directive (`# reason`) stays
        return _fix(REMOVE_MESSAGE, directive.row, start + len(before), end, "")
    return _fix(REMOVE_MESSAGE, directive.row, len(line[:start].rstrip()), end, "")


def _written_codes(directive: Directive) -> List[str]:
    match = LINE_NOQA.search(directive.comment)
    raw = match.group("codes") if match is not None else None
    if not raw:
        return []
    seen: List[str] = []
    for code in re.split(r"[\s,]+", raw.strip()):
        if code and code.upper() not in seen:
            seen.append(code.upper())
    return seen


def _fix(message: str, row: int, start: int, end: int, content: str) -> Fix:
    edit = Edit(content=content, location=Location(row, start + 1), end_location=Location(row, end + 1))
    return Fix(applicability="safe", message=message, edits=(edit,))

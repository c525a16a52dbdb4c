"""`--diff`: what fixing would change, as a unified diff per file (the text `patch -p0` applies)."""

from __future__ import annotations

import difflib
import re
from typing import List, Sequence

from tflint_mem.core.results import FileResult
from tflint_mem.output.reporters.text import display_path

_LINES = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")
NO_NEWLINE = "\\ No newline at end of file\n"


def _lines(text: str) -> List[str]:
    return _LINES.findall(text)


def file_diff(result: FileResult) -> str:
    """The unified diff of one fixed file, or "" if fixing did not change it."""
    if result.source is None or result.fixed_source is None:
        return ""
    name = display_path(result.filename)
    pieces = []
    for line in difflib.unified_diff(
        _lines(result.source.text), _lines(result.fixed_source.text), fromfile=name, tofile=name
    ):
        pieces.append(line if line.endswith(("\n", "\r")) else line + "\n" + NO_NEWLINE)
    return "".join(pieces)


def render(results: Sequence[FileResult]) -> str:
    return "".join(file_diff(result) for result in results)

"""The rows a file's findings show, kept with its result so that a report need not read the file again.

A report shows the first rows of each finding's span (`MAX_SNIPPET_ROWS`), from the text the file was linted from:
a plain file's rows, or for a finding in a notebook cell, that cell's rows as stored. They are worked out where the
file is linted (its text is at hand there) and cached with its findings; a warm run reads neither the file nor a
notebook's JSON to show them.
"""

from __future__ import annotations

from typing import Dict, Iterator, List, Optional, Sequence, Tuple, overload

from tflint_mem.core.results import FileResult
from tflint_mem.source.lines import LINE_BREAK

MAX_SNIPPET_ROWS = 3  # a longer span shows its first rows, then `...`
NOTEBOOK_SUFFIX = ".ipynb"  # as `tflint_mem.source.notebook.NOTEBOOK_SUFFIX` (whose reader only a notebook needs)
Excerpts = Dict[str, Tuple[int, Dict[int, str]]]  # as `FileResult.excerpts`


def excerpts(result: FileResult) -> Optional[Excerpts]:
    """The rows `result`'s findings show, from the text it holds (the fixed text after a fix); None if it holds
    none or has no findings."""
    source = result.fixed_source or result.source
    if not result.findings or source is None:
        return None
    cells: Optional[Dict[int, str]] = None
    if result.filename.endswith(NOTEBOOK_SUFFIX) and any(f.cell is not None for f in result.findings):
        from tflint_mem.source.notebook import cell_sources

        cells = cell_sources(source.text)
    found: Excerpts = {}
    texts: Dict[str, Optional[List[str]]] = {}
    for finding in result.findings:
        key = cell_key(finding.cell)
        if key not in texts:
            text = source.text if finding.cell is None else (cells or {}).get(finding.cell)
            texts[key] = LINE_BREAK.split(text) if text is not None else None
        lines = texts[key]
        if lines is None:
            continue
        count, rows = found.setdefault(key, (len(lines), {}))
        first = finding.location.row
        last = min(max(finding.end_location.row, first), first + MAX_SNIPPET_ROWS - 1, count)
        for row in range(max(first, 1), last + 1):
            rows[row] = lines[row - 1]
    return found


def cell_key(cell: Optional[int]) -> str:
    return "" if cell is None else str(cell)


class ExcerptRows(Sequence[str]):
    """A file's rows as a report reads them, from its excerpts: rows no finding shows read as empty."""

    def __init__(self, count: int, rows: Dict[int, str]) -> None:
        self._count = count
        self._rows = rows

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...

    def __getitem__(self, index):  # type: ignore[no-untyped-def]
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._count))]
        if not -self._count <= index < self._count:
            raise IndexError(index)
        return self._rows.get(index % self._count + 1, "")

    def __iter__(self) -> Iterator[str]:
        return (self[i] for i in range(self._count))

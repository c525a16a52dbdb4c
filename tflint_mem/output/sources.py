"""The source lines findings point into, for the full text format to show under each finding.

A result keeps the rows its findings show (`excerpts`, worked out where the file was linted and kept in the cache
with the findings), and after `--fix` the fixed text, which is what the remaining findings point into; a result
without either has its file read again. A notebook's lines are those of each cell as stored (its `source`), since
a finding in a cell is positioned inside it; a finding on the notebook itself (invalid JSON) points into its
JSON text. A file that cannot be read or decoded has no lines: its findings are shown without code.
"""

from __future__ import annotations

from pathlib import Path
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from tflint_mem.core.findings import Finding
from tflint_mem.core.results import FileResult
from tflint_mem.run.reading import read_source
from tflint_mem.source.decode import SourceText, decode_source
from tflint_mem.source.excerpts import NOTEBOOK_SUFFIX, ExcerptRows, Excerpts, cell_key
from tflint_mem.source.lines import LINE_BREAK


def split_lines(text: str) -> List[str]:
    """Lines as Python and libcst count rows (`\\n`, `\\r\\n` or a lone `\\r`), without their endings."""
    return LINE_BREAK.split(text)


class SourceLines:
    def __init__(self, results: Iterable[FileResult]) -> None:
        results = list(results)
        self._texts: Dict[str, Optional[str]] = {}
        for result in results:
            source = result.fixed_source or result.source
            if source is not None:
                self._texts[result.filename] = source.text
        self._kept = frozenset(self._texts)  # texts the results hold anyway (a fixed file's, not on disk for --diff)
        self._excerpts: Dict[str, Excerpts] = {
            result.filename: result.excerpts
            for result in results
            if result.excerpts is not None and result.filename not in self._kept
        }
        self._notebooks: Dict[str, Optional[Dict[int, str]]] = {}
        self._lines: Dict[Tuple[str, Optional[int]], Optional[Sequence[str]]] = {}
        self._current: Optional[str] = None

    def of(self, finding: Finding) -> Optional[Sequence[str]]:
        """The lines `finding`'s rows count (row R is `lines[R - 1]`), or None if they cannot be had.

        Only the file asked about last is kept: findings come sorted by file, and keeping every file's text (a
        notebook's JSON with its outputs) made memory grow with the number of files with findings."""
        if finding.filename != self._current:
            self._forget(self._current)
            self._current = finding.filename
        key = (finding.filename, finding.cell)
        if key not in self._lines:
            self._lines[key] = self._read(finding.filename, finding.cell)
        return self._lines[key]

    def _forget(self, filename: Optional[str]) -> None:
        if filename is None:
            return
        if filename not in self._kept:
            self._texts.pop(filename, None)
        self._notebooks.pop(filename, None)
        for key in [key for key in self._lines if key[0] == filename]:
            del self._lines[key]

    def _text(self, filename: str) -> Optional[str]:
        if filename not in self._texts:
            self._texts[filename] = _read_text(filename)
        return self._texts[filename]

    def _read(self, filename: str, cell: Optional[int]) -> Optional[Sequence[str]]:
        excerpt = self._excerpts.get(filename, {}).get(cell_key(cell))
        if excerpt is not None:
            return ExcerptRows(*excerpt)
        text = self._text(filename)
        if text is None:
            return None
        if cell is None:
            return split_lines(text)
        if filename not in self._notebooks:
            self._notebooks[filename] = _cell_sources(text) if filename.endswith(NOTEBOOK_SUFFIX) else None
        cells = self._notebooks[filename]
        found = cells.get(cell) if cells is not None else None
        return split_lines(found) if found is not None else None


def _read_text(filename: str) -> Optional[str]:
    if filename == "-":
        return None
    try:
        data = read_source(Path(filename))
    except OSError:
        return None
    if filename.endswith(NOTEBOOK_SUFFIX):
        try:
            return data.decode("utf-8-sig")
        except UnicodeDecodeError:
            return None
    decoded = decode_source(data)
    return decoded.text if isinstance(decoded, SourceText) else None


def _cell_sources(text: str) -> Optional[Dict[int, str]]:
    from tflint_mem.source.notebook import cell_sources

    return cell_sources(text)

"""Lint and fix notebooks: their code cells as one Python source (see `tflint_mem.source.notebook`).

The notebook reader and the fixer are imported by the functions that need them: a Python file is linted without.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Optional, Sequence

from tflint_mem.analysis.project import ProjectView
from tflint_mem.core.findings import Finding, Location
from tflint_mem.core.options import Resolve
from tflint_mem.engine.lint import INVALID_SOURCE, ActiveRule, FileResult, lint_bytes, lint_source
from tflint_mem.source.decode import UTF8_BOM, DecodeError, SourceText, detect_newline

if TYPE_CHECKING:
    from tflint_mem.fixing.fixer import FixMode
    from tflint_mem.source.notebook import NotebookSource

NOTEBOOK_SUFFIX = ".ipynb"  # as `tflint_mem.source.notebook.NOTEBOOK_SUFFIX`

# libcst's syntax errors quote a position ("parser error: error at 78:4: expected ..."): one in the joined source.
_PARSER_POSITION = re.compile(r"\berror at (\d+):(\d+)")


def lint_notebook_bytes(
    data: bytes,
    filename: str,
    rules: Sequence[ActiveRule],
    project: Optional[ProjectView] = None,
    resolve_fixes: Resolve = True,
) -> FileResult:
    """Lint a notebook: its code cells as one source, findings reported by cell.

    A resolved fix is kept only where it stays inside its cell (`map_finding`); an unresolved one
    (`resolve_fixes=False`) is shown as offered, as in any file."""
    from tflint_mem.source.notebook import map_finding, read_notebook

    notebook = read_notebook(data)
    if notebook is None:
        return FileResult(filename)
    if isinstance(notebook, DecodeError):
        result = FileResult(filename)
        rule = next((r for r in rules if r.meta.code == INVALID_SOURCE), None)
        if rule is not None:
            where = Location(max(notebook.row, 1), max(notebook.column, 1))
            help_text = rule.meta.help.format(reason=notebook.message) if rule.meta.help else None
            result.findings.append(
                Finding(
                    INVALID_SOURCE,
                    rule.meta.name,
                    notebook.message,
                    filename,
                    where,
                    where,
                    rule.severity,
                    help=help_text,
                )
            )
        return result
    joined = lint_source(notebook.python, filename, rules, project=project, resolve_fixes=resolve_fixes)
    # The notebook's JSON text is its source (what the full text format reads its cells from).
    source = SourceText(notebook.text, "utf-8", notebook.bom, detect_newline(notebook.text))
    result = FileResult(filename, internal_errors=joined.internal_errors, source=source)
    mapped = (_cell_positions(notebook, map_finding(notebook, finding)) for finding in joined.findings)
    result.findings = sorted(mapped, key=Finding.sort_key)
    return result


def _cell_positions(notebook: NotebookSource, finding: Finding) -> Finding:
    """A syntax error's message with the position it quotes in the joined source turned into one in a cell."""
    if finding.code != INVALID_SOURCE or not notebook.cells:
        return finding

    def in_cell(match: re.Match[str]) -> str:
        cell, row = notebook.cell_at(int(match.group(1)))
        where = f"{row}:{int(match.group(2)) + cell.margin(row)}"
        return f"error at {where}" if cell.number == finding.cell else f"error at cell {cell.number}, {where}"

    return replace(finding, message=_PARSER_POSITION.sub(in_cell, finding.message))


def fix_notebook(data: bytes, result: FileResult, rules: Sequence[ActiveRule], mode: FixMode) -> FileResult:
    """`result` (a notebook's lint) after fixing its cells: `fixed_source` holds the notebook's new JSON text.

    Fixes run on the joined Python of the cells, like any file's; `rebuild` then rewrites only the changed
    cells' sources, keeping outputs, metadata and indentation. A fix that would touch a masked IPython line
    or a cell boundary leaves the notebook unchanged, with an error.
    """
    from tflint_mem.fixing.fixer import fix_result
    from tflint_mem.source.notebook import NotebookSource, map_finding, read_notebook

    notebook = read_notebook(data)
    if not isinstance(notebook, NotebookSource):
        return result
    joined = fix_result(lint_source(notebook.python, result.filename, rules), rules, mode)
    new_errors = [error for error in joined.internal_errors if error not in result.internal_errors]
    if joined.fixed_source is None:
        return replace(result, internal_errors=[*result.internal_errors, *new_errors])
    rebuilt = notebook.rebuild(joined.fixed_source.text)
    if rebuilt is None:
        error = f"fixing {result.filename} would change IPython syntax or a cell boundary; notebook left unchanged"
        return replace(result, internal_errors=[*result.internal_errors, error])
    fixed = lint_notebook_bytes(rebuilt, result.filename, rules)
    fixed.fixed = [map_finding(notebook, finding) for finding in joined.fixed]
    fixed.source = SourceText(notebook.text, "utf-8", notebook.bom, detect_newline(notebook.text))
    fixed.fixed_source = replace(
        fixed.source, text=rebuilt[len(UTF8_BOM) :].decode("utf-8") if notebook.bom else rebuilt.decode("utf-8")
    )
    return fixed


def lint_file_bytes(
    data: bytes,
    filename: str,
    rules: Sequence[ActiveRule],
    screen: bool = True,
    project: Optional[ProjectView] = None,
    resolve_fixes: Resolve = True,
) -> FileResult:
    """A notebook (by its `.ipynb` name) cell by cell, anything else as Python source; `resolve_fixes` as in
    `tflint_mem.engine.lint.lint_source`."""
    if filename.endswith(NOTEBOOK_SUFFIX):
        return lint_notebook_bytes(data, filename, rules, project, resolve_fixes)
    return lint_bytes(data, filename, rules, screen=screen, project=project, resolve_fixes=resolve_fixes)

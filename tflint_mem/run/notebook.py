"""Lint and fix notebooks: their code cells as one Python source (see `tflint_mem.source.notebook`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from tflint_mem.core.findings import Finding, Location
from tflint_mem.engine.lint import INVALID_SOURCE, ActiveRule, FileResult, lint_bytes, lint_source
from tflint_mem.fixing.fixer import FixMode, fix_result
from tflint_mem.source.decode import UTF8_BOM, DecodeError, SourceText, detect_newline
from tflint_mem.source.notebook import NOTEBOOK_SUFFIX, NotebookSource, map_finding, read_notebook


def lint_notebook_bytes(data: bytes, filename: str, rules: Sequence[ActiveRule]) -> FileResult:
    """Lint a notebook: its code cells as one source, findings reported by cell."""
    notebook = read_notebook(data)
    if notebook is None:
        return FileResult(filename)
    if isinstance(notebook, DecodeError):
        result = FileResult(filename)
        rule = next((r for r in rules if r.meta.code == INVALID_SOURCE), None)
        if rule is not None:
            where = Location(max(notebook.row, 1), max(notebook.column, 1))
            result.findings.append(
                Finding(INVALID_SOURCE, rule.meta.name, notebook.message, filename, where, where, rule.severity)
            )
        return result
    joined = lint_source(notebook.python, filename, rules)
    result = FileResult(filename, internal_errors=joined.internal_errors)
    result.findings = sorted((map_finding(notebook, finding) for finding in joined.findings), key=Finding.sort_key)
    return result


def fix_notebook(data: bytes, result: FileResult, rules: Sequence[ActiveRule], mode: FixMode) -> FileResult:
    """`result` (a notebook's lint) after fixing its cells: `fixed_source` holds the notebook's new JSON text.

    Fixes run on the joined Python of the cells, like any file's; `rebuild` then rewrites only the changed
    cells' sources, keeping outputs, metadata and indentation. A fix that would touch a masked IPython line
    or a cell boundary leaves the notebook unchanged, with an error.
    """
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


def lint_file_bytes(data: bytes, filename: str, rules: Sequence[ActiveRule], screen: bool = True) -> FileResult:
    """A notebook (by its `.ipynb` name) cell by cell, anything else as Python source."""
    if filename.endswith(NOTEBOOK_SUFFIX):
        return lint_notebook_bytes(data, filename, rules)
    return lint_bytes(data, filename, rules, screen=screen)

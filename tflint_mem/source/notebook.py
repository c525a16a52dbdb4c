"""Jupyter notebooks: their code cells as one Python source, findings mapped back to cells, fixes written back.

The code cells are joined in order (imports of one cell are in scope in the next, as in the kernel),
each after a marker comment line. Each cell is read as IPython reads it (`read_cell`): the indentation
common to its lines (or that of an indented first line) is removed, and IPython syntax that is not Python
(`%magic`, `%%cell_magic`, `!shell`, `x = !cmd`, `obj?`, automagics such as `ls data/`) is masked line by
line with a placeholder of the same length, so every row of the Python source is the row of the cell, and
every column is the column of the cell less the indentation removed from that row. A finding is then
reported as `cell N` (the N-th cell of the notebook, markdown cells counted, 1-based) with its row and
column inside that cell as stored.

Writing back (`NotebookSource.rebuild`) takes the fixed Python source, splits it at the markers,
restores the masked IPython lines and the removed indentation, and rewrites only the `source` of the
cells that changed, in place in the original JSON text: outputs, metadata, key order and indentation
stay byte for byte.
"""

from __future__ import annotations

import ast
import bisect
import json
import os
import re
from dataclasses import dataclass, field, replace
from json.decoder import scanstring as _scanstring  # type: ignore[attr-defined]  # not in the type stubs
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from tflint_mem.core.findings import Edit, Finding, Fix, Location
from tflint_mem.source.decode import UTF8_BOM, DecodeError

NOTEBOOK_SUFFIX = ".ipynb"
MARKER = "# %% tflint-mem cell {}"
_MARKER_LINE = re.compile(r"^# %% tflint-mem cell (\d+)\n", re.MULTILINE)
# Cell magics whose body is Python run in the kernel's namespace: the body is linted.
PYTHON_CELL_MAGICS = frozenset({"time", "timeit", "capture", "prun", "memit", "debug"})
# What IPython runs without `%` in a one-line cell (automagic): its line magics and, on POSIX, the shell
# aliases it defines (IPython 9), and those of extensions notebooks commonly load. Not imported from IPython,
# which is a test dependency only; tests/source/test_notebook_ipython.py checks the list against the installed IPython.
AUTOMAGICS = frozenset(
    """
    alias alias_magic autoawait autocall automagic bookmark cat cd clear code_wrap colors conda config cp debug
    dhist dirs doctest_mode ed edit env gui hist history killbgscripts ldir less lf lk ll load load_ext loadpy
    logoff logon logstart logstate logstop ls lsmagic lx macro magic mamba man matplotlib micromamba mkdir more
    mv notebook page pastebin pdb pdef pdoc pfile pinfo pinfo2 pip popd pprint precision prun psearch psource
    pushd pwd pycat pylab quickref recall rehashx reload_ext rep rerun reset reset_selective rm rmdir run save sc
    set_env store sx system tb time timeit unalias unload_ext uv who who_ls whos xdel xmode
    aimport autoreload lprun memit mprun tensorboard
    """.split()
)
# The characters that start an IPython escape at the start of a statement: `%magic`, `!shell`, `?help`,
# `,f a b` (f("a", "b")), `;f a b` (f("a b")), `/f a b` (f(a, b)).
ESCAPES = frozenset("%!?,;/")
_CELL_MAGIC = re.compile(r"%%(\w+)")
# Datalab (and Colab's older kernels) run a cell whose first line is `%bash` or `%bq` as that language, like `%%bash`.
_DATALAB_CELL_MAGIC = re.compile(
    r"%(bash|sh|sql|bq|bigquery|html|javascript|js|writefile|script|latex|markdown|svg|perl|ruby|storage|gcs)\b"
)
# Whatever IPython syntax a line may hold shows one of these: without any, a cell's statements need no masking.
_MAYBE_IPYTHON = re.compile(r"[%!?]|^[ \t]*[,;/]", re.MULTILINE)
_LINE = re.compile(r"[^\n]*\n|[^\n]+\Z")
_BLANK = re.compile(r"[ \t]*\n?")
_INDENT = re.compile(r"[ \t]*")
# `x = %magic args`, `files = !ls`, `self.out[0]: list = !cmd`: one `=` (not `==`, `+=`, `:=`...), then `%` or `!`.
_ASSIGNED_MAGIC = re.compile(r"(\s*(?:[^=#'\"]|'[^'=]*'|\"[^\"=]*\")*[^=<>!+\-*/%&|^@~:\s]\s*=\s*)(!.*|%\w.*)")
_AUTOMAGIC = re.compile(r"[ \t]*([\w.*]+)(.*)")
# IPython's `obj?` target: a name, attributes and literal indexes, right before the `?` or `??` that ends the line.
_HELP_END = re.compile(r"%{0,2}(?!\d)[\w*]+(?:\.(?!\d)[\w*]+|\[-?[0-9]+\])*\?\??$")


@dataclass(frozen=True)
class Cell:
    """One code cell's place in the notebook and in the joined Python source."""

    number: int  # 1-based position among all cells of the notebook
    first_row: int  # 1-based row of its first line in the joined source
    rows: int
    masked_rows: Tuple[int, ...]  # 1-based rows inside the cell that held IPython syntax
    original: str  # the cell's source as stored (magics included)
    masked: str  # as linted: magics masked, common indentation removed, always ending with a newline
    prefixes: Tuple[str, ...] = ()  # per row, the indentation removed before linting (see `read_cell`)

    def margin(self, row: int) -> int:
        """How many characters were removed from the start of `row` (1-based, inside the cell)."""
        return len(self.prefixes[row - 1]) if 1 <= row <= len(self.prefixes) else 0


@dataclass(frozen=True)
class NotebookSource:
    """A parsed notebook: its JSON text, its code cells and their joined Python source."""

    text: str
    bom: bool
    cells: Tuple[Cell, ...]
    python: str
    source_is_list: Dict[int, bool] = field(default_factory=dict)

    def source_spans(self) -> Dict[int, Tuple[int, int, int]]:
        """For each cell number, the span of its `source` value in `text` and its JSON nesting depth."""
        return _source_spans(self.text)

    def cell_at(self, row: int) -> Tuple[Cell, int]:
        """The cell that holds `row` of the joined source, and the row inside that cell."""
        index = max(bisect.bisect_right([cell.first_row for cell in self.cells], row) - 1, 0)
        cell = self.cells[index]
        return cell, min(max(row - cell.first_row + 1, 1), cell.rows)

    def rebuild(self, fixed_python: str) -> Optional[bytes]:
        """The notebook with `fixed_python` (this notebook's `python`, edited) written back into its cells.

        None if the edits cannot be mapped back: a cell marker was removed or a masked IPython line was
        changed. Only cells whose source changed are rewritten.
        """
        if not self.cells:
            return None if fixed_python else (UTF8_BOM if self.bom else b"") + self.text.encode("utf-8")
        segments = _split_cells(fixed_python, [cell.number for cell in self.cells])
        if segments is None:
            return None
        replacements: List[Tuple[int, int, str]] = []
        spans = self.source_spans()
        for cell, segment in zip(self.cells, segments):
            if segment == cell.masked:
                continue
            restored = _restore(cell, segment)
            if restored is None:
                return None
            if not cell.original.endswith("\n") and restored.endswith("\n"):
                restored = restored[:-1]
            start, end, depth = spans[cell.number]
            replacements.append((start, end, self._dump_source(cell.number, restored, depth)))
        text = self.text
        for start, end, value in sorted(replacements, reverse=True):
            text = text[:start] + value + text[end:]
        data = text.encode("utf-8")
        return UTF8_BOM + data if self.bom else data

    def _dump_source(self, number: int, source: str, depth: int) -> str:
        value: Union[str, List[str]] = _lines(source) if self.source_is_list[number] else source
        indent = _indent_unit(self.text)
        ensure_ascii = self.text.isascii()
        if indent is None:
            return json.dumps(value, ensure_ascii=ensure_ascii)
        dumped = json.dumps(value, indent=indent, ensure_ascii=ensure_ascii)
        return dumped.replace("\n", "\n" + " " * (indent * depth))


def read_notebook(data: bytes) -> Union[NotebookSource, DecodeError, None]:
    """The notebook in `data`; a DecodeError if it is not a readable notebook; None if it is not Python."""
    bom = data.startswith(UTF8_BOM)
    try:
        text = data[len(UTF8_BOM) :].decode("utf-8") if bom else data.decode("utf-8")
    except UnicodeDecodeError as error:
        return DecodeError(f"notebook is not UTF-8: invalid byte 0x{data[error.start]:02x} at offset {error.start}")
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        return DecodeError(f"notebook is not valid JSON: {error.msg}", error.lineno, error.colno)
    if not isinstance(document, dict) or not isinstance(document.get("cells"), list):
        if isinstance(document, dict) and "worksheets" in document:
            return DecodeError("nbformat 3 notebooks are not supported: convert with `jupyter nbconvert --to notebook`")
        return DecodeError("not a Jupyter notebook: no `cells` list at the top level")
    if not _is_python(document):
        return None
    cells: List[Cell] = []
    parts: List[str] = []
    row = 1
    source_is_list: Dict[int, bool] = {}
    for number, raw in enumerate(document["cells"], start=1):
        if not isinstance(raw, dict) or raw.get("cell_type") != "code":
            continue
        source = raw.get("source", "")
        if isinstance(source, list) and all(isinstance(line, str) for line in source):
            source_is_list[number] = True
            source = "".join(source)
        elif isinstance(source, str):
            source_is_list[number] = False
        else:
            return DecodeError(f"cell {number}: `source` must be a string or a list of strings")
        read = read_cell(source)
        masked = read.text if read.text.endswith("\n") else read.text + "\n"
        if cells:
            parts.append(MARKER.format(number) + "\n")
            row += 1
        rows = masked.count("\n")
        cells.append(Cell(number, row, rows, read.masked_rows, source, masked, read.prefixes))
        parts.append(masked)
        row += rows
    return NotebookSource(
        text=text,
        bom=bom,
        cells=tuple(cells),
        python="".join(parts),
        source_is_list=source_is_list,
    )


def cell_sources(text: str) -> Optional[Dict[int, str]]:
    """Each code cell's source as stored, by cell number (what findings show their lines from), without reading
    the cells as IPython would: the cheap way to show findings already known. None if `text` is no notebook."""
    try:
        document = json.loads(text)
    except ValueError:
        return None
    if not isinstance(document, dict) or not isinstance(document.get("cells"), list):
        return None
    found: Dict[int, str] = {}
    for number, raw in enumerate(document["cells"], start=1):
        if isinstance(raw, dict) and raw.get("cell_type") == "code":
            source = raw.get("source", "")
            if isinstance(source, list) and all(isinstance(line, str) for line in source):
                found[number] = "".join(source)
            elif isinstance(source, str):
                found[number] = source
    return found


def _is_python(document: Dict[str, Any]) -> bool:
    metadata = document.get("metadata")
    if not isinstance(metadata, dict):
        return True
    for key, name_key in (("language_info", "name"), ("kernelspec", "language")):
        section = metadata.get(key)
        if isinstance(section, dict) and isinstance(section.get(name_key), str):
            return bool(section[name_key].lower().startswith("python"))
    return True


def map_finding(notebook: NotebookSource, finding: Finding) -> Finding:
    """`finding` (positions in the joined source) with positions inside its cell, and the cell's number.

    Columns get back the indentation removed from their rows. A fix is kept only if all its edits fall in that
    cell and touch no masked IPython line.
    """
    if not notebook.cells:
        return finding
    cell, row = notebook.cell_at(finding.location.row)
    start = Location(row, finding.location.column + cell.margin(row))
    end_cell, end_row = notebook.cell_at(finding.end_location.row)
    if end_cell == cell:
        end = Location(end_row, finding.end_location.column + cell.margin(end_row))
    else:
        end = Location(cell.rows, 1)
    noqa_row = notebook.cell_at(finding.noqa_row)[1] if finding.noqa_row is not None else None
    return replace(
        finding,
        location=start,
        end_location=max(end, start),
        noqa_row=noqa_row,
        cell=cell.number,
        fix=_map_fix(notebook, cell, finding.fix),
    )


def _map_fix(notebook: NotebookSource, cell: Cell, fix: Optional[Fix]) -> Optional[Fix]:
    if fix is None:
        return None
    edits = []
    last = cell.first_row + cell.rows  # an edit may end at the start of the row after the cell
    for edit in fix.edits:
        if not (cell.first_row <= edit.location.row and edit.end_location.row <= last):
            return None
        start = edit.location.row - cell.first_row + 1
        stop = edit.end_location.row - cell.first_row + 1
        if any(start <= masked <= stop for masked in cell.masked_rows):
            return None
        if "\n" in edit.content and any(cell.margin(r) for r in range(start, stop + 1)):
            return None  # new lines would need the removed indentation (`--fix` rebuilds the cell instead)
        edits.append(
            Edit(
                edit.content,
                Location(start, edit.location.column + cell.margin(start)),
                Location(stop, edit.end_location.column + cell.margin(stop)),
            )
        )
    return replace(fix, edits=tuple(edits))


# --- IPython syntax -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CellText:
    """A cell's source as it is linted: what IPython runs, as Python of the same rows and the same columns once
    the indentation IPython removes is put back."""

    text: str
    masked_rows: Tuple[int, ...]  # 1-based rows whose IPython syntax was replaced by Python of the same length
    prefixes: Tuple[str, ...]  # for each row, the leading indentation removed from it ("" for most rows)


def read_cell(source: str) -> CellText:
    """`source` read as IPython's input transformer reads a cell (`IPython.core.inputtransformer2`).

    In its order: leading blank lines are skipped; the indentation common to all lines is removed (or, when
    the first line would keep some, the first line's, from the lines that start with it: `_dedent`); a cell
    magic (`%%time`, or Datalab's `%bash` on the first of several lines) masks its first line, and its body is
    itself read as a cell if it is Python, masked otherwise;
    then, at the start of each statement (not inside strings or brackets), `%magic`, `!shell`, `!!shell`,
    `?help`, `obj?`, the `,f a`, `;f a` and `/f a` call shortcuts and `x = %magic` / `x = !cmd` are masked;
    last, a cell of a single line that names a line magic without its `%` (`ls data/`, `pip install x`) and is
    not Python runs as that magic (IPython's automagic, which applies to one-line cells only) and is masked.
    """
    lines = _lines(source)
    prefixes = [""] * len(lines)
    masked_rows: List[int] = []
    first = next((i for i, line in enumerate(lines) if not _BLANK.fullmatch(line)), None)
    if first is None:
        return CellText(source, (), tuple(prefixes))
    _dedent(lines, prefixes, first)
    match = _CELL_MAGIC.match(lines[first])
    if match is None and len(lines) - first > 1:
        match = _DATALAB_CELL_MAGIC.match(lines[first])
    if match:
        masked_rows.append(first + 1)
        lines[first] = _statement_mask(lines[first])
        if match.group(1) not in PYTHON_CELL_MAGICS:
            # Another language (%%bash, %%writefile, %%html...): the whole cell is masked.
            for i in range(first + 1, len(lines)):
                lines[i] = _comment_mask(lines[i])
                masked_rows.append(i + 1)
            return CellText("".join(lines), tuple(masked_rows), tuple(prefixes))
        body = read_cell("".join(lines[first + 1 :]))  # the magic transforms its body as a cell of its own
        lines[first + 1 :] = _lines(body.text)
        masked_rows.extend(row + first + 1 for row in body.masked_rows)
        for offset, prefix in enumerate(body.prefixes):
            prefixes[first + 1 + offset] += prefix
        return CellText("".join(lines), tuple(masked_rows), tuple(prefixes))
    if _MAYBE_IPYTHON.search(source):
        _mask_statements(lines, masked_rows, first)
    if len(lines) - first == 1 and not masked_rows and _is_automagic(lines[first]):
        lines[first] = _statement_mask(lines[first])
        masked_rows.append(first + 1)
    return CellText("".join(lines), tuple(masked_rows), tuple(prefixes))


def _dedent(lines: List[str], prefixes: List[str], first: int) -> None:
    """Remove the leading spaces and tabs all non-blank lines share, as `textwrap.dedent` (and IPython now) does.

    When the first line would still be indented (` %%time` over unindented lines), Python never accepts the
    cell that way; IPython 7 and 8 (Colab's, for one) ran it: they remove the first line's indentation from
    every line that starts with it (ipython/ipython#14822 changed that), so that is the reading then."""
    indents = [_INDENT.match(line).group() for line in lines[first:] if not _BLANK.fullmatch(line)]  # type: ignore[union-attr]
    margin = os.path.commonprefix(indents)
    if len(indents[0]) > len(margin) and not lines[first].lstrip().startswith("#"):
        margin = indents[0]  # not for a comment: its indentation never matters, so the common margin reads it
    if not margin:
        return
    for i in range(first, len(lines)):
        if lines[i].startswith(margin):
            lines[i] = lines[i][len(margin) :]
            prefixes[i] += margin


def _mask_statements(lines: List[str], masked_rows: List[int], start: int) -> None:
    scanner = _StatementScanner()
    continuing_magic: Optional[str] = None
    for i in range(start, len(lines)):
        line = lines[i]
        if continuing_magic is not None:
            lines[i] = _statement_mask(line, continuing_magic)
            masked_rows.append(i + 1)
            continuing_magic = continuing_magic if _body(line).endswith("\\") else None
            continue
        if scanner.at_statement_start:
            stripped = line.lstrip()
            indent = line[: len(line) - len(stripped)]
            if stripped[:1] in ESCAPES or _is_help(line):
                lines[i] = _statement_mask(line)
                masked_rows.append(i + 1)
                continuing_magic = indent if _body(line).endswith("\\") else None
                continue
            assigned = _ASSIGNED_MAGIC.fullmatch(_body(line))
            if assigned:
                target, rest = assigned.groups()
                lines[i] = target + _placeholder(len(rest), "None") + line[len(_body(line)) :]
                masked_rows.append(i + 1)
                continuing_magic = indent if rest.endswith("\\") else None
                continue
        scanner.feed(line)


def _is_help(line: str) -> bool:
    """`obj?`, `obj.attr??`, `x[0]?`: a statement that ends, before any comment, with a name and `?` or `??`."""
    code = _code(line)
    return code == _body(line) and _HELP_END.search(code.rstrip()) is not None  # a comment after `?` is an error


def _is_automagic(line: str) -> bool:
    match = _AUTOMAGIC.match(_body(line))
    if match is None or match.group(1) not in AUTOMAGICS or match.group(2).lstrip().startswith(("=", ",")):
        return False
    try:
        compile(line, "<cell>", "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except (SyntaxError, ValueError):
        return True
    return False  # valid Python (`ls`, `pwd`): linted as it is


def _lines(text: str) -> List[str]:
    """Lines split after each `\n` only (as Jupyter stores them and libcst counts rows), endings kept."""
    return _LINE.findall(text)


def _body(line: str) -> str:
    return line.rstrip("\r\n")


def _code(line: str) -> str:
    """The line up to its comment, if any (a `#` outside string literals)."""
    quote: Optional[str] = None
    i = 0
    while i < len(line):
        char = line[i]
        if quote is not None:
            if char == "\\":
                i += 2
                continue
            if line.startswith(quote, i):
                i += len(quote)
                quote = None
                continue
        elif char == "#":
            return line[:i]
        elif char in "\"'":
            quote = line[i : i + 3] if line[i : i + 3] in ('"""', "'''") else char
            i += len(quote)
            continue
        i += 1
    return _body(line)


def _placeholder(length: int, word: str) -> str:
    """`word` padded to `length`, or `0` padded when `word` does not fit: an expression of exactly that length."""
    return word.ljust(length) if length >= len(word) else "0".ljust(max(length, 1))


def _statement_mask(line: str, indent: Optional[str] = None) -> str:
    body = _body(line)
    ending = line[len(body) :]
    if indent is None:
        indent = body[: len(body) - len(body.lstrip())]
    rest = max(len(body) - len(indent), 1)
    return indent + _placeholder(rest, "pass") + ending


def _comment_mask(line: str) -> str:
    body = _body(line)
    return ("#".ljust(len(body)) if body else "") + line[len(body) :]


class _StatementScanner:
    """Tracks, line by line, whether the next line starts a new statement (not inside a string or brackets)."""

    def __init__(self) -> None:
        self.quote: Optional[str] = None  # the open string's delimiter (only triple quotes survive a line)
        self.depth = 0
        self.continued = False

    @property
    def at_statement_start(self) -> bool:
        return self.quote is None and self.depth == 0 and not self.continued

    def feed(self, line: str) -> None:
        body = _body(line)
        i, n = 0, len(body)
        self.continued = False
        while i < n:
            char = body[i]
            if self.quote is not None:
                if char == "\\":
                    i += 2
                    continue
                if body.startswith(self.quote, i):
                    i += len(self.quote)
                    self.quote = None
                    continue
                i += 1
                continue
            if char == "#":
                break
            if char in "\"'":
                triple = body[i : i + 3]
                self.quote = triple if triple in ('"""', "'''") else char
                i += len(self.quote)
                continue
            if char in "([{":
                self.depth += 1
            elif char in ")]}":
                self.depth = max(self.depth - 1, 0)
            elif char == "\\" and i == n - 1:
                self.continued = True
            i += 1
        if self.quote is not None and len(self.quote) == 1:
            # An unterminated one-line string is a syntax error; do not let it swallow the cell.
            self.quote = None


# --- writing back -----------------------------------------------------------------------------------------------


def _split_cells(python: str, numbers: Sequence[int]) -> Optional[List[str]]:
    """The joined source cut back into cells at the marker lines; None unless every marker is there, in order."""
    segments: List[str] = []
    position = 0
    found = [(match.start(), match.end(), int(match.group(1))) for match in _MARKER_LINE.finditer(python)]
    if [number for _, _, number in found] != list(numbers[1:]):
        return None
    for start, end, _ in found:
        segments.append(python[position:start])
        position = end
    segments.append(python[position:])
    return segments if len(segments) == len(numbers) else None


def _restore(cell: Cell, fixed: str) -> Optional[str]:
    """`fixed` (the cell's masked source, edited) with the cell's original lines put back where they did not change
    (IPython syntax and removed indentation included), and that indentation added to the lines that did.

    None if an edit changed a masked line: the IPython syntax it stood for cannot be reconstructed.
    """
    if not cell.masked_rows and not any(cell.prefixes):
        return fixed
    before = _lines(cell.masked)
    original = _lines(cell.original)
    after = _lines(fixed)
    masked = {row - 1 for row in cell.masked_rows}
    result: List[str] = []
    import difflib  # only to map a fixed notebook's cells back

    matcher = difflib.SequenceMatcher(a=before, b=after, autojunk=False)
    for tag, a_start, a_end, b_start, b_end in matcher.get_opcodes():
        if tag == "equal":
            for offset in range(a_end - a_start):
                index = a_start + offset
                result.append(_with_ending(original[index], before[index]) if index < len(original) else before[index])
            continue
        if any(a_start <= index < a_end for index in masked):
            return None
        prefix = cell.prefixes[min(a_start, len(cell.prefixes) - 1)] if cell.prefixes else ""
        result.extend(prefix + line if line.strip() else line for line in after[b_start:b_end])
    return "".join(result)


def _with_ending(original: str, masked: str) -> str:
    """The original IPython line, ending as its masked copy does (the last line may have gained a newline)."""
    body = _body(original)
    return body + masked[len(_body(masked)) :]


def _indent_unit(text: str) -> Optional[int]:
    """Spaces per nesting level in the notebook's JSON (Jupyter writes 1), None for one-line JSON."""
    match = re.search(r"\n( +)\S", text)
    return len(match.group(1)) if match else None


def _source_spans(text: str) -> Dict[int, Tuple[int, int, int]]:
    """Walks the JSON text (already known to be valid) recording where each cell's `source` value lies."""
    spans: Dict[int, Tuple[int, int, int]] = {}
    decoder = json.JSONDecoder()
    whitespace = re.compile(r"[ \t\n\r]*")

    def skip(position: int) -> int:
        match = whitespace.match(text, position)
        return match.end() if match else position

    def value(position: int, path: Tuple[Any, ...]) -> int:
        position = skip(position)
        start = position
        char = text[position]
        if char == "{":
            position = skip(position + 1)
            if text[position] == "}":
                end = position + 1
            else:
                while True:
                    key, position = _scanstring(text, skip(position) + 1)
                    position = skip(position)
                    position = value(position + 1, (*path, key))
                    position = skip(position)
                    if text[position] == "}":
                        end = position + 1
                        break
                    position += 1
        elif char == "[":
            position = skip(position + 1)
            if text[position] == "]":
                end = position + 1
            else:
                index = 0
                while True:
                    position = skip(value(position, (*path, index)))
                    index += 1
                    if text[position] == "]":
                        end = position + 1
                        break
                    position += 1
        else:
            _, end = decoder.raw_decode(text, position)
        if len(path) == 3 and path[0] == "cells" and path[2] == "source":
            spans[path[1] + 1] = (start, end, len(path))
        return end

    value(0, ())
    return spans

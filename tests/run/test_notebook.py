"""Jupyter notebooks: linted cell by cell with shared imports, IPython syntax masked, fixes written back in place."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence

import nbformat
import pytest
from click.testing import CliRunner

from tests.edits import apply_edits
from tflint_mem.core.findings import Edit, Finding, Fix, Location
from tflint_mem.engine.lint import default_rules
from tflint_mem.integrations.cli import main
from tflint_mem.run.notebook import lint_notebook_bytes
from tflint_mem.source.notebook import NotebookSource, map_finding, read_cell, read_notebook

LEAKY_CELL = "@tf.function\ndef step(x):\n    return x\n"


def notebook(*cells: str, markdown_first: bool = True, language: str = "python", **nb_metadata: Any) -> str:
    """A notebook as Jupyter writes it (nbformat 4, one-space indent); `md:` cells are markdown."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": language}
    nb.metadata.update(nb_metadata)
    if markdown_first:
        nb.cells.append(nbformat.v4.new_markdown_cell("# Training notebook"))
    for number, source in enumerate(cells):
        if source.startswith("md:"):
            nb.cells.append(nbformat.v4.new_markdown_cell(source[3:]))
            continue
        cell = nbformat.v4.new_code_cell(source, execution_count=number + 1)
        cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text=f"output {number}\n")]
        cell.metadata["tags"] = ["keep-me"]
        nb.cells.append(cell)
    return str(nbformat.writes(nb))


def lint_nb(text: str, select: Optional[Sequence[str]] = None) -> List[Finding]:
    result = lint_notebook_bytes(text.encode("utf-8"), "train.ipynb", default_rules(select))
    assert not result.internal_errors
    return result.findings


def where(findings: Sequence[Finding]) -> List[tuple]:
    return [(f.code, f.cell, f.location.row, f.location.column) for f in findings]


def parsed(text: str) -> NotebookSource:
    result = read_notebook(text.encode("utf-8"))
    assert isinstance(result, NotebookSource)
    return result


# --- linting --------------------------------------------------------------------------------------------------


def test_finding_names_cell_and_row_inside_the_cell():
    text = notebook("import tensorflow as tf\n", "x = 1\n\n" + LEAKY_CELL)
    assert where(lint_nb(text)) == [("TFM001", 3, 3, 1)]


def test_imports_of_one_cell_are_in_scope_in_later_cells():
    text = notebook("from tensorflow import function as tff\n", "@tff\ndef step(x):\n    return x\n")
    assert where(lint_nb(text)) == [("TFM001", 3, 1, 1)]
    # Without the import cell `tff` means nothing, so nothing is reported.
    assert lint_nb(notebook("@tff\ndef step(x):\n    return x\n")) == []


def test_name_bound_in_an_earlier_cell_shadows_tensorflow():
    text = notebook("import mylib as tf\n", LEAKY_CELL)
    assert lint_nb(text) == []


def test_line_magics_and_shell_escapes_keep_rows_and_columns():
    cell = (
        "%matplotlib inline\n"
        "!pip install -q tensorflow\n"
        "files = !ls data\n"
        "import tensorflow as tf\n"
        "ds = tf.data.Dataset.range(8).map(lambda x: tf.py_function(f, [x], tf.int64), num_parallel_calls=64)\n"
    )
    [finding] = lint_nb(notebook(cell), ["TFM004"])
    assert (finding.cell, finding.location.row) == (2, 5)
    assert finding.location.column == cell.splitlines()[4].index("num_parallel_calls") + 1


def test_indented_magic_and_continued_shell_command_parse():
    cell = (
        "import tensorflow as tf\n"
        "for i in range(3):\n"
        "    %time x = 1\n"
        "    !echo one \\\n"
        "        two\n"
        "tf.function?\n"
        "?tf.data\n" + LEAKY_CELL
    )
    assert where(lint_nb(notebook(cell))) == [("TFM001", 2, 8, 1)]


def test_python_cell_magic_body_is_linted_in_place():
    assert where(lint_nb(notebook("import tensorflow as tf\n", "%%time\n" + LEAKY_CELL))) == [("TFM001", 3, 2, 1)]


def test_other_language_cell_magic_is_not_parsed_as_python():
    text = notebook("import tensorflow as tf\n", "%%bash\nif [ -f x ]; then echo @tf.function; fi\n", LEAKY_CELL)
    assert where(lint_nb(text)) == [("TFM001", 4, 1, 1)]


def test_magic_like_lines_inside_strings_and_brackets_are_left_alone():
    cell = 'doc = """\n!not a shell escape\n%not a magic\n"""\nvalues = [\n    1,\n]\n'
    read = read_cell(cell)
    assert read.text == cell and read.masked_rows == ()


def test_masks_have_the_length_of_the_masked_text():
    cell = "%pwd\n!ls\n  %time f()\nx = !a\ny, z = %sx ls\n"
    read = read_cell(cell)
    masked, rows = read.text, read.masked_rows
    assert rows == (1, 2, 3, 4, 5)
    assert [len(line) for line in masked.splitlines()] == [len(line) for line in cell.splitlines()]
    assert masked.splitlines()[3] == "x = 0 " and masked.splitlines()[4].startswith("y, z = None")


def test_syntax_error_is_tfm000_in_its_cell():
    text = notebook("import tensorflow as tf\n", "x = 1\ndef broken(:\n    pass\n")
    [finding] = lint_nb(text)
    assert (finding.code, finding.cell, finding.location.row) == ("TFM000", 3, 2)


def test_invalid_json_is_tfm000_at_the_json_position():
    result = lint_notebook_bytes(b'{\n "cells": [\n  {"cell_type": "code",,}\n ]\n}\n', "bad.ipynb", default_rules())
    [finding] = result.findings
    assert finding.code == "TFM000"
    assert finding.message.startswith("notebook is not valid JSON: ")
    assert (finding.location.row, finding.location.column) == (3, 24)
    assert finding.cell is None


@pytest.mark.parametrize(
    "data, message",
    [
        (b"[1, 2]", "not a Jupyter notebook: no `cells` list at the top level"),
        (b'{"worksheets": [], "nbformat": 3}', "nbformat 3 notebooks are not supported"),
        (b'{"cells": [{"cell_type": "code", "source": 3}]}', "cell 1: `source` must be a string or a list"),
        (b'{"cells": ["\xff"]}', "notebook is not UTF-8: invalid byte 0xff"),
    ],
)
def test_unreadable_notebook_is_one_tfm000(data: bytes, message: str):
    [finding] = lint_notebook_bytes(data, "bad.ipynb", default_rules()).findings
    assert finding.code == "TFM000" and finding.message.startswith(message)


def test_notebook_of_another_language_is_skipped():
    text = notebook("library(ggplot2)\n", language="R", language_info={"name": "R"})
    assert lint_nb(text) == []


def test_noqa_comment_in_a_cell_suppresses_there():
    text = notebook("import tensorflow as tf\n", "@tf.function  # noqa: TFM001\ndef step(x):\n    return x\n")
    assert lint_nb(text) == []


def test_source_stored_as_one_string_is_read():
    document = json.loads(notebook("import tensorflow as tf\n" + LEAKY_CELL))
    document["cells"][1]["source"] = "".join(document["cells"][1]["source"])
    assert where(lint_nb(json.dumps(document))) == [("TFM001", 2, 2, 1)]


# --- command line ---------------------------------------------------------------------------------------------


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "nb").mkdir()
    (tmp_path / "nb" / "train.ipynb").write_text(notebook("import tensorflow as tf\n", "x = 1\n" + LEAKY_CELL))
    (tmp_path / "nb" / ".ipynb_checkpoints").mkdir()
    (tmp_path / "nb" / ".ipynb_checkpoints" / "train-checkpoint.ipynb").write_text(notebook(LEAKY_CELL))
    return tmp_path


def test_folder_walk_lints_notebooks_and_skips_checkpoints(project: Path):
    result = CliRunner().invoke(main, ["check", "."])
    assert result.exit_code == 1
    assert result.output.splitlines()[0].startswith("nb/train.ipynb:cell 3:2:1: TFM001 ")
    assert "checkpoint" not in result.output
    assert result.output.splitlines()[-2:] == ["Found 1 problem", "(1 more fixable with `--fix --unsafe-fixes`)"]


def test_json_output_has_cell_field(project: Path):
    result = CliRunner().invoke(main, ["check", "--format", "json", "nb/train.ipynb"])
    [record] = json.loads(result.output)
    assert record["cell"] == 3
    assert record["location"] == {"row": 2, "column": 1}
    assert record["filename"] == str(project / "nb" / "train.ipynb")


def test_broken_notebook_does_not_stop_the_run(project: Path):
    (project / "nb" / "broken.ipynb").write_text("{not json")
    result = CliRunner().invoke(main, ["check", "."])
    assert result.exit_code == 1
    assert "nb/broken.ipynb:1:2: TFM000 notebook is not valid JSON" in result.output
    assert "nb/train.ipynb:cell 3:2:1: TFM001" in result.output


# --- fixes: mapping and writing back --------------------------------------------------------------------------

FIXABLE = (
    "%matplotlib inline\n"
    "import tensorflow as tf\n"
    "ds = tf.data.Dataset.range(8)\n"
    "!nvidia-smi\n"
    "ds = ds.map(parse, num_parallel_calls=128)\n"
)


def test_fix_edits_are_mapped_into_the_cell():
    nb = parsed(notebook("x = 1\n", FIXABLE))
    cell = nb.cells[1]
    row = cell.first_row + 4
    column = FIXABLE.splitlines()[4].index("128") + 1
    fix = Fix("safe", "Lower it", (Edit("64", Location(row, column), Location(row, column + 3)),))
    joined = Finding("TFM004", "r", "m", "t.ipynb", Location(row, 20), Location(row, 40), fix=fix, noqa_row=row)
    mapped = map_finding(nb, joined)
    assert (mapped.cell, mapped.location, mapped.noqa_row) == (3, Location(5, 20), 5)
    assert mapped.fix is not None
    assert mapped.fix.edits == (Edit("64", Location(5, column), Location(5, column + 3)),)


def test_fix_touching_a_masked_line_or_another_cell_is_dropped():
    nb = parsed(notebook("x = 1\n", FIXABLE))
    cell = nb.cells[1]
    masked_row = cell.first_row + 3
    over_magic = Fix("safe", "f", (Edit("", Location(masked_row, 1), Location(masked_row + 1, 1)),))
    other_cell = Fix("safe", "f", (Edit("y", Location(1, 1), Location(1, 2)),))
    for fix in (over_magic, other_cell):
        joined = Finding(
            "TFM004", "r", "m", "t.ipynb", Location(masked_row + 1, 1), Location(masked_row + 1, 5), fix=fix
        )
        assert map_finding(nb, joined).fix is None


def test_unchanged_source_rebuilds_byte_identical():
    text = notebook("import tensorflow as tf\n", FIXABLE)
    nb = parsed(text)
    assert nb.rebuild(nb.python) == text.encode("utf-8")


def changed_cells(before: str, after: bytes) -> List[int]:
    old, new = json.loads(before)["cells"], json.loads(after)["cells"]
    assert len(old) == len(new)
    for a, b in zip(old, new):
        assert {k: v for k, v in a.items() if k != "source"} == {k: v for k, v in b.items() if k != "source"}
    return [number for number, (a, b) in enumerate(zip(old, new), start=1) if a["source"] != b["source"]]


def test_rebuild_rewrites_only_changed_cells_and_keeps_everything_else():
    text = notebook("import tensorflow as tf\n", FIXABLE, "md:Notes", "y = 2\n")
    # An unchanged cell stored in a shape tflint-mem would not write (lines split mid-way) must stay as it is.
    text = text.replace('"y = 2\\n"', '"y = ",\n    "2\\n"')
    assert '"y = ",' in text
    nb = parsed(text)
    after = nb.rebuild(nb.python.replace("num_parallel_calls=128", "num_parallel_calls=8"))
    assert after is not None
    assert changed_cells(text, after) == [3]
    new_source = "".join(json.loads(after)["cells"][2]["source"])
    assert new_source == FIXABLE.replace("=128", "=8")
    # Every byte outside the changed cell's source is unchanged.
    start, end, _ = nb.source_spans()[3]
    decoded = after.decode("utf-8")
    assert decoded[:start] == text[:start]
    assert decoded[len(decoded) - (len(text) - end) :] == text[end:]
    nbformat.validate(nbformat.reads(decoded, as_version=4))


def test_rebuild_restores_magics_around_inserted_and_removed_lines():
    nb = parsed(notebook(FIXABLE))
    fixed = nb.python.replace("import tensorflow as tf\n", "import tensorflow as tf\nimport keras\n").replace(
        "ds = tf.data.Dataset.range(8)\n", ""
    )
    after = nb.rebuild(fixed)
    assert after is not None
    source = "".join(json.loads(after)["cells"][1]["source"])
    assert source == (
        "%matplotlib inline\nimport tensorflow as tf\nimport keras\n!nvidia-smi\n"
        "ds = ds.map(parse, num_parallel_calls=128)\n"
    )


def test_rebuild_refuses_to_change_a_masked_line():
    nb = parsed(notebook(FIXABLE))
    assert nb.rebuild(nb.python.replace("pass", "edit", 1)) is None


def test_rebuild_refuses_when_a_cell_marker_is_gone():
    nb = parsed(notebook("x = 1\n", "y = 2\n"))
    assert nb.rebuild(nb.python.replace("# %% tflint-mem cell 3\n", "")) is None


def test_rebuild_keeps_two_space_indent_string_sources_and_non_ascii():
    document: Dict[str, Any] = json.loads(notebook("import tensorflow as tf\n", "md:Données", FIXABLE))
    document["cells"][3]["source"] = "".join(document["cells"][3]["source"])
    text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    nb = parsed(text)
    after = nb.rebuild(nb.python.replace("=128", "=8"))
    assert after is not None
    expected = json.loads(text)
    expected["cells"][3]["source"] = FIXABLE.replace("=128", "=8")
    assert after.decode("utf-8") == json.dumps(expected, indent=2, ensure_ascii=False) + "\n"
    nbformat.validate(nbformat.reads(after.decode("utf-8"), as_version=4))


def test_last_line_without_newline_stays_without_newline():
    nb = parsed(notebook("import tensorflow as tf\n", "x = 1\n!ls\nds = ds.map(f, num_parallel_calls=128)"))
    after = nb.rebuild(nb.python.replace("=128", "=8"))
    assert after is not None
    assert json.loads(after)["cells"][2]["source"] == ["x = 1\n", "!ls\n", "ds = ds.map(f, num_parallel_calls=8)"]


def test_joined_source_fixes_applied_and_written_back_validate_with_nbformat():
    """The path `--fix` takes for a notebook: edits in joined-source coordinates, applied, then written back."""
    text = notebook("import tensorflow as tf\n", "%%time\n" + FIXABLE, "z = 3\n")
    nb = parsed(text)
    cell = nb.cells[1]
    row = cell.first_row + 5  # the map call, below the %%time line
    line = nb.python.splitlines()[row - 1]
    column = line.index("128") + 1
    edits = [Edit("64", Location(row, column), Location(row, column + 3))]
    after = nb.rebuild(apply_edits(nb.python, edits))
    assert after is not None
    assert changed_cells(text, after) == [3]
    assert "".join(json.loads(after)["cells"][2]["source"]) == "%%time\n" + FIXABLE.replace("=128", "=64")
    nbformat.validate(nbformat.reads(after.decode("utf-8"), as_version=4))


def test_fix_rewrites_only_the_fixed_cell_and_keeps_the_rest_of_the_notebook(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    text = notebook(
        "import tensorflow as tf\n%matplotlib inline",
        "ds = tf.data.Dataset.range(8).map(tf.square, num_parallel_calls=128)",
        "print('unchanged')",
    )
    path = tmp_path / "train.ipynb"
    path.write_text(text)
    result = CliRunner().invoke(main, ["check", "--fix", "--no-cache", "train.ipynb"])
    assert result.exit_code == 0, result.output
    fixed = path.read_text()
    assert fixed == text.replace("num_parallel_calls=128", "num_parallel_calls=64")
    nbformat.validate(nbformat.reads(fixed, as_version=4))
    again = CliRunner().invoke(main, ["check", "--fix", "--no-cache", "train.ipynb"])
    assert again.exit_code == 0 and path.read_text() == fixed

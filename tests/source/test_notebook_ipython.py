"""Notebook cells are read as IPython reads them: IPython itself (a test dependency only) is the oracle.

For each cell shape, IPython's `TransformerManager` (the static input transformations every cell goes through)
turns the cell into Python or not; the linter must report TFM000 exactly when that Python does not compile,
with the leading indentation removed either way IPython has done it: the indentation common to all lines (now),
or the first line's, from every line that starts with it (IPython 7 and 8, which Colab runs).
Automagics (`ls data/` in a one-line cell) are a dynamic transformation of the shell, so for those the oracle
is `InteractiveShell.transform_cell`.
"""

from __future__ import annotations

import json
import re
import textwrap
from pathlib import Path
from typing import Iterator, List, Optional, Tuple

import nbformat
import pytest
from click.testing import CliRunner
from IPython.core import inputtransformer2
from IPython.core.inputtransformer2 import TransformerManager
from IPython.core.interactiveshell import InteractiveShell
from traitlets.config import Config

from tflint_mem.core.findings import Finding
from tflint_mem.engine.lint import default_rules
from tflint_mem.integrations.cli import main
from tflint_mem.run.notebook import lint_notebook_bytes
from tflint_mem.source import notebook as notebook_module
from tflint_mem.source.notebook import read_cell

# IPython accepts these (its transformations give Python that compiles).
ACCEPTED = [
    " x = 1\n y = 2\n",  # every line indented: the common indentation is removed
    "  for i in range(3):\n      print(i)\n",
    "\n\n   x = 1\n",  # leading blank lines, then indentation
    "\tx = 1\n\ty = 2\n",
    " x = 1\n\n y = 2",  # a blank line inside, no final newline
    " x = 1\n   \n y = 2\n",  # a line of spaces only does not count
    "  \n x = 1\n",
    " for x in xs:\n   print(x, end=' ')",  # the first and the deepest lines share one space
    "%matplotlib inline\nimport os\n",
    " %matplotlib inline\n import os\n",
    "!pip install -q tensorflow\n",
    "!!ls\n",
    "!echo one \\\n  two\nx = 1\n",
    "files = !ls\n",
    "x = %pwd\n",
    "out: list = !ls data\n",
    "a, b = %sx echo 1 2\n",
    "d['k'] = !ls\n",
    "self.x = %pwd\n",
    "tf.function?\n",
    "tf.function??\n",
    "?tf.function\n",
    "??tf\n",
    "?\n",
    "%time?\n",
    "x[0]?\n",
    "x = foo?\n",
    "if True:\n    tf.function?\n",
    "for i in range(2):\n    %time x = i\n",
    "for i in range(2):\n    x = !ls\n",
    ",print a b\n",
    ";print a b\n",
    "/print 1 2\n",
    "%%time\nx = 1\n",
    "%%timeit\n  x = 1\n  y = 2\n",
    "%%capture out\n!pip install x\nimport os\n",
    "%%bash\nfor f in *; do echo $f; done\n",
    "%%writefile setup.py\ndef broken(:\n",
    # An indented first line: IPython 7 and 8 remove its indentation from the lines that start with it.
    " x = 1\ny = 2\n",
    "  %%time\nx = 1\n",
    " %%time\n\nx = 1\nif x:\n    y = 2\n",  # the body's lines that start with the space lose it too
    " %%bash\necho hi\n",
    "  !pip install x\nimport os\n",
    " %matplotlib inline\nimport os\n",
    "\t%time x\ny = 1\n",
    "\n  %pwd\n  x = 1\ny = 2\n",
    "%%\nx = 1\n",
    "x = 1  # is this right?\n",
    'doc = """\n%not a magic\n!not a shell escape\n"""\n',
    "values = [\n    1,\n]\n",
    'print("a = !b")\n',
    "x = '%d' % 3\n",
]
# IPython rejects these: the linter reports TFM000 for them.
REJECTED = [
    "def f(:\n    pass\n",
    "x = 1\n y = 2\n",  # only the first line's indentation is ever removed
    "import os\n %matplotlib inline\n",  # an indented magic after the first line too
    "  %matplotlib inline\n x = 1\n",  # a line that does not start with the first line's indentation keeps it
    " %time x\n\ty = 1\n",
    "  # a comment first\n x = 1\ny = 2\n",  # `x = 1` keeps its space either way
    "print 'a'\n",
    "x += !ls\n",
    "x == !ls\n",
    "x = 1; %pwd\n",
    "print(1) ?\n",
    "x?  # a comment after the help\n",
    "x = (1,\n",
]
# One-line cells the shell runs as magics (automagic), and cells where it does not.
AUTOMAGIC_ACCEPTED = ["ls ./data/train/", "ls ./data/train/\n", "pip install -q tensorflow\n", "cd ..", "\n ls data\n"]
AUTOMAGIC_REJECTED = ["ls ./data/train/\n\n", "ls ./data\nx = 1\n", "notamagic ./data\n", "time.sleep 1\n"]


def common_indent(lines: List[str]) -> List[str]:
    """IPython's `leading_indent` now (since ipython/ipython#14822): the indentation all lines share goes."""
    return textwrap.dedent("".join(lines)).splitlines(keepends=True) if lines else lines


def first_line_indent(lines: List[str]) -> List[str]:
    """IPython 7 and 8's `leading_indent`: the first line's indentation goes from every line that starts with it."""
    indent = re.match(r"[ \t]*", lines[0]).group() if lines else ""  # type: ignore[union-attr]
    return [line[len(indent) :] if line.startswith(indent) else line for line in lines]


def manager(leading_indent: object) -> TransformerManager:
    found = TransformerManager()
    cleanup = found.cleanup_transforms
    found.cleanup_transforms = [leading_indent if t is inputtransformer2.leading_indent else t for t in cleanup]
    assert leading_indent in found.cleanup_transforms
    return found


def compiles(python: str) -> bool:
    try:
        compile(python, "<cell>", "exec")
    except SyntaxError:
        return False
    return True


def ipython_accepts(cell: str, transform: Optional[object] = None) -> bool:
    if transform is not None:
        return compiles(transform(cell))  # type: ignore[operator]
    return any(compiles(manager(indent).transform_cell(cell)) for indent in (common_indent, first_line_indent))


def notebook_text(*cells: str) -> str:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [nbformat.v4.new_markdown_cell("# Notes")] + [nbformat.v4.new_code_cell(cell) for cell in cells]
    return str(nbformat.writes(nb))


def lint_cells(*cells: str, select: Tuple[str, ...] = ("TFM000",)) -> List[Finding]:
    result = lint_notebook_bytes(notebook_text(*cells).encode("utf-8"), "nb.ipynb", default_rules(select))
    assert not result.internal_errors
    return result.findings


def cell_source(path: Path, index: int) -> str:
    source = json.loads(path.read_text())["cells"][index]["source"]
    return "".join(source) if isinstance(source, list) else str(source)


def reported_invalid(cell: str) -> bool:
    # The cell is the last one, so an unclosed bracket cannot reach into another cell.
    return any(f.code == "TFM000" for f in lint_cells("import tensorflow as tf\n", cell))


@pytest.fixture(scope="module")
def shell(tmp_path_factory: pytest.TempPathFactory) -> Iterator[InteractiveShell]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("IPYTHONDIR", str(tmp_path_factory.mktemp("ipython")))
        config = Config()
        config.HistoryManager.enabled = False
        instance = InteractiveShell.instance(config=config)
        yield instance
        InteractiveShell.clear_instance()


@pytest.mark.parametrize("cell", ACCEPTED + REJECTED)
def test_tfm000_exactly_when_ipython_rejects_the_cell(cell: str):
    assert reported_invalid(cell) is not ipython_accepts(cell)


def test_the_shapes_are_what_they_say():
    assert all(ipython_accepts(cell) for cell in ACCEPTED)
    assert not any(ipython_accepts(cell) for cell in REJECTED)


@pytest.mark.parametrize("cell", [" x = 1\ny = 2\n", " %%time\nx = 1\n", "  !pip install x\nimport os\n"])
def test_an_indented_first_line_over_unindented_ones_runs_in_ipython_7_and_8_only(cell: str):
    assert compiles(manager(first_line_indent).transform_cell(cell))
    assert not compiles(manager(common_indent).transform_cell(cell))
    assert not reported_invalid(cell)


@pytest.mark.parametrize("cell", AUTOMAGIC_ACCEPTED + AUTOMAGIC_REJECTED)
def test_automagic_is_tfm000_exactly_when_the_shell_rejects_the_cell(cell: str, shell: InteractiveShell):
    accepted = ipython_accepts(cell, shell.transform_cell)
    assert accepted is (cell in AUTOMAGIC_ACCEPTED)
    assert reported_invalid(cell) is not accepted


def test_automagic_names_cover_ipython_line_magics_and_aliases(shell: InteractiveShell):
    names = set(shell.magics_manager.magics["line"]) | {alias for alias, _ in shell.alias_manager.aliases}
    missing = names - notebook_module.AUTOMAGICS
    assert not missing, f"add these to AUTOMAGICS in tflint_mem/source/notebook.py: {sorted(missing)}"


def test_ipython_is_never_imported_at_lint_time(tmp_path: Path):
    script = (
        "import sys\n"
        "from tflint_mem.run.notebook import lint_notebook_bytes\n"
        "from tflint_mem.engine.lint import default_rules\n"
        f"lint_notebook_bytes({notebook_text('ls data/', ' x = 1').encode()!r}, 'nb.ipynb', default_rules())\n"
        "print(sorted(name for name in sys.modules if name.split('.')[0] in ('IPython', 'traitlets')))\n"
    )
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# --- positions map back to the cell as stored --------------------------------------------------------------------


def test_finding_in_an_indented_cell_has_the_cell_column():
    cell = "  for step in range(3):\n      counter = tf.Variable(0)\n"
    [finding] = lint_cells("import tensorflow as tf\n", cell, select=("TFM002",))
    assert (finding.cell, finding.location.row, finding.location.column) == (3, 2, cell.splitlines()[1].index("tf") + 1)
    assert finding.end_location.column == len(cell.splitlines()[1]) + 1


def test_finding_after_automagic_and_escapes_keeps_its_position():
    cell = " !pip install -q x\n ,print a b\n ds = tf.data.Dataset.range(4).map(tf.abs, num_parallel_calls=128)\n"
    [finding] = lint_cells("import tensorflow as tf\n", cell, select=("TFM004",))
    assert (finding.location.row, finding.location.column) == (3, cell.splitlines()[2].index("num_parallel") + 1)
    assert finding.fix is not None
    [edit] = finding.fix.edits
    line = cell.splitlines()[2]
    assert line[edit.location.column - 1 : edit.end_location.column - 1] == "128"


def test_finding_after_an_indented_cell_magic_keeps_its_position():
    # mrdbourke/tensorflow-deep-learning 10_time_series_forecasting_in_tensorflow.ipynb starts a cell with ` %%time`.
    cell = " %%time\n\nfor step in range(3):\n    ds = tf.data.Dataset.range(4).map(tf.abs, num_parallel_calls=128)\n"
    [finding] = lint_cells("import tensorflow as tf\n", cell, select=("TFM000", "TFM004"))
    line = cell.splitlines()[3]
    assert (finding.code, finding.cell, finding.location.row) == ("TFM004", 3, 4)
    assert finding.location.column == line.index("num_parallel") + 1
    assert finding.fix is not None
    [edit] = finding.fix.edits
    assert line[edit.location.column - 1 : edit.end_location.column - 1] == "128"


def test_finding_after_an_indented_line_magic_keeps_its_position():
    cell = "  !pip install -q x\nimport tensorflow as tf\n  \nfor step in range(3):\n    v = tf.Variable(step)\n"
    [finding] = lint_cells(cell, select=("TFM000", "TFM002"))
    line = cell.splitlines()[4]
    assert (finding.code, finding.location.row, finding.location.column) == ("TFM002", 5, line.index("tf.") + 1)


def test_fix_under_an_indented_cell_magic_keeps_the_stored_lines(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.chdir(tmp_path)
    cell = " %%time\nimport tensorflow as tf\nif x:\n    d = tf.data.Dataset.range(4).map(f, num_parallel_calls=128)\n"
    (tmp_path / "nb.ipynb").write_text(notebook_text(cell))
    result = CliRunner().invoke(main, ["check", "--fix", "--no-cache", "nb.ipynb"])
    assert result.exit_code == 0, result.output
    assert cell_source(tmp_path / "nb.ipynb", 1) == cell.replace("=128", "=64")


@pytest.mark.parametrize("cell", ["%bash\ngcloud config set project $PROJECT\n", "%bq query\nSELECT 1 FROM t\n"])
def test_datalab_cell_magic_with_one_percent_is_another_language_not_invalid_python(cell: str):
    # Google's Datalab notebooks (training-data-analyst has 168 such cells) run `%bash` on a cell's first line like
    # `%%bash`; IPython itself would reject them, but they are not Python a linter could report on.
    assert not reported_invalid(cell)
    assert reported_invalid("%pwd\nx = (\n")  # a line magic followed by invalid Python is still reported


def test_cell_magic_body_is_dedented_on_its_own():
    read = read_cell("%%time\n  x = 1\n  y = 2\n")
    assert read.text.splitlines()[1:] == ["x = 1", "y = 2"]
    assert read.prefixes == ("", "  ", "  ")


def test_an_indented_first_line_gives_its_indentation_to_the_lines_that_start_with_it():
    read = read_cell(" %%time\nx = [1,\n     2]\nif x:\n    y = 2\n")
    assert read.text.splitlines() == ["pass  ", "x = [1,", "    2]", "if x:", "   y = 2"]
    assert read.prefixes == (" ", "", " ", "", " ")
    assert read.masked_rows == (1,)


def test_syntax_error_message_quotes_the_cell_position_not_the_joined_one():
    cells = ["import tensorflow as tf\n" + "x = 1\n" * 20, "@tf.function\ndef f(x):\n  return x\nprint 'a'\n"]
    [finding] = lint_cells(*cells, select=("TFM000", "TFM001"))
    assert (finding.cell, finding.location.row) == (3, 4)
    assert "26" not in finding.message  # its row in the joined source of the cells


def test_fix_in_an_indented_cell_keeps_the_indentation(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.chdir(tmp_path)
    cell = " import tensorflow as tf\n ds = tf.data.Dataset.range(4).map(tf.abs, num_parallel_calls=128)\n"
    (tmp_path / "nb.ipynb").write_text(notebook_text(cell))
    result = CliRunner().invoke(main, ["check", "--fix", "--no-cache", "nb.ipynb"])
    assert result.exit_code == 0, result.output
    source = cell_source(tmp_path / "nb.ipynb", 1)
    assert source == cell.replace("=128", "=64")


def test_inserted_line_in_an_indented_cell_gets_the_indentation(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.chdir(tmp_path)
    cell = (
        "  import tensorflow as tf\n"
        "  for trial in range(10):\n"
        "      model = tf.keras.Sequential([tf.keras.layers.Dense(1)])\n"
        "      print(trial)\n"
    )
    (tmp_path / "nb.ipynb").write_text(notebook_text(cell))
    [finding] = lint_cells(cell, select=("TFM009",))
    assert finding.fix is None  # its edit adds a line, which the cell's indentation would have to be put into
    result = CliRunner().invoke(main, ["check", "--fix", "--unsafe-fixes", "--no-cache", "nb.ipynb"])
    assert result.exit_code == 0, result.output
    source = cell_source(tmp_path / "nb.ipynb", 1)
    assert source.splitlines()[2] == "      tf.keras.backend.clear_session()"
    assert ipython_accepts(source)

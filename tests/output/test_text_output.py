"""The text formats: `full` (the default: the code with carets, then the help) and `concise` (one line each)."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Dict, List, Optional

import nbformat
import pytest
from click.testing import CliRunner, Result

from tflint_mem.core.findings import Finding, Location
from tflint_mem.integrations.cli import main
from tflint_mem.output.reporters.text import HELP_WIDTH, render_full, snippet
from tflint_mem.output.sources import SourceLines
from tflint_mem.output.style import Style, wants_color

LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"
TFM001_MESSAGE = "`tf.function` `f` has no `input_signature`, so each new input shape traces a new graph"
FULL_LEAKY = (
    f"leaky.py:3:1: TFM001 {TFM001_MESSAGE}\n"
    "  |\n"
    "3 | @tf.function\n"
    "  | ^^^^^^^^^^^^\n"
    "  |\n"
    "  = help: give it an `input_signature` with `None` for the dimensions that vary, or `reduce_retracing=True`\n"
    "\n"
    "Found 1 problem\n"
    "(1 more fixable with `--fix --unsafe-fixes`)\n"
)
MAPPED = "import tensorflow as tf\nds = tf.data.Dataset.range(4).map(tf.abs, num_parallel_calls=128)\n"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    (tmp_path / "leaky.py").write_text(LEAKY)
    return tmp_path


def check(*args: str, env: Optional[Dict[str, Optional[str]]] = None, stdin: Optional[str] = None) -> Result:
    return CliRunner().invoke(main, ["check", "--no-cache", *args], env=env, input=stdin)


# --- full and concise -------------------------------------------------------------------------------------------


def test_default_output_shows_the_line_carets_under_the_span_and_the_help(project: Path):
    result = check("leaky.py")
    assert (result.exit_code, result.output) == (1, FULL_LEAKY)


def test_full_format_can_be_named(project: Path):
    assert check("--output-format", "full", "leaky.py").output == FULL_LEAKY


@pytest.mark.parametrize("flag", ["--output-format", "--format"])
@pytest.mark.parametrize("name", ["concise", "text"])
def test_concise_format_is_one_line_per_finding(project: Path, flag: str, name: str):
    result = check(flag, name, "leaky.py")
    assert result.exit_code == 1
    assert result.output == (
        f"leaky.py:3:1: TFM001 {TFM001_MESSAGE}\nFound 1 problem\n(1 more fixable with `--fix --unsafe-fixes`)\n"
    )


def test_quiet_full_output_has_no_summary(project: Path):
    assert check("-q", "leaky.py").output == FULL_LEAKY.split("Found")[0]


def test_unknown_format_is_a_usage_error(project: Path):
    result = check("--output-format", "fancy", "leaky.py")
    assert result.exit_code == 2 and "'fancy' is not one of" in result.output


def test_full_output_of_a_fixable_finding_marks_it_and_underlines_the_argument(project: Path):
    (project / "data.py").write_text(MAPPED)
    lines = check("data.py").output.splitlines()
    column = MAPPED.splitlines()[1].index("num_parallel_calls") + 1
    assert lines[0].startswith(f"data.py:2:{column}: TFM004 [*] `num_parallel_calls=128` is above the limit of 64")
    assert lines[2] == "2 | " + MAPPED.splitlines()[1]
    assert lines[3] == "  | " + " " * (column - 1) + "^" * len("num_parallel_calls=128")
    assert lines[5] == "  = help: use at most 64"


def test_findings_of_a_cached_run_still_show_their_code(project: Path):
    cache = str(project / "cache")
    first = CliRunner().invoke(main, ["check", "--cache-dir", cache, "leaky.py"])
    second = CliRunner().invoke(main, ["check", "--cache-dir", cache, "leaky.py"])
    assert first.output == second.output == FULL_LEAKY


def test_a_cached_run_shows_the_code_without_reading_the_file_again(project: Path, monkeypatch: pytest.MonkeyPatch):
    """The rows a finding shows are kept with its cached result: a warm run that trusts the file by its size and
    time reads neither the file nor, for a notebook, its JSON."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("import tensorflow as tf\n@tf.function\ndef step(x):\n    return x")]
    (project / "train.ipynb").write_text(nbformat.writes(nb))
    cache = str(project / "cache")
    first = CliRunner().invoke(main, ["check", "--cache-dir", cache, "leaky.py", "train.ipynb"])
    reads: List[str] = []
    monkeypatch.setattr("tflint_mem.output.sources._read_text", lambda filename: reads.append(filename))
    second = CliRunner().invoke(main, ["check", "--cache-dir", cache, "leaky.py", "train.ipynb"])
    assert "2 | @tf.function" in first.output and "3 | @tf.function" in first.output
    assert (second.output, reads) == (first.output, [])


def test_excerpts_hold_the_first_rows_of_each_span_and_show_as_the_file_does(tmp_path: Path):
    from tflint_mem.core.results import FileResult
    from tflint_mem.source.decode import decode_source
    from tflint_mem.source.excerpts import excerpts

    text = "a = 1\nb = (\n  2,\n  3,\n  4,\n)\nc = 5\n"
    (tmp_path / "f.py").write_text(text)
    path = str(tmp_path / "f.py")
    long = Finding("TFM009", "model-built-in-loop", "m", path, Location(2, 1), Location(6, 2))
    short = Finding("TFM009", "model-built-in-loop", "m", path, Location(7, 1), Location(7, 6))
    result = FileResult(path, findings=[long, short], source=decode_source(text.encode()))  # type: ignore[arg-type]
    kept = excerpts(result)
    assert kept == {"": (8, {2: "b = (", 3: "  2,", 4: "  3,", 7: "c = 5"})}
    from_file = render_full([long, short], SourceLines([]))
    (tmp_path / "f.py").unlink()
    cached = FileResult(path, findings=[long, short], excerpts=kept)
    assert render_full([long, short], SourceLines([cached])) == from_file


def test_stdin_source_is_shown(project: Path):
    result = check("-", stdin=LEAKY)
    assert result.output == FULL_LEAKY.replace("leaky.py:", "-:")


def test_after_fixing_the_remaining_findings_show_the_fixed_lines(project: Path):
    (project / "both.py").write_text(MAPPED + LEAKY.split("\n", 1)[1])
    result = check("--fix", "both.py")
    assert "ds = tf.data.Dataset.range(4).map(tf.abs, num_parallel_calls=64)" in (project / "both.py").read_text()
    lines = result.output.splitlines()
    assert lines[0].startswith("both.py:4:1: TFM001 ")
    assert lines[2] == "4 | @tf.function"


def test_undecodable_file_is_shown_without_code(project: Path):
    (project / "bad.py").write_bytes(b"x = '\xff'\n")
    lines = check("bad.py").output.splitlines()
    assert lines[0] == "bad.py:1:6: TFM000 cannot decode as utf-8: invalid byte 0xff"
    assert lines[1].startswith("  = help: no other rule could check this file")


def test_syntax_error_points_at_its_column(project: Path):
    (project / "broken.py").write_text("import tensorflow as tf\nx = (1,\n")
    lines = check("broken.py").output.splitlines()
    assert lines[0] == "broken.py:2:5: TFM000 syntax error: '(' was never closed"
    assert lines[2:4] == ["2 | x = (1,", "  |     ^"]


def test_notebook_finding_shows_the_line_of_its_cell(project: Path):
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# Train"),
        nbformat.v4.new_code_cell("import tensorflow as tf"),
        nbformat.v4.new_code_cell("%matplotlib inline\n@tf.function\ndef step(x):\n    return x"),
    ]
    (project / "train.ipynb").write_text(nbformat.writes(nb))
    lines = check("train.ipynb").output.splitlines()
    assert lines[0].startswith("train.ipynb:cell 3:2:1: TFM001 ")
    assert lines[1:4] == ["  |", "2 | @tf.function", "  | ^^^^^^^^^^^^"]


def test_json_is_unchanged_by_the_text_formats(project: Path):
    [record] = json.loads(check("--output-format", "json", "leaky.py").output)
    assert record["message"] == TFM001_MESSAGE


# --- the code under a finding -----------------------------------------------------------------------------------


def test_multi_line_span_underlines_each_row_from_its_code():
    lines = ["x = f(", "    a,", "    b)"]
    assert snippet(lines, Location(1, 5), Location(3, 7)) == [
        (1, "x = f(", "    ^^"),
        (2, "    a,", "    ^^"),
        (3, "    b)", "    ^^"),
    ]


def test_long_span_shows_its_first_rows_then_an_ellipsis():
    lines = [f"row{i}" for i in range(1, 11)]
    shown = snippet(lines, Location(2, 1), Location(9, 5))
    assert [row for row, _, _ in shown] == [2, 3, 4, None]


def test_long_span_in_full_output_keeps_its_gutter_aligned():
    lines = [f"row{i}" for i in range(1, 11)]
    finding = Finding("TFM009", "model-built-in-loop", "m", "a.py", Location(2, 1), Location(9, 5))

    class Lines(SourceLines):
        def of(self, finding: Finding) -> List[str]:
            return lines

    text = render_full([finding], Lines([]))
    assert text.splitlines()[1:10] == [
        "  |",
        "2 | row2",
        "  | ^^^^",
        "3 | row3",
        "  | ^^^^",
        "4 | row4",
        "  | ^^^^",
        "  | ...",
        "  |",
    ]


def test_span_ending_at_the_start_of_a_row_does_not_show_that_row():
    assert [row for row, _, _ in snippet(["a = 1", "b = 2"], Location(1, 1), Location(2, 1))] == [1]


def test_span_outside_the_lines_shows_nothing():
    assert snippet(["a = 1"], Location(3, 1), Location(3, 1)) == []


def test_empty_span_gets_one_caret_even_past_the_end_of_the_line():
    assert snippet(["x = (1,"], Location(1, 8), Location(1, 8)) == [(1, "x = (1,", "       ^")]


def test_tabs_are_expanded_and_the_carets_follow():
    [(_, text, carets)] = snippet(["\tx = tf.Variable(0)"], Location(1, 6), Location(1, 20))
    assert text == "    x = tf.Variable(0)"
    assert carets == "        " + "^" * 14


def test_a_tab_inside_the_span_is_underlined_as_wide_as_it_is_shown():
    [(_, text, carets)] = snippet(["x = f(a,\tb)"], Location(1, 5), Location(1, 12))
    assert text == "x = f(a,    b)"
    assert carets == "    " + "^" * 10


def test_wide_characters_take_two_columns():
    [(_, text, carets)] = snippet(["名前 = tf.Variable(0)"], Location(1, 6), Location(1, 20))
    assert carets == " " * 7 + "^" * 14


def test_control_characters_of_the_source_are_not_printed():
    [(_, text, _)] = snippet(['x = "\x1b[2J"  # clears the screen'], Location(1, 1), Location(1, 2))
    assert "\x1b" not in text and "\ufffd" in text


def test_a_very_long_line_is_shown_as_a_window_around_the_span():
    line = "x = [" + "1, " * 200 + "tf.Variable(0)]"
    start = line.index("tf.Variable") + 1
    [(_, text, carets)] = snippet([line], Location(1, start), Location(1, start + 14))
    assert text.startswith("…") and not text.endswith("…")  # the span is near the end of the line
    assert len(text) == 1 + 150
    assert text[len(carets) - 14 : len(carets)] == "tf.Variable(0)"


def test_help_is_wrapped_under_its_label():
    finding = Finding(
        "TFM009", "model-built-in-loop", "m", "a.py", Location(1, 1), Location(1, 2), help="word " * 40 + "end"
    )
    sources = SourceLines([])
    text = render_full([finding], sources)
    help_lines = [line for line in text.splitlines() if line.startswith("  ")]
    assert help_lines[0].startswith("  = help: word")
    assert all(line.startswith("          word") or line.endswith("end") for line in help_lines[1:])
    assert all(len(line) <= HELP_WIDTH for line in help_lines)


# --- colour -----------------------------------------------------------------------------------------------------


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(
    "environ, terminal, expected",
    [
        ({}, True, True),
        ({}, False, False),
        ({"NO_COLOR": "1"}, True, False),
        ({"NO_COLOR": ""}, True, True),  # empty means unset, as no-color.org says
        ({"FORCE_COLOR": "1"}, False, True),
        ({"FORCE_COLOR": "1", "NO_COLOR": "1"}, False, False),
        ({"TERM": "dumb"}, True, False),
        ({"TERM": "dumb", "FORCE_COLOR": "1"}, False, True),
    ],
)
def test_colour_follows_no_color_force_color_and_the_terminal(environ: Dict[str, str], terminal: bool, expected: bool):
    stream = Terminal() if terminal else io.StringIO()
    assert wants_color(stream, environ) is expected


def test_force_color_paints_path_code_gutter_carets_and_help(project: Path):
    output = check("leaky.py", env={"FORCE_COLOR": "1"}).output
    assert output.startswith("\x1b[1mleaky.py\x1b[0m:3:1: \x1b[1;33mTFM001\x1b[0m ")
    assert "\x1b[1;34m3 |\x1b[0m @tf.function" in output
    assert "\x1b[1;33m^^^^^^^^^^^^\x1b[0m" in output
    assert "= \x1b[1;36mhelp\x1b[0m: " in output


def test_no_color_wins_over_force_color(project: Path):
    assert check("leaky.py", env={"FORCE_COLOR": "1", "NO_COLOR": "1"}).output == FULL_LEAKY


def test_concise_output_is_coloured_too_and_json_never(project: Path):
    assert "\x1b[1;33mTFM001" in check("--output-format", "concise", "leaky.py", env={"FORCE_COLOR": "1"}).output
    assert "\x1b" not in check("--output-format", "json", "leaky.py", env={"FORCE_COLOR": "1"}).output


def test_error_severity_is_red(project: Path):
    (project / ".tflint-mem.yaml").write_text("rules:\n  TFM001:\n    severity: error\n")
    assert "\x1b[1;31mTFM001" in check("leaky.py", env={"FORCE_COLOR": "1"}).output


def test_style_without_colour_leaves_text_alone():
    style = Style()
    assert (style.path("a"), style.code("B", "error"), style.carets("^", "info")) == ("a", "B", "^")


def test_source_lines_keep_only_the_file_shown_last(tmp_path: Path):
    """Findings come sorted by file: the lines of the files already shown are let go (memory stays flat)."""
    files = []
    for name in ("a.py", "b.py", "c.py"):
        (tmp_path / name).write_text(f"x = '{name}'\ny = 2\n")
        files.append(str(tmp_path / name))
    sources = SourceLines([])
    for path in files + files[:1]:  # the first one again, after the others: read again, the same lines
        finding = Finding("TFM009", "model-built-in-loop", "m", path, Location(1, 1), Location(1, 2))
        assert sources.of(finding) == [f"x = '{Path(path).name}'", "y = 2", ""]
        assert {key[0] for key in sources._lines} == {path} and set(sources._texts) == {path}

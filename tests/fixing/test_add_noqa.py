"""`--add-noqa`: every finding suppressed on its line, merged with existing directives, never twice."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from tflint_mem.engine.lint import default_rules, lint_source
from tflint_mem.fixing.add_noqa import add_noqa
from tflint_mem.integrations.cli import main

TF_FUNCTION = "import tensorflow as tf\n\n@tf.function{comment}\ndef f(x):\n    return x\n"


def noqa_text(code: str) -> str:
    result = add_noqa(lint_source(code, "m.py", default_rules()))
    return result.fixed_source.text if result.fixed_source is not None else code


def test_directive_is_appended_to_the_line():
    assert noqa_text(TF_FUNCTION.format(comment="")) == TF_FUNCTION.format(comment="  # noqa: TFM001")


def test_trailing_whitespace_is_replaced_by_the_directive():
    assert noqa_text(TF_FUNCTION.format(comment="   ")) == TF_FUNCTION.format(comment="  # noqa: TFM001")


def test_codes_are_merged_into_an_existing_directive():
    code = TF_FUNCTION.format(comment="  # noqa: E501")
    assert noqa_text(code) == TF_FUNCTION.format(comment="  # noqa: E501, TFM001")


def test_directive_goes_after_another_comment():
    code = TF_FUNCTION.format(comment="  # hot path")
    assert noqa_text(code) == TF_FUNCTION.format(comment="  # hot path  # noqa: TFM001")


def test_several_codes_on_one_line_share_one_directive():
    code = "import tensorflow as tf\nds = tf.data.Dataset.range(9).map(lambda x: x, num_parallel_calls=99).cache()\n"
    code = "def load(x):\n    return tf.py_function(len, [x], tf.int64)\n" + code.replace("lambda x: x", "load")
    assert noqa_text(code).endswith(".cache()  # noqa: TFM004, TFM005\n")


def test_never_inside_a_multiline_string():
    code = (
        "import tensorflow as tf\n"
        'ds = tf.data.Dataset.range(9).map(lambda x: x, num_parallel_calls=99, name="""a\n'
        'b""")\n'
    )
    assert noqa_text(code) == code.replace('b""")\n', 'b""")  # noqa: TFM004\n')


def test_never_after_a_backslash():
    code = (
        "import tensorflow as tf\n"
        "ds = tf.data.Dataset.range(9).map(lambda x: x, num_parallel_calls=99) \\\n"
        "    .repeat()\n"
    )
    assert noqa_text(code) == code.replace(".repeat()\n", ".repeat()  # noqa: TFM004\n")


def test_crlf_line_keeps_its_line_ending():
    code = TF_FUNCTION.format(comment="").replace("\n", "\r\n")
    assert noqa_text(code) == TF_FUNCTION.format(comment="  # noqa: TFM001").replace("\n", "\r\n")


def test_second_run_adds_nothing():
    once = noqa_text(TF_FUNCTION.format(comment="  # noqa: E501"))
    assert noqa_text(once) == once


def test_unparseable_file_is_left_alone():
    assert noqa_text("def f(:\n") == "def f(:\n"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.py").write_text(TF_FUNCTION.format(comment=""))
    (tmp_path / "b.py").write_text(TF_FUNCTION.format(comment="  # noqa: E501").replace("\n", "\r\n"))
    return tmp_path


def test_cli_add_noqa_writes_files_and_then_the_project_is_clean(project: Path):
    result = CliRunner().invoke(main, ["check", "--add-noqa", "."])
    assert result.exit_code == 0 and result.stderr == "Added 2 noqa directives\n"
    assert (project / "a.py").read_text() == TF_FUNCTION.format(comment="  # noqa: TFM001")
    expected = TF_FUNCTION.format(comment="  # noqa: E501, TFM001").replace("\n", "\r\n").encode()
    assert (project / "b.py").read_bytes() == expected
    assert CliRunner().invoke(main, ["check", "."]).exit_code == 0
    again = CliRunner().invoke(main, ["check", "--add-noqa", "."])
    assert again.stderr == "Added 0 noqa directives\n"


def test_cli_add_noqa_cannot_be_combined_with_fix(project: Path):
    result = CliRunner().invoke(main, ["check", "--add-noqa", "--fix", "."])
    assert result.exit_code == 2 and "--add-noqa cannot be combined" in result.output


def test_cli_add_noqa_on_stdin_prints_the_source(project: Path):
    result = CliRunner().invoke(main, ["check", "--add-noqa", "-"], input=TF_FUNCTION.format(comment=""))
    assert result.stdout == TF_FUNCTION.format(comment="  # noqa: TFM001")

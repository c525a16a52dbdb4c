"""The engine's contract: rule failures are contained, files without triggers are not parsed by libcst."""

from __future__ import annotations

from pathlib import Path

import libcst as cst
import pytest
from click.testing import CliRunner

from tflint_mem.core.catalog import load_catalog
from tflint_mem.engine.lint import default_rules, lint_bytes, lint_source
from tflint_mem.engine.registry import rule_class
from tflint_mem.integrations.cli import main
from tflint_mem.rules.tf_function_without_input_signature import TfFunctionWithoutInputSignature

LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"


@pytest.fixture
def broken_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    def explode(self):
        raise ValueError("boom")

    monkeypatch.setattr(TfFunctionWithoutInputSignature, "check", explode)


def test_rule_exception_becomes_internal_error(broken_rule: None):
    result = lint_source(LEAKY, "m.py", default_rules(["TFM001"]))
    assert result.internal_errors == ["internal error in TFM001 on m.py: ValueError: boom"]
    assert result.findings == []


def test_internal_error_exits_2_and_run_goes_on(broken_rule: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.py").write_text(LEAKY)
    (tmp_path / "b.py").write_text("def g(:\n")
    result = CliRunner().invoke(main, ["check", "."])
    assert result.exit_code == 2
    assert "error: internal error in TFM001 on a.py: ValueError: boom" in result.output
    assert "b.py:1:" in result.output


def test_file_without_triggers_is_not_parsed_by_libcst(monkeypatch: pytest.MonkeyPatch):
    calls = []
    real = cst.parse_module
    monkeypatch.setattr(cst, "parse_module", lambda text: calls.append(text) or real(text))
    lint_source("import os\nprint(os.getcwd())\n", "plain.py", default_rules())
    assert calls == []
    lint_source(LEAKY, "tf.py", default_rules())
    assert len(calls) == 1


def test_syntax_error_found_without_libcst_when_no_rule_is_triggered():
    result = lint_source("x = (1,\n", "plain.py", default_rules())
    assert [f.code for f in result.findings] == ["TFM000"]


def test_syntax_error_position_from_libcst():
    result = lint_source("import tensorflow as tf\n@tf.function\ndef f(:\n", "m.py", default_rules())
    [finding] = result.findings
    assert finding.code == "TFM000" and finding.location.row == 3


def test_expression_nested_1000_levels_is_a_tfm000_finding():
    source = (
        "import tensorflow as tf\nx = " + "f(" * 1000 + "1" + ")" * 1000 + "\n@tf.function\ndef f(x):\n    return x\n"
    )
    result = lint_source(source, "deep.py", default_rules())
    assert [(f.code, f.message) for f in result.findings] == [("TFM000", "syntax error: too many nested parentheses")]
    assert result.internal_errors == []


def test_deepest_valid_nesting_is_still_checked():
    source = (
        "import tensorflow as tf\nx = " + "f(" * 190 + "1" + ")" * 190 + "\n@tf.function\ndef f(x):\n    return x\n"
    )
    result = lint_source(source, "deep.py", default_rules(["TFM001"]))
    assert [f.code for f in result.findings] == ["TFM001"]


@pytest.mark.parametrize(
    "expression", ["-" * 10_000 + "x", "not " * 10_000 + "x", "x" + "+x" * 10_000, "a" + ".b" * 10_000]
)
def test_expressions_nested_10000_deep_are_tfm000_not_a_crash(expression: str):
    # libcst's parser overflows its native stack (a segfault) at this depth: it must never see the file.
    source = f"import tensorflow as tf\ny = {expression}\n@tf.function\ndef g(x):\n    pass\n"
    result = lint_source(source, "deep.py", default_rules())
    assert [(f.code, f.message) for f in result.findings] == [("TFM000", "source is nested too deeply to parse")]
    assert result.internal_errors == []


def test_recursion_while_checking_becomes_tfm000_not_internal_error(monkeypatch: pytest.MonkeyPatch):
    def too_deep(self):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(rule_class(load_catalog()["TFM001"]), "check", too_deep)
    result = lint_source(LEAKY, "deep.py", default_rules())
    assert [(f.code, f.message) for f in result.findings] == [("TFM000", "source is nested too deeply to check")]
    assert result.internal_errors == []


def test_empty_and_bom_only_files_are_clean():
    for data in (b"", b"\xef\xbb\xbf", b"\n\n", b"\x0c\n"):
        result = lint_bytes(data, "e.py", default_rules())
        assert result.findings == [] and result.internal_errors == []


def test_crlf_source_positions():
    result = lint_source(LEAKY.replace("\n", "\r\n"), "crlf.py", default_rules(["TFM001"]))
    assert [(f.location.row, f.location.column) for f in result.findings] == [(3, 1)]


def test_broken_fix_keeps_the_finding_and_becomes_internal_error(monkeypatch: pytest.MonkeyPatch):
    from tflint_mem.engine import fix_resolution

    def explode(*args: object) -> None:
        raise ValueError("bad edit")

    monkeypatch.setattr(fix_resolution, "resolve_fix", explode)
    result = lint_source(LEAKY, "m.py", default_rules(["TFM001"]))
    assert [(f.code, f.fix) for f in result.findings] == [("TFM001", None)]
    assert result.internal_errors == ["internal error in the fix of TFM001 on m.py: ValueError: bad edit"]


def test_python_warnings_about_the_linted_code_are_not_printed(recwarn: pytest.WarningsRecorder):
    noisy = 'x = "\\d"\ny = 1()\n'  # an invalid escape and a call of a literal: Python warns about both
    lint_source("import tensorflow as tf\n" + noisy + "@tf.function\ndef f(x):\n    pass\n", "w.py", default_rules())
    lint_source(noisy, "w.py", default_rules())
    assert [str(warning.message) for warning in recwarn] == []

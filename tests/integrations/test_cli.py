"""The command line: output formats, exit codes, selection flags, errors that do not abort the run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from tflint_mem import __version__
from tflint_mem.core.catalog import load_catalog
from tflint_mem.integrations.cli import main

LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"
CLEAN = "import tensorflow as tf\n\n@tf.function(reduce_retracing=True)\ndef f(x):\n    return x\n"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "leaky.py").write_text(LEAKY)
    (tmp_path / "clean.py").write_text(CLEAN)
    return tmp_path


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def test_text_output_and_exit_code_one(project: Path):
    result = run("check", ".")
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0].startswith("leaky.py:3:1: TFM001 `tf.function` `f` has no")
    assert lines[-2:] == ["Found 1 problem", "(1 more fixable with `--fix --unsafe-fixes`)"]


def test_clean_file_exits_zero(project: Path):
    result = run("check", "clean.py")
    assert result.exit_code == 0
    assert result.output.strip() == "All checks passed!"


def test_default_path_is_current_folder(project: Path):
    assert run("check").exit_code == 1


def test_json_output_has_ruff_fields(project: Path):
    result = run("check", "--format", "json", "leaky.py")
    assert result.exit_code == 1
    [record] = json.loads(result.output)
    assert record["code"] == "TFM001"
    assert record["rule"] == "tf-function-without-input-signature"
    assert record["message"] == (
        "`tf.function` `f` has no `input_signature`, so each new input shape traces a new graph"
    )
    assert record["help"] == (
        "give it an `input_signature` with `None` for the dimensions that vary, or `reduce_retracing=True`"
    )
    assert record["filename"] == str(project / "leaky.py")
    assert record["location"] == {"row": 3, "column": 1}
    assert record["end_location"] == {"row": 3, "column": 13}
    assert record["fix"] == {
        "applicability": "unsafe",
        "message": "Add `reduce_retracing=True`",
        "edits": [
            {
                "content": "(reduce_retracing=True)",
                "location": {"row": 3, "column": 13},
                "end_location": {"row": 3, "column": 13},
            }
        ],
    }
    assert record["noqa_row"] == 3
    assert record["severity"] == "warning"
    assert record["url"].endswith("TFM001.yaml")


def test_json_output_of_clean_run_is_empty_array(project: Path):
    result = run("check", "--format", "json", "clean.py")
    assert json.loads(result.output) == []


def test_exit_zero(project: Path):
    assert run("check", "--exit-zero", "leaky.py").exit_code == 0


def test_quiet_prints_no_summary(project: Path):
    result = run("check", "-q", "leaky.py")
    assert "Found" not in result.output and "TFM001" in result.output


def test_statistics(project: Path):
    (project / "leaky2.py").write_text(LEAKY + LEAKY.replace("def f", "def g").split("\n", 1)[1])
    result = run("check", "--statistics", ".")
    assert result.exit_code == 1
    assert result.output.splitlines() == ["3\tTFM001\ttf-function-without-input-signature"]


def test_ignore_and_select_flags(project: Path):
    assert run("check", "--ignore", "TFM001", "leaky.py").exit_code == 0
    assert run("check", "--select", "TFM004", "leaky.py").exit_code == 0
    assert run("check", "--select", "TFM004", "--extend-select", "TFM001", "leaky.py").exit_code == 1
    assert run("check", "--select", "TFM", "leaky.py").exit_code == 1


def test_unknown_rule_code_is_usage_error(project: Path):
    result = run("check", "--select", "TFM999", "leaky.py")
    assert result.exit_code == 2
    assert "TFM999" in result.output


def test_missing_path_is_reported_and_rest_still_linted(project: Path):
    result = run("check", "missing.py", "leaky.py")
    assert result.exit_code == 2
    assert "error: missing.py: no such file or directory" in result.output
    assert "leaky.py:3:1: TFM001" in result.output


def test_syntax_error_is_tfm000_and_run_goes_on(project: Path):
    (project / "broken.py").write_text("def f(:\n    pass\n")
    result = run("check", ".")
    assert result.exit_code == 1
    assert "broken.py:1:" in result.output and "TFM000 syntax error" in result.output
    assert "leaky.py:3:1: TFM001" in result.output


def test_undecodable_file_is_tfm000(project: Path):
    (project / "bad.py").write_bytes(b"x = '\xff'\n")
    result = run("check", "bad.py")
    assert result.exit_code == 1
    assert "bad.py:1:6: TFM000 cannot decode as utf-8" in result.output


def test_output_order_is_by_path_then_position(project: Path):
    (project / "a.py").write_text(LEAKY + "\n@tf.function\ndef g(y):\n    return y\n")
    result = run("check", "-q", "--output-format", "concise", ".")
    locations = [line.split(": ")[0] for line in result.output.splitlines()]
    assert locations == ["a.py:3:1", "a.py:7:1", "leaky.py:3:1"]


def test_stdin_with_stdin_filename(project: Path):
    result = run("check", "--stdin-filename", "sub/model.py", "-", input=LEAKY)
    assert result.exit_code == 1
    assert result.output.startswith("sub/model.py:3:1: TFM001")


def test_rules_table_lists_every_rule():
    result = run("rules")
    assert result.exit_code == 0
    for code, meta in load_catalog().items():
        line = next(line for line in result.output.splitlines() if line.startswith(code))
        assert meta.name in line
        assert ("off (preview)" if meta.preview else "on") in line


def test_rule_docs_have_all_sections():
    result = run("rule", "TFM001")
    assert result.exit_code == 0
    for heading in (
        "## What it does",
        "## Why is this bad?",
        "## Example",
        "## Use instead",
        "## Fix safety",
        "## Options",
    ):
        assert heading in result.output
    assert "# <- TFM001" not in result.output
    assert "include-parameterless" in result.output


def test_rule_docs_by_name_and_unknown_rule():
    assert run("rule", "tf-function-without-input-signature").exit_code == 0
    result = run("rule", "TFM999")
    assert result.exit_code == 2 and "unknown rule" in result.output


def test_version():
    result = run("--version")
    assert result.exit_code == 0 and __version__ in result.output


def test_python_dash_m_entry_point(project: Path):
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    completed = subprocess.run(
        [sys.executable, "-m", "tflint_mem", "check", "leaky.py"], capture_output=True, text=True, env=env, cwd=project
    )
    assert completed.returncode == 1
    assert completed.stdout.startswith("leaky.py:3:1: TFM001")

"""`check --stdin-filename PATH -`: source from stdin, reported as PATH, with PATH's configuration and ignores."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from click.testing import CliRunner

from tflint_mem.integrations.cli import main

ROOT = Path(__file__).resolve().parents[2]
LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"
PARALLEL = "import tensorflow as tf\nds = tf.data.Dataset.range(4).map(tf.abs, num_parallel_calls=16)\n"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".tflint-mem.yaml").write_text(
        'per-file-ignores:\n  "tests/*.py": [TFM001]\nextend-exclude: [generated]\n'
    )
    (tmp_path / "strict").mkdir()
    (tmp_path / "strict" / ".tflint-mem.yaml").write_text("rules:\n  TFM004:\n    max-parallel-calls: 8\n")
    return tmp_path


def check(*args: str, source: str):
    return CliRunner().invoke(main, ["check", *args], input=source)


def test_report_uses_the_given_path(project: Path):
    result = check("--stdin-filename", "src/model.py", "-", source=LEAKY)
    assert result.exit_code == 1
    assert result.output.startswith("src/model.py:3:1: TFM001 ")


def test_nearest_configuration_of_the_path_applies(project: Path):
    strict = check("--stdin-filename", "strict/input.py", "-", source=PARALLEL)
    assert strict.exit_code == 1 and "strict/input.py:2:" in strict.output and "TFM004" in strict.output
    assert check("--stdin-filename", "src/input.py", "-", source=PARALLEL).exit_code == 0


def test_per_file_ignores_of_the_path_apply(project: Path):
    assert check("--stdin-filename", "tests/test_model.py", "-", source=LEAKY).exit_code == 0
    assert check("--stdin-filename", "src/test_model.py", "-", source=LEAKY).exit_code == 1


def test_excluded_path_is_skipped_only_with_force_exclude(project: Path):
    skipped = check("--force-exclude", "--stdin-filename", "generated/model.py", "-", source=LEAKY)
    assert skipped.exit_code == 0 and skipped.output.strip() == "All checks passed!"
    linted = check("--stdin-filename", "generated/model.py", "-", source=LEAKY)
    assert linted.exit_code == 1


def test_stdin_filename_without_dash_still_reads_stdin(project: Path):
    assert check("--stdin-filename", "src/model.py", source=LEAKY).output.startswith("src/model.py:3:1: TFM001")


def test_notebook_on_stdin_is_linted_by_cell(project: Path):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("import tensorflow as tf"), nbformat.v4.new_code_cell(LEAKY)]
    result = check("--format", "json", "--stdin-filename", "nb/train.ipynb", "-", source=nbformat.writes(nb))
    [record] = json.loads(result.output)
    assert (record["cell"], record["location"]["row"]) == (2, 3)


def test_real_process_reads_stdin_for_editor_integration(project: Path):
    completed = subprocess.run(
        [sys.executable, "-m", "tflint_mem", "check", "--stdin-filename", "tests/a.py", "--select", "TFM004", "-"],
        input=PARALLEL.replace("16", "128"),
        capture_output=True,
        text=True,
        cwd=project,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert completed.returncode == 1
    assert completed.stdout.startswith("tests/a.py:2:")

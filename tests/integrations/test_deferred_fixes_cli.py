"""`check` resolves fixes into edits (with libcst) only when its output needs them: JSON and SARIF print them,
`--add-noqa` needs them all, `--fix` and `--diff` those they apply (the safe ones, without `--unsafe-fixes`). The
text, GitHub and JUnit formats and `--statistics` show at most whether a finding is fixable. The result cache never
hands a result without edits to a run that needs them."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import List, Tuple

import pytest
from click.testing import CliRunner, Result

from tflint_mem.core.catalog import load_catalog
from tflint_mem.integrations.cli import main, needs_edits
from tflint_mem.output.formats import FORMATS

ROOT = Path(__file__).resolve().parents[2]
LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"  # TFM001: an unsafe fix

RUN = """
import json, sys
sys.argv = ["tflint-mem", *json.loads(sys.argv[1])]
from tflint_mem.integrations.cli import main
try:
    main()
except SystemExit:
    pass
sys.stdout.flush()
print("\\n" + json.dumps("libcst" in sys.modules), file=sys.stderr)
"""


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The repository's examples, a file with a safe fix and one with an unsafe one, and a notebook."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text("")
    for example in (ROOT / "examples").glob("*.py"):
        shutil.copyfile(example, tmp_path / example.name)
    (tmp_path / "pipeline.py").write_text(load_catalog()["TFM004"].bad[0].code)
    (tmp_path / "leaky.py").write_text(LEAKY)
    cells = [load_catalog()["TFM004"].bad[0].code, LEAKY]
    notebook = {
        "cells": [{"cell_type": "code", "metadata": {}, "source": cell, "outputs": []} for cell in cells],
        "metadata": {},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (tmp_path / "notebook.ipynb").write_text(json.dumps(notebook))
    return tmp_path


def run(*args: str) -> Result:
    result = CliRunner().invoke(main, ["check", "--jobs", "1", *args])
    assert result.exit_code in (0, 1), result.output
    return result


def subprocess_check(arguments: List[str], cwd: Path) -> Tuple[str, bool]:
    """`tflint-mem check ARGUMENTS` in a fresh interpreter: its output, and whether it imported libcst."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), NO_COLOR="1")
    done = subprocess.run(
        [sys.executable, "-c", RUN, json.dumps(["check", *arguments])], cwd=cwd, env=env, capture_output=True, text=True
    )
    return done.stdout, json.loads(done.stderr.strip().splitlines()[-1])


@pytest.mark.parametrize(
    ("arguments", "takes_libcst"),
    [
        ([], False),
        (["--output-format", "concise"], False),
        (["--output-format", "github"], False),
        (["--output-format", "junit"], False),
        (["--statistics"], False),
        (["--output-format", "json"], True),
        (["--output-format", "sarif"], True),
        (["--diff", "--unsafe-fixes"], True),
        (["--fix"], False),  # TFM001's fix is unsafe: `--fix` would not apply it, so it is not resolved
        (["--fix", "--unsafe-fixes"], True),
    ],
    ids=lambda value: " ".join(value) if isinstance(value, list) else str(value),
)
def test_only_outputs_that_need_edits_import_libcst(project: Path, arguments: List[str], takes_libcst: bool):
    output, imported = subprocess_check(["--no-cache", *arguments, "leaky.py"], project)
    assert imported is takes_libcst
    assert "TFM001" in output or "fix" in output or "@tf.function" in output  # the finding (or its fix) is there


def test_a_text_check_of_fixable_findings_imports_no_libcst_and_marks_them(project: Path):
    output, imported = subprocess_check(
        ["--no-cache", "--output-format", "concise", "leaky.py", "pipeline.py"], project
    )
    assert not imported
    lines = output.splitlines()
    assert [(line.split(":")[0], *line.split(" ")[1:3]) for line in lines[:2]] == [
        ("leaky.py", "TFM001", "`tf.function`"),  # an unsafe fix: no mark without --unsafe-fixes
        ("pipeline.py", "TFM004", "[*]"),
    ]
    assert "(1 fixable with `--fix`)" in output and "(1 more fixable with `--fix --unsafe-fixes`)" in output


def test_the_decision_covers_every_format():
    for output_format in FORMATS:
        wanted = output_format in ("json", "sarif")
        assert needs_edits(output_format, statistics=False, fixing=False) is wanted, output_format
        assert needs_edits(output_format, statistics=True, fixing=False) is False
        assert needs_edits(output_format, statistics=False, fixing=True) is True


@pytest.mark.parametrize("output_format", ["json", "sarif"])
def test_a_text_run_leaves_a_cache_that_gives_json_and_sarif_their_edits(project: Path, output_format: str):
    cold = run("--no-cache", "--output-format", output_format, ".").output
    if output_format == "json":
        assert any(record["fix"] and record["fix"]["edits"] for record in json.loads(cold))
    else:
        assert '"fixes"' in cold
    text = run(".").output  # fills the cache with results whose fixes are not resolved
    assert "[*]" in text
    assert run("--output-format", output_format, ".").output == cold  # the cache does not serve those
    assert run("--output-format", output_format, ".").output == cold  # ... and now holds resolved results
    assert run(".").output == text  # which serve a text run as well


def test_a_json_run_leaves_a_cache_that_serves_a_text_run(project: Path):
    text = run("--no-cache", ".").output
    run("--output-format", "json", ".")
    assert run(".").output == text


def test_fix_after_a_text_run_applies_and_reports_every_fix(project: Path):
    before = (project / "pipeline.py").read_text()
    text = run("--output-format", "concise", ".").output
    fixable = int(text.split("Found ")[1].split("(")[1].split(" fixable")[0])
    fixed = run("--fix", "--show-fixes", "--output-format", "concise", ".").output
    assert f"({fixable} fixed, " in fixed, fixed
    assert (project / "pipeline.py").read_text() != before
    assert "num_parallel_calls=64" not in (project / "pipeline.py").read_text()
    assert "[*]" not in run("--output-format", "concise", ".").output  # nothing safe left to fix

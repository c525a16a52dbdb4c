"""The benchmark command runs end to end (on a tiny corpus; its figures are not asserted, only that it reports)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.run import main

LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"


def test_benchmark_reports_every_figure(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for index in range(3):
        (corpus / f"m{index}.py").write_text(LEAKY * (index + 1))
    arguments = ["--corpus", str(corpus), "--copies", "2", "--repeat", "1", "--jobs", "2", "--phases", "--skip-fixit"]
    assert main(arguments) == 0
    output = capsys.readouterr().out
    assert "corpus: 3 files, 30 lines of Python" in output
    for run in (
        "libcst.parse_module alone",
        "cold, all rules, --jobs 2",
        "warm (nothing changed)",
        "cold, all rules, --jobs 1",
        "cold, all rules, --jobs 1, JSON (fixes resolved)",
    ):
        assert run in output, run
    for run in ("one file (", "tflint-mem --version", "check --fix, nothing to fix", "2 x 3 files", "didSave"):
        assert run in output, run
    table = output.split("| figure |")[1]
    for figure in (
        "cold scan, all rules",
        "warm re-scan",
        "JSON (fixes resolved)",
        "--version",
        "--fix with nothing to fix",
        "peak RSS",
    ):
        assert figure in table, figure
    assert "x floor" in table and "didOpen -> diagnostics" in table
    phases = output.split("by phase")[1]
    assert "libcst view" in phases and "rules, with the facts they build" in phases
    assert "as a text-format check: fixes not resolved), by phase" in output

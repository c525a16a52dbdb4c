"""The benchmark command runs end to end (on a tiny corpus; its figures are not asserted, only that it reports)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.run import main

LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"


def test_benchmark_reports_every_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for index in range(3):
        (corpus / f"m{index}.py").write_text(LEAKY * (index + 1))
    assert main(["--corpus", str(corpus), "--copies", "2", "--repeat", "1", "--jobs", "2", "--phases"]) == 0
    output = capsys.readouterr().out
    assert "corpus: 3 files, 30 lines" in output
    for run in ("cold, --jobs 2", "warm (unchanged files)", "cold, --jobs 1", "one file (", "libcst.parse_module"):
        assert run in output, run
    assert "peak RSS, 2 copies of the corpus against one:" in output
    assert "libcst.parse_module " in output.split("by phase")[1] and "rule walk" in output

"""Run a rule's documented bad and good example under real TensorFlow and measure both.

A proof module names the rule and the expressions to evaluate in each example's namespace after it ran; the
harness takes the rule's FIRST bad and FIRST good example from its YAML (so the docs, the linter and the proof
agree), writes each to a temporary file, and runs it through driver.py in a fresh interpreter. The two run side
by side. What the driver reports always includes RSS growth and peak RSS growth over the example (MB), its run
time, and the exception it raised, if any; proofs compare bad against good by ratio, never by absolute time.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Dict, List, Mapping, Optional, Tuple

from tflint_mem.core.catalog import load_catalog
from tflint_mem.output.docs import strip_markers

DRIVER = Path(__file__).with_name("driver.py")
TIMEOUT_SECONDS = 180
ENVIRONMENT = {
    "TF_CPP_MIN_LOG_LEVEL": "2",
    "OMP_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
    "OPENBLAS_NUM_THREADS": "1",
    "CUDA_VISIBLE_DEVICES": "",
    "PYTHONHASHSEED": "0",
}


class ProofError(AssertionError):
    """The example could not be run or measured at all (not a measured difference)."""


@dataclass(frozen=True)
class Run:
    """What one example did in its own interpreter."""

    kind: str
    values: Mapping[str, Any]
    rss_growth_mb: float
    peak_growth_mb: float
    seconds: float
    error_type: Optional[str]
    error_message: Optional[str]
    stdout: str
    stderr: str

    def __getitem__(self, name: str) -> Any:
        value = self.values[name]
        if isinstance(value, str) and value.startswith("<") and value.endswith(">"):
            raise ProofError(f"{self.kind} example: measuring {name!r} failed: {value}\n{self.stderr[-2000:]}")
        return value

    def summary(self) -> str:
        parts = [f"{name}={value}" for name, value in self.values.items()]
        parts.append(f"rss {self.rss_growth_mb:+.1f} MB, peak {self.peak_growth_mb:+.1f} MB")
        if self.error_type:
            parts.append(f"raised {self.error_type}")
        parts.append(f"{self.seconds:.2f} s")
        return ", ".join(parts)


# Every pair measured in this pytest session, for the summary printed by conftest.py.
MEASURED: List[Tuple[str, Run, Run]] = []


def example_source(code: str, kind: str, index: int = 0) -> str:
    """The rule's `kind` ("bad" or "good") example number `index`, without its `# <- TFMnnn` markers."""
    meta = load_catalog()[code]
    examples = meta.bad if kind == "bad" else meta.good
    if index >= len(examples):
        raise ProofError(f"{code} has no {kind} example number {index}")
    return strip_markers(examples[index].code) + "\n"


def run_pair(
    code: str,
    measure: Mapping[str, str],
    *,
    good_measure: Optional[Mapping[str, str]] = None,
    allow_error: bool = False,
    bad_index: int = 0,
    good_index: int = 0,
) -> Tuple[Run, Run]:
    """Run the first bad and the first good example of rule `code`, concurrently, each in a fresh interpreter.

    `measure` maps a name to a Python expression evaluated in the example's namespace after it ran (for the good
    example `good_measure` if given). Unless `allow_error`, an example that raises fails the proof. The first
    examples are the ones `tflint-mem rule` shows; `bad_index`/`good_index` pick another documented pair for a
    claim the first pair does not show.
    """
    if importlib.util.find_spec("tensorflow") is None:
        raise ProofError("proofs need TensorFlow: pip install -e '.[test]' (it installs tensorflow-cpu)")
    with tempfile.TemporaryDirectory(prefix=f"proof-{code}-") as folder:
        started = {
            kind: _start(Path(folder) / kind, example_source(code, kind, index), measures)
            for kind, index, measures in (("bad", bad_index, measure), ("good", good_index, good_measure or measure))
        }
        runs = {kind: _finish(kind, *started[kind]) for kind in started}
    for run in runs.values():
        if run.error_type and not allow_error:
            raise ProofError(f"{code} {run.kind} example raised {run.error_type}: {run.error_message}\n{run.stderr}")
    label = code if bad_index == good_index == 0 else f"{code} (bad #{bad_index}, good #{good_index})"
    MEASURED.append((label, runs["bad"], runs["good"]))
    return runs["bad"], runs["good"]


def ratio(numerator: float, denominator: float, floor: float) -> float:
    """numerator / denominator, with the denominator raised to `floor` so that "flat" does not divide by ~0."""
    return numerator / max(denominator, floor)


def _start(folder: Path, source: str, measure: Mapping[str, str]) -> Tuple[subprocess.Popen[str], Path]:
    folder.mkdir()
    example = folder / "example.py"
    example.write_text(source, encoding="utf-8")
    (folder / "measure.json").write_text(json.dumps(dict(measure)))
    result = folder / "result.json"
    environment = {**os.environ, **ENVIRONMENT}
    process = subprocess.Popen(
        [sys.executable, str(DRIVER), str(example), str(folder / "measure.json"), str(result)],
        cwd=folder,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    return process, result


def _finish(kind: str, process: subprocess.Popen[str], result: Path) -> Run:
    try:
        stdout, stderr = process.communicate(timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        process.kill()
        stdout, stderr = process.communicate()
        raise ProofError(f"{kind} example ran longer than {TIMEOUT_SECONDS} s\n{stderr[-2000:]}") from None
    if process.returncode != 0 or not result.exists():
        raise ProofError(f"{kind} example: driver exited with {process.returncode}\n{stdout[-2000:]}{stderr[-4000:]}")
    data: Dict[str, Any] = json.loads(result.read_text())
    error = data["error"] or {}
    return Run(
        kind=kind,
        values=data["values"],
        rss_growth_mb=data["rss_growth_mb"],
        peak_growth_mb=data["peak_growth_mb"],
        seconds=data["seconds"],
        error_type=error.get("type"),
        error_message=error.get("message"),
        stdout=stdout,
        stderr=stderr + error.get("traceback", ""),
    )

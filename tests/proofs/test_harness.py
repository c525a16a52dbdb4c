"""The harness itself: which example it runs, and what the driver reports when an example raises."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.proofs import harness
from tflint_mem.core.catalog import load_catalog
from tflint_mem.output.docs import strip_markers


def test_example_source_is_the_first_documented_example_without_markers() -> None:
    source = harness.example_source("TFM004", "bad")
    assert "# <- TFM004" not in source
    assert source.rstrip() == strip_markers(load_catalog()["TFM004"].bad[0].code)
    assert harness.example_source("TFM004", "good").rstrip() == load_catalog()["TFM004"].good[0].code.rstrip()


def test_ratio_treats_near_zero_growth_as_the_floor() -> None:
    assert harness.ratio(20.0, 0.1, floor=1.0) == 20.0
    assert harness.ratio(20.0, 4.0, floor=1.0) == 5.0


PEAK_PROBE = """
import builtins, sys, time
import psutil
from tests.proofs import driver
if sys.argv[1] == "sampled":  # no kernel mark: the driver falls back to sampling
    real_open = builtins.open
    def no_clear_refs(path, *args, **kwargs):
        if str(path).endswith("clear_refs"):
            raise PermissionError(path)
        return real_open(path, *args, **kwargs)
    builtins.open = no_clear_refs
process = psutil.Process()
before = process.memory_info().rss
peak = driver.PeakRss(process)
block = b"x" * (64 * driver.MB)  # written, so resident
time.sleep(0.05)
del block
print((peak.stop() - before) / driver.MB)
"""


@pytest.mark.parametrize("kernel_mark", [True, False], ids=["vmhwm", "sampled"])
def test_peak_rss_sees_a_freed_allocation(kernel_mark: bool) -> None:
    # In a fresh interpreter, as the proofs measure: in this one, memory freed by earlier tests may still be
    # resident, and an allocation that reuses it raises no peak.
    if kernel_mark and not Path("/proc/self/clear_refs").exists():
        pytest.skip("the kernel's peak mark is Linux only")
    mode = "vmhwm" if kernel_mark else "sampled"
    root = Path(__file__).resolve().parents[2]
    probe = subprocess.run(
        [sys.executable, "-c", PEAK_PROBE, mode], cwd=root, capture_output=True, text=True, check=True
    )
    assert float(probe.stdout) > 48


@pytest.mark.proof
def test_driver_reports_the_exception_and_still_measures(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        harness,
        "example_source",
        lambda code, kind, index: f"import tensorflow as tf\nx = tf.constant(2)\nraise ValueError('boom {kind}')\n",
    )
    monkeypatch.setattr(harness, "MEASURED", [])  # keep this fake pair out of the summary
    bad, good = harness.run_pair("TFM000", {"x": "int(x) * 10"}, allow_error=True)
    assert (bad.error_type, bad.error_message, bad["x"]) == ("ValueError", "boom bad", 20)
    assert (good.error_type, good.error_message, good["x"]) == ("ValueError", "boom good", 20)


@pytest.mark.proof
def test_every_rule_has_a_proof_module() -> None:
    folder = Path(harness.__file__).parent
    missing = [
        code
        for code, meta in load_catalog().items()
        if meta.has_visitor and not (folder / f"test_{code.lower()}_proof.py").exists()
    ]
    assert missing == [], "rules without a runtime proof (see tests/proofs/README.md)"

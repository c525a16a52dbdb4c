"""TFM004: peak memory of a py_function map scales with num_parallel_calls when the consumer is slower."""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, ratio, run_pair

pytestmark = pytest.mark.proof


@pytest.fixture(scope="module")
def runs() -> tuple[Run, Run]:
    return run_pair("TFM004", {})


def test_peak_memory_scales_with_parallel_calls(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert ratio(bad.peak_growth_mb, good.peak_growth_mb, floor=1.0) >= 3

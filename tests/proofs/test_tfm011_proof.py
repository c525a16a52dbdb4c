"""TFM011: a literal prefetch or shuffle buffer holds that many elements in memory."""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, ratio, run_pair

pytestmark = pytest.mark.proof


@pytest.fixture(scope="module")
def runs() -> tuple[Run, Run]:
    return run_pair("TFM011", {})


def test_peak_memory_follows_the_prefetch_buffer(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert ratio(bad.peak_growth_mb, good.peak_growth_mb, floor=1.0) >= 5


@pytest.fixture(scope="module")
def shuffle_runs() -> tuple[Run, Run]:
    # The documented pair for shuffle: bad #2 fills a buffer of 120,000 rows, good #2 one of 10,000.
    return run_pair("TFM011", {}, bad_index=1, good_index=1)


def test_peak_memory_follows_the_shuffle_buffer(shuffle_runs: tuple[Run, Run]) -> None:
    bad, good = shuffle_runs
    assert ratio(bad.peak_growth_mb, good.peak_growth_mb, floor=1.0) >= 4

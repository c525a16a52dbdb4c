"""TFM011: a prefetch or shuffle buffer holds that many elements in memory; a whole-dataset buffer, the whole
dataset, unless its elements are views of an array already in memory."""

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


@pytest.fixture(scope="module")
def whole_dataset_runs() -> tuple[Run, Run]:
    # Bad #4 shuffles 20,000 rows of 4 KiB with a buffer of `len(rows)` after a `map`; good #3 shuffles the same
    # rows, as slices of the array, before the `map`. Each example measures the RSS its first element costs.
    return run_pair("TFM011", {"buffer_mb": "buffer_mb"}, bad_index=3, good_index=2)


def test_a_whole_dataset_buffer_of_made_elements_copies_the_dataset(whole_dataset_runs: tuple[Run, Run]) -> None:
    bad, good = whole_dataset_runs
    rows_mb = 20_000 * 1024 * 4 / 2**20
    assert bad["buffer_mb"] >= 0.7 * rows_mb  # a copy of (nearly) every row
    assert good["buffer_mb"] <= 0.25 * rows_mb  # views of the array, not copies
    assert ratio(bad["buffer_mb"], good["buffer_mb"], floor=1.0) >= 4

"""TFM003: a tf.function captures the module-level dataset at its first trace; rebinding the global is ignored.

Current TensorFlow shows no retracing here, so the proof checks the stale data and the single trace, not a leak.
"""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, ratio, run_pair

pytestmark = pytest.mark.proof

TRACES = "total.experimental_get_tracing_count()"


@pytest.fixture(scope="module")
def runs() -> tuple[Run, Run]:
    return run_pair(
        "TFM003",
        {"after_rebinding": "int(stale)", "traces": TRACES},
        good_measure={"after_rebinding": "int(fresh)", "traces": TRACES},
    )


def test_rebinding_the_global_dataset_is_silently_ignored(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    first_dataset, second_dataset = sum(range(3)), sum(range(100))
    assert bad["after_rebinding"] == first_dataset
    assert good["after_rebinding"] == second_dataset


def test_no_retracing_and_no_extra_memory_in_current_tensorflow(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert bad["traces"] == good["traces"] == 1
    assert ratio(bad.rss_growth_mb, good.rss_growth_mb, floor=1.0) < 2

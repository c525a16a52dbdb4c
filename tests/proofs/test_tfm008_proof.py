"""TFM008: model.predict per single batch sets up a whole prediction loop each call; no memory growth in TF 2.21."""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, ratio, run_pair

pytestmark = pytest.mark.proof


def seconds_per_call(call: str) -> str:
    """An expression: mean CPU seconds of 10 more calls, after the example ran (so everything is traced).

    CPU time of the process (all its threads), not wall time: the two examples run side by side and finish at
    different times, so wall time would count the other example's load against only one of them.
    """
    return f"__import__('timeit').Timer(lambda: {call}, timer=__import__('time').process_time).timeit(10) / 10"


@pytest.fixture(scope="module")
def runs() -> tuple[Run, Run]:
    return run_pair(
        "TFM008",
        {"per_call": seconds_per_call("model.predict(frames[0], verbose=0)")},
        good_measure={
            "per_call": seconds_per_call("model.predict_on_batch(frames[0])"),
            "per_direct_call": seconds_per_call("model(frames[0], training=False)"),
        },
    )


def test_predict_per_batch_is_many_times_slower_than_predict_on_batch(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert ratio(bad["per_call"], good["per_call"], floor=0) >= 20
    assert ratio(bad["per_call"], good["per_direct_call"], floor=0) >= 8
    assert ratio(bad.seconds, good.seconds, floor=0) >= 4


def test_no_memory_growth_in_current_tensorflow(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert ratio(bad.rss_growth_mb, good.rss_growth_mb, floor=5.0) < 2

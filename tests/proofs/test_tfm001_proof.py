"""TFM001: a tf.function without input_signature traces again for every new input shape, and keeps every trace."""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, ratio, run_pair

pytestmark = pytest.mark.proof

MEASURE = {
    "traces": "scale.experimental_get_tracing_count()",
    # What the fix does: the same calls through `reduce_retracing=True`.
    "traces_with_reduce_retracing": (
        "(lambda f: [f(tf.zeros([n])) for n in range(1, 200)] and f.experimental_get_tracing_count())"
        "(tf.function(scale.python_function, reduce_retracing=True))"
    ),
}


@pytest.fixture(scope="module")
def runs() -> tuple[Run, Run]:
    return run_pair("TFM001", MEASURE, good_measure={"traces": MEASURE["traces"]})


def test_every_new_shape_is_traced_again_without_input_signature(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert good["traces"] == 1
    assert bad["traces"] >= 100 * good["traces"]


def test_kept_traces_grow_memory(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert ratio(bad.rss_growth_mb, good.rss_growth_mb, floor=1.0) >= 5


def test_reduce_retracing_stops_retracing_after_the_second_shape(runs: tuple[Run, Run]) -> None:
    bad, _ = runs
    assert bad["traces_with_reduce_retracing"] <= 2
    assert bad["traces"] >= 50 * bad["traces_with_reduce_retracing"]

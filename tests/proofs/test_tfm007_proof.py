"""TFM007: a tf.function called with the loop index, or a shape built from it, traces once per value and keeps it."""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, ratio, run_pair

pytestmark = pytest.mark.proof

TRACES = "scale.experimental_get_tracing_count()"
MEASURE = {
    "traces": TRACES,
    # `reduce_retracing=True` generalises shapes, not Python values: the same 50 numbers through it.
    "traces_with_reduce_retracing": (
        "(lambda f: [f(x, n) for n in range(50)] and f.experimental_get_tracing_count())"
        "(tf.function(scale.python_function, reduce_retracing=True))"
    ),
}


@pytest.fixture(scope="module")
def runs() -> tuple[Run, Run]:
    return run_pair("TFM007", MEASURE, good_measure={"traces": TRACES})


def test_every_python_number_is_traced_again(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert good["traces"] == 1
    assert bad["traces"] >= 50 * good["traces"]


def test_kept_traces_grow_memory(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert ratio(bad.rss_growth_mb, good.rss_growth_mb, floor=1.0) >= 4


def test_reduce_retracing_does_not_help_with_python_numbers(runs: tuple[Run, Run]) -> None:
    bad, _ = runs
    assert bad["traces_with_reduce_retracing"] >= 45


@pytest.fixture(scope="module")
def shape_runs() -> tuple[Run, Run]:
    # The documented pair for shapes: bad #2 feeds 99 batch sizes, good #2 the same through reduce_retracing=True.
    return run_pair("TFM007", {"traces": "predict.experimental_get_tracing_count()"}, bad_index=1, good_index=1)


def test_every_new_shape_is_traced_again_without_reduce_retracing(shape_runs: tuple[Run, Run]) -> None:
    bad, good = shape_runs
    assert good["traces"] <= 2
    assert bad["traces"] >= 30 * good["traces"]
    assert ratio(bad.rss_growth_mb, good.rss_growth_mb, floor=1.0) >= 3

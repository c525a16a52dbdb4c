"""TFM015: NumPy in a tf.function runs at trace time only: frozen random values, constants copied into each trace."""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, ratio, run_pair

pytestmark = pytest.mark.proof


@pytest.fixture(scope="module")
def runs() -> tuple[Run, Run]:
    return run_pair(
        "TFM015",
        {
            "distinct": "len({v.numpy().tobytes() for v in noisy})",
            "traces": "add_noise.experimental_get_tracing_count()",
        },
    )


def test_numpy_noise_is_the_same_on_every_call(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert bad["traces"] == good["traces"] == 1
    assert (bad["distinct"], good["distinct"]) == (1, 200)


# Bytes of constant data in the graphs of the three traces (one per input shape) of the examples' `blend`.
CONSTANT_BYTES = (
    "sum(len(op.get_attr('value').tensor_content)"
    " for shape in ([1, 1024], [1024, 1], [1024, 1024])"
    " for op in blend.get_concrete_function(tf.zeros(shape)).graph.get_operations()"
    " if op.type == 'Const')"
)


@pytest.fixture(scope="module")
def constant_runs() -> tuple[Run, Run]:
    # The documented pair for large arrays: bad #3 makes np.ones in the body, good #3 tf.ones.
    measure = {"constant_bytes": CONSTANT_BYTES, "traces": "blend.experimental_get_tracing_count()"}
    return run_pair("TFM015", measure, bad_index=2, good_index=2)


def test_numpy_array_is_copied_into_every_trace(constant_runs: tuple[Run, Run]) -> None:
    bad, good = constant_runs
    assert bad["traces"] == good["traces"] == 3
    assert bad["constant_bytes"] >= 3 * 1024 * 1024 * 4
    assert ratio(bad["constant_bytes"], good["constant_bytes"], floor=1) >= 10_000
    assert ratio(bad.rss_growth_mb, good.rss_growth_mb, floor=1.0) >= 2

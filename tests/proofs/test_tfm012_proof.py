"""TFM012: a list of loss tensors keeps every tensor alive; a list of floats costs a few bytes per step."""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, ratio, run_pair

pytestmark = pytest.mark.proof

# RSS growth per 100 training steps after a warm-up, as the examples measure it themselves.
MEASURE = {"mb_per_100_steps": "per_100_steps_mb", "kept": "len(losses)"}


@pytest.fixture(scope="module")
def runs() -> tuple[Run, Run]:
    return run_pair("TFM012", MEASURE)


def test_kept_tensors_grow_memory_faster_than_floats(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert bad["kept"] == good["kept"]
    # Floats grow by well under 0.01 MB per 100 steps: a floor of 0.01 keeps page-sized noise out of the ratio.
    assert ratio(bad["mb_per_100_steps"], good["mb_per_100_steps"], floor=0.01) >= 4

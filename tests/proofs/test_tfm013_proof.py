"""TFM013: compiling one model again before every training step retraces it and keeps the old graphs."""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, ratio, run_pair

pytestmark = pytest.mark.proof

# RSS growth per trial after a warm-up, as the examples measure it themselves.
MEASURE = {"mb_per_trial": "per_trial_mb", "steps": "int(model.optimizer.iterations)"}


@pytest.fixture(scope="module")
def runs() -> tuple[Run, Run]:
    return run_pair("TFM013", MEASURE)


def test_compile_per_trial_grows_memory_per_trial(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    # Compiling creates a new optimizer, so the bad example's last optimizer has taken one step.
    assert (bad["steps"], good["steps"]) == (1, 15)
    assert ratio(bad["mb_per_trial"], good["mb_per_trial"], floor=0.02) >= 5

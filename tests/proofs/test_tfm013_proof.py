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


@pytest.fixture(scope="module")
def compile_only_runs() -> tuple[Run, Run]:
    return run_pair("TFM013", {"mb_per_100_compiles": "mb_per_100_compiles"}, bad_index=3, good_index=3)


def test_compile_without_training_grows_memory_with_a_new_optimizer_per_compile(
    compile_only_runs: tuple[Run, Run],
) -> None:
    bad, good = compile_only_runs
    assert bad["mb_per_100_compiles"] >= 2  # measured about 7
    assert ratio(bad["mb_per_100_compiles"], good["mb_per_100_compiles"], floor=0.2) >= 10


@pytest.fixture(scope="module")
def hook_runs() -> tuple[Run, Run]:
    measure = {"steps": "int(model.optimizer.iterations)"}
    return run_pair("TFM013", measure, allow_error=True, bad_index=4, good_index=4)


def test_compiling_the_fitted_model_in_a_callback_hook_breaks_fit(hook_runs: tuple[Run, Run]) -> None:
    bad, good = hook_runs
    assert bad.error_type == "TypeError"
    assert "'NoneType' object is not callable" in (bad.error_message or "")
    assert good.error_type is None and good["steps"] == 6

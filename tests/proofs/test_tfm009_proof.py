"""TFM009: models built in a loop without clear_session() keep growing memory; trained models grow it either way."""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, ratio, run_pair

pytestmark = pytest.mark.proof

BUILDS = 100  # models built by the first bad and good example


@pytest.fixture(scope="module")
def runs() -> tuple[Run, Run]:
    return run_pair("TFM009", {})


def test_building_without_clear_session_grows_memory(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert ratio(bad.rss_growth_mb, good.rss_growth_mb, floor=1.0) >= 3


@pytest.fixture(scope="module")
def trained_runs() -> tuple[Run, Run]:
    # The documented pair for training: bad #2 builds, compiles (Adam) and trains a model per trial, good #2 the same
    # after `clear_session()`, which the rule does not flag and which does not stop the growth.
    return run_pair("TFM009", {"mb_per_model": "per_model_mb"}, bad_index=1, good_index=1)


def test_trained_models_grow_memory_with_or_without_clear_session(
    runs: tuple[Run, Run], trained_runs: tuple[Run, Run]
) -> None:
    _, built_with_clear_session = runs
    bad, good = trained_runs
    # clear_session() takes off at most two thirds of what each trained model adds ...
    assert ratio(bad["mb_per_model"], good["mb_per_model"], floor=0.01) < 3
    # ... and what stays is far more than a model that is only built (and cleared) costs.
    per_build = built_with_clear_session.rss_growth_mb / BUILDS
    assert ratio(good["mb_per_model"], per_build, floor=0.01) >= 10

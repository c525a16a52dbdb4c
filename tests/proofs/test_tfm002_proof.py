"""TFM002: in TF1 graph mode, a variable created per loop iteration adds ops to the graph on every iteration."""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, ratio, run_pair

pytestmark = pytest.mark.proof

MEASURE = {"ops": "len(tf.get_default_graph().get_operations())"}


@pytest.fixture(scope="module")
def runs() -> tuple[Run, Run]:
    return run_pair("TFM002", MEASURE)


def test_graph_grows_with_every_iteration(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert bad["ops"] >= 20 * good["ops"]


def test_growing_graph_grows_memory(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert ratio(bad.rss_growth_mb, good.rss_growth_mb, floor=1.0) >= 2


@pytest.fixture(scope="module")
def tf_function_runs() -> tuple[Run, Run]:
    # The documented pair for the tf.function case: bad #4 creates a variable in the body, good #3 guards it.
    return run_pair(
        "TFM002", {}, good_measure={"variables": "len(layer.variables)"}, allow_error=True, bad_index=4, good_index=3
    )


def test_variable_in_tf_function_body_raises_and_a_guarded_one_is_created_once(
    tf_function_runs: tuple[Run, Run],
) -> None:
    bad, good = tf_function_runs
    assert bad.error_type == "ValueError"
    assert "tf.function only supports singleton tf.Variables created on the first call" in (bad.error_message or "")
    assert good.error_type is None
    assert good["variables"] == 1


@pytest.fixture(scope="module")
def optimizer_runs() -> tuple[Run, Run]:
    # The documented pair for a step function that hands a new variable to the optimizer (bad #6, good #6).
    return run_pair("TFM002", {}, bad_index=6, good_index=6)


def test_a_new_variable_per_step_handed_to_the_optimizer_is_kept_with_its_slots(
    optimizer_runs: tuple[Run, Run],
) -> None:
    bad, good = optimizer_runs
    assert bad.rss_growth_mb >= 30  # 200 variables of 256 KiB, each with two Adam slots
    assert ratio(bad.rss_growth_mb, good.rss_growth_mb, floor=1.0) >= 5

"""TFM014: a Keras optimizer built inside the tf.function training step makes TensorFlow raise on the first call."""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, ratio, run_pair

pytestmark = pytest.mark.proof


@pytest.fixture(scope="module")
def runs() -> tuple[Run, Run]:
    return run_pair("TFM014", {}, good_measure={"steps": "int(optimizer.iterations)"}, allow_error=True)


def test_optimizer_in_the_step_raises_and_one_built_outside_trains(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert bad.error_type == "ValueError"
    assert "tf.function only supports singleton tf.Variables created on the first call" in (bad.error_message or "")
    assert good.error_type is None
    assert good["steps"] == 200


@pytest.fixture(scope="module")
def layer_runs() -> tuple[Run, Run]:
    measure = {"mb_per_100_calls": "mb_per_100_calls", "weights": "weights"}
    return run_pair("TFM014", measure, allow_error=True, bad_index=3, good_index=3)


def test_layer_built_in_call_makes_untracked_weights_per_eager_call_and_raises_in_fit(
    layer_runs: tuple[Run, Run],
) -> None:
    bad, good = layer_runs
    assert (bad["weights"], good["weights"]) == (2, 4)  # the layer built in `call` is not the model's
    assert ratio(bad["mb_per_100_calls"], good["mb_per_100_calls"], floor=0.2) >= 5
    assert bad.error_type == "ValueError"
    assert "tf.function only supports singleton tf.Variables created on the first call" in (bad.error_message or "")
    assert good.error_type is None

"""TFM014: a Keras optimizer built inside the tf.function training step makes TensorFlow raise on the first call."""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, run_pair

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

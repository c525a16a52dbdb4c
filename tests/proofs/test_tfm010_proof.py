"""TFM010: an op created inside the loop that runs the session grows the TF1 graph, and memory, every step."""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, ratio, run_pair

pytestmark = pytest.mark.proof

MEASURE = {"ops": "len(tf.get_default_graph().get_operations())"}


@pytest.fixture(scope="module")
def runs() -> tuple[Run, Run]:
    return run_pair("TFM010", MEASURE)


def test_graph_grows_with_every_session_step(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert bad["ops"] >= 30 * good["ops"]


def test_growing_graph_grows_memory(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert ratio(bad.rss_growth_mb, good.rss_growth_mb, floor=1.0) >= 3

"""TFM006: a tf.function created in a loop traces from scratch on every iteration; created once, it traces once."""

from __future__ import annotations

import pytest

from tests.proofs.harness import Run, ratio, run_pair

pytestmark = pytest.mark.proof

WARNING = "creating @tf.function repeatedly in a loop"


@pytest.fixture(scope="module")
def runs() -> tuple[Run, Run]:
    return run_pair("TFM006", {"traces": "traces"})


def test_new_function_per_iteration_traces_every_iteration(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert good["traces"] == 1
    assert bad["traces"] >= 50 * good["traces"]


def test_tensorflow_warns_about_it(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert WARNING in bad.stderr
    assert WARNING not in good.stderr


def test_old_functions_are_freed_so_memory_does_not_grow(runs: tuple[Run, Run]) -> None:
    bad, good = runs
    assert ratio(bad.rss_growth_mb, good.rss_growth_mb, floor=2.0) < 2

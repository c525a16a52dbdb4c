"""What README promises: the example shows the five design-card rules, the fixed one passes, the table is complete."""

from __future__ import annotations

import re
from pathlib import Path

from tflint_mem.catalog import load_catalog
from tflint_mem.engine import default_rules, lint_bytes

ROOT = Path(__file__).resolve().parents[1]
DESIGN_CARD = {"TFM001", "TFM002", "TFM003", "TFM004", "TFM005"}


def codes(path: Path) -> set:
    result = lint_bytes(path.read_bytes(), str(path), default_rules())
    assert not result.internal_errors
    return {finding.code for finding in result.findings}


def test_leaky_example_reports_all_five_design_card_rules_and_the_retracing_call():
    # `train_step(tf.random.normal([step + 1, 8]))` is also a retracing argument in a loop (TFM007).
    assert codes(ROOT / "examples" / "leaky_training.py") == DESIGN_CARD | {"TFM007"}


def test_fixed_example_is_clean():
    assert codes(ROOT / "examples" / "fixed_training.py") == set()


def test_readme_rule_table_lists_every_rule():
    readme = (ROOT / "README.md").read_text()
    table = {
        match.group(1): match.group(2) for match in re.finditer(r"^\| (TFM\d{3}) \| ([a-z0-9-]+) \|", readme, re.M)
    }
    assert table == {code: meta.name for code, meta in load_catalog().items()}


def test_readme_has_both_setup_commands():
    readme = (ROOT / "README.md").read_text()
    assert "<!-- install-command -->" in readme and "<!-- test-command -->" in readme
    assert "tflint-mem check examples/leaky_training.py" in readme

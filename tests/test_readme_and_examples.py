"""What README promises: the example shows the five design-card rules, the fixed one passes, the table is complete."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from click.testing import CliRunner

from tflint_mem.core.catalog import load_catalog
from tflint_mem.engine.lint import default_rules, lint_bytes
from tflint_mem.fixing.fixer import FixMode
from tflint_mem.integrations.cli import main
from tflint_mem.run.check import CheckOptions, check_paths

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


def test_readme_rule_table_matches_the_catalogue():
    """Every rule has a row, and its name, default and fix safety are the ones its YAML gives."""
    readme = (ROOT / "README.md").read_text()
    row = r"^\| (TFM\d{3}) \| ([a-z0-9-]+) \| (on|preview) \| (none|safe|unsafe) \|"
    table = {match.group(1): match.group(2, 3, 4) for match in re.finditer(row, readme, re.M)}
    catalogue = {
        code: (meta.name, "preview" if meta.preview else "on", meta.fix.safety if meta.fix else "none")
        for code, meta in load_catalog().items()
    }
    assert table == catalogue


def test_readme_has_both_setup_commands():
    readme = (ROOT / "README.md").read_text()
    assert "<!-- install-command -->" in readme and "<!-- test-command -->" in readme
    assert "tflint-mem check examples/leaky_training.py" in readme


def fix_copy(tmp_path: Path, *flags: str) -> tuple:
    """Fixed and remaining codes after `check --fix FLAGS` on a copy of the leaky example."""
    copy = tmp_path / "leaky_training.py"
    shutil.copy(ROOT / "examples" / "leaky_training.py", copy)
    run = check_paths([copy], CheckOptions(fix=FixMode(unsafe="--unsafe-fixes" in flags), write=True))
    assert not run.internal_errors
    [result] = run.files
    return sorted(f.code for f in result.fixed), sorted(f.code for f in result.findings)


def test_fix_on_the_example_fixes_what_is_safe(tmp_path: Path):
    # TFM007 stays: its argument is a tensor whose shape changes, which has no fix of its own.
    assert fix_copy(tmp_path) == (["TFM004"], ["TFM001", "TFM002", "TFM003", "TFM005", "TFM007"])


def test_unsafe_fixes_on_the_example_fix_the_rest_that_has_a_fix(tmp_path: Path):
    # `reduce_retracing=True` (TFM001's fix) lets the function take the changing shape: TFM007 goes away with it.
    assert fix_copy(tmp_path, "--unsafe-fixes") == (["TFM001", "TFM004", "TFM005"], ["TFM002", "TFM003"])


def test_readme_diff_is_what_diff_prints(monkeypatch):
    readme = (ROOT / "README.md").read_text()
    shown = re.search(r"<!-- diff-output -->\n```diff\n(.*?)```", readme, re.S)
    assert shown is not None
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(main, ["check", "--diff", "--unsafe-fixes", "examples/leaky_training.py"])
    assert result.stdout == shown.group(1)

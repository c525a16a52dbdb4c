"""README's install command on a fresh virtualenv: the wheel carries the rule YAML and the example behaves."""

from __future__ import annotations

import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from tflint_mem.engine.lint import default_rules, lint_bytes

pytestmark = pytest.mark.real
ROOT = Path(__file__).resolve().parents[1]


def test_wheel_ships_every_rule_yaml(tmp_path: Path):
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        check=True,
        capture_output=True,
    )
    [wheel] = tmp_path.glob("tflint_mem-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {f"tflint_mem/_rules/{path.name}" for path in (ROOT / "rules").glob("TFM*.yaml")}
    assert expected and expected <= names


def test_fresh_virtualenv_install_runs_the_readme_example(tmp_path: Path):
    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", str(ROOT)], check=True, capture_output=True)
    script = env_dir / "bin" / "tflint-mem"
    leaky = subprocess.run(
        [str(script), "check", "examples/leaky_training.py"], cwd=ROOT, capture_output=True, text=True
    )
    assert leaky.returncode == 1, leaky.stderr
    codes = {line.split(": ")[1].split()[0] for line in leaky.stdout.splitlines() if ": TFM" in line}
    assert {"TFM001", "TFM002", "TFM003", "TFM004", "TFM005"} <= codes
    example = ROOT / "examples" / "leaky_training.py"
    in_process = lint_bytes(example.read_bytes(), str(example), default_rules()).findings
    assert codes == {finding.code for finding in in_process}  # the installed wheel behaves as this checkout
    fixed = subprocess.run(
        [str(script), "check", "examples/fixed_training.py"], cwd=ROOT, capture_output=True, text=True
    )
    assert fixed.returncode == 0, fixed.stdout
    # The installed package reads its YAML from inside the wheel, not from this checkout.
    located = subprocess.run(
        [str(python), "-c", "from tflint_mem.core.catalog import rules_dir; print(rules_dir())"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert "_rules" in located.stdout and str(ROOT) not in located.stdout

"""Configuration files: the same keys in .tflint-mem.yaml, pyproject.toml and --config; bad values stop the run."""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Optional

import pytest
from click.testing import CliRunner

from tflint_mem.integrations.cli import main

ROOT = Path(__file__).resolve().parents[2]
LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"
PARAMETERLESS = "import tensorflow as tf\n\n@tf.function\ndef tick():\n    return 1\n"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "leaky.py").write_text(LEAKY)
    return tmp_path


CONCISE = ("-q", "--output-format", "concise")


def run(*args: str):
    return CliRunner().invoke(main, ["check", *args])


def test_yaml_ignore(project: Path):
    (project / ".tflint-mem.yaml").write_text("ignore: [TFM001]\n")
    assert run(".").exit_code == 0


def test_pyproject_table(project: Path):
    (project / "pyproject.toml").write_text('[project]\nname = "x"\n\n[tool.tflint-mem]\nselect = ["TFM004"]\n')
    assert run(".").exit_code == 0


def test_pyproject_without_table_is_skipped_for_a_yaml_above(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    (tmp_path / ".tflint-mem.yaml").write_text("ignore: [TFM001]\n")
    sub = tmp_path / "pkg"
    sub.mkdir()
    (sub / "pyproject.toml").write_text('[project]\nname = "x"\n')
    (sub / "leaky.py").write_text(LEAKY)
    monkeypatch.chdir(sub)
    assert run(".").exit_code == 0


def test_nearest_config_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".tflint-mem.yaml").write_text("ignore: [TFM001]\n")
    sub = tmp_path / "strict"
    sub.mkdir()
    (sub / ".tflint-mem.yaml").write_text("select: [TFM001]\n")
    (sub / "leaky.py").write_text(LEAKY)
    (tmp_path / "leaky.py").write_text(LEAKY)
    result = run(*CONCISE, ".")
    assert result.output.splitlines() == [
        "strict/leaky.py:3:1: TFM001 " + result.output.split(" TFM001 ", 1)[1].splitlines()[0]
    ]


def test_each_folder_gets_its_nearest_config_however_deep(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".tflint-mem.yaml").write_text("ignore: [TFM001]\n")
    for folder in ("a/b/c", "a/d", "a/strict/e/f", "g"):
        (tmp_path / folder).mkdir(parents=True)
        (tmp_path / folder / "leaky.py").write_text(LEAKY)
    (tmp_path / "a" / "strict" / ".tflint-mem.yaml").write_text("select: [TFM001]\n")
    (tmp_path / "a" / "strict" / "leaky.py").write_text(LEAKY)
    flagged = [line.split(":", 1)[0] for line in run(*CONCISE, "--no-cache", ".").output.splitlines()]
    assert flagged == ["a/strict/e/f/leaky.py", "a/strict/leaky.py"]


def test_explicit_config_file(project: Path):
    (project / "custom.yaml").write_text("ignore: [TFM001]\n")
    assert run("--config", "custom.yaml", ".").exit_code == 0
    result = run("--config", "nope.yaml", ".")
    assert result.exit_code == 2 and "nope.yaml" in result.output


def test_cli_select_overrides_file(project: Path):
    (project / ".tflint-mem.yaml").write_text("select: [TFM004]\n")
    assert run(".").exit_code == 0
    assert run("--select", "TFM001", ".").exit_code == 1


def test_extend_select_adds(project: Path):
    (project / ".tflint-mem.yaml").write_text("select: [TFM004]\nextend-select: [TFM001]\n")
    assert run(".").exit_code == 1


def test_rule_option(project: Path):
    (project / "tick.py").write_text(PARAMETERLESS)
    assert run("tick.py").exit_code == 0
    (project / ".tflint-mem.yaml").write_text("rules:\n  TFM001:\n    include-parameterless: true\n")
    assert run("tick.py").exit_code == 1


def test_rule_option_in_pyproject(project: Path):
    (project / "tick.py").write_text(PARAMETERLESS)
    (project / "pyproject.toml").write_text("[tool.tflint-mem.rules.TFM001]\ninclude-parameterless = true\n")
    assert run("tick.py").exit_code == 1


def test_severity_override_reaches_output(project: Path):
    (project / ".tflint-mem.yaml").write_text("rules:\n  TFM001:\n    severity: error\n")
    result = run("--format", "json", ".")
    assert '"severity": "error"' in result.output


def test_per_file_ignores(project: Path):
    (project / "tests").mkdir()
    (project / "tests" / "test_x.py").write_text(LEAKY)
    (project / ".tflint-mem.yaml").write_text('per-file-ignores:\n  "tests/*.py": [TFM001]\n')
    result = run(*CONCISE, ".")
    assert [line.split(":")[0] for line in result.output.splitlines()] == ["leaky.py"]


def test_exclude_and_extend_exclude(project: Path):
    (project / "generated").mkdir()
    (project / "generated" / "g.py").write_text(LEAKY)
    (project / ".tflint-mem.yaml").write_text("extend-exclude: [generated]\n")
    assert [line.split(":")[0] for line in run(*CONCISE, ".").output.splitlines()] == ["leaky.py"]
    (project / ".tflint-mem.yaml").write_text("exclude: ['leaky.py']\n")
    assert [line.split(":")[0] for line in run(*CONCISE, ".").output.splitlines()] == ["generated/g.py"]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("colour: red\n", "unknown key 'colour' (allowed: select"),
        ("select: [TFM999]\n", "select: unknown rule code 'TFM999'"),
        ("ignore: 5\n", "ignore: expected a list of strings"),
        ("rules:\n  TFM999: {}\n", "rules: unknown rule code 'TFM999'"),
        (
            "rules:\n  TFM001:\n    speed: 3\n",
            "rules.TFM001.speed: unknown option (allowed: severity, include-parameterless)",
        ),
        ("rules:\n  TFM001:\n    include-parameterless: 'yes'\n", "rules.TFM001.include-parameterless: expected bool"),
        ("rules:\n  TFM001:\n    severity: fatal\n", "rules.TFM001.severity: expected one of error, warning, info"),
        ("select: [TFM001\n", "invalid YAML"),
        ("- a\n- b\n", "must be a mapping"),
        ("per-file-ignores: [a]\n", "per-file-ignores: expected a mapping"),
    ],
)
def test_bad_configuration_exits_2_with_one_line(project: Path, content: str, expected: str):
    (project / ".tflint-mem.yaml").write_text(content)
    result = run(".")
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("error: ") and ".tflint-mem.yaml" in lines[0]
    assert expected in lines[0]


def test_bad_toml_is_a_configuration_error(project: Path):
    (project / "pyproject.toml").write_text("[tool.tflint-mem]\nselect = [\n")
    result = run(".")
    assert result.exit_code == 2 and "invalid TOML" in result.output


def test_tfm000_stays_on_with_a_narrow_select(project: Path):
    (project / "broken.py").write_text("def f(:\n")
    result = run("--select", "TFM004", ".")
    assert "TFM000" in result.output
    assert run("--select", "TFM004", "--ignore", "TFM000", ".").exit_code == 0


# --- Python 3.9/3.10: pyproject.toml through `tomli` -------------------------------------------------------------


@pytest.fixture
def without_tomllib(monkeypatch: pytest.MonkeyPatch) -> None:
    """This interpreter as Python 3.9/3.10 sees it: no `tomllib` in the standard library."""
    monkeypatch.setitem(sys.modules, "tomllib", None)  # None in sys.modules makes `import tomllib` fail
    with pytest.raises(ImportError):
        importlib.import_module("tomllib")


def test_pyproject_table_is_read_through_tomli_without_tomllib(project: Path, without_tomllib: None):
    (project / "pyproject.toml").write_text('[tool.tflint-mem]\nignore = ["TFM001"]\n')
    result = run(".")
    assert (result.exit_code, result.output) == (0, "All checks passed!\n")
    (project / "pyproject.toml").write_text('[tool.tflint-mem]\nignore = ["TFM004"]\n')
    assert run(".").exit_code == 1  # the table is what decided


def test_bad_toml_through_tomli_is_a_configuration_error(project: Path, without_tomllib: None):
    (project / "pyproject.toml").write_text("[tool.tflint-mem]\nselect = [\n")
    result = run(".")
    assert result.exit_code == 2
    [line] = result.output.splitlines()
    assert line.startswith("error: ") and "invalid TOML" in line


def test_without_tomllib_or_tomli_the_pyproject_table_is_one_error_line(
    project: Path, without_tomllib: None, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setitem(sys.modules, "tomli", None)
    (project / "pyproject.toml").write_text('[tool.tflint-mem]\nignore = ["TFM001"]\n')
    result = run(".")
    assert result.exit_code == 2
    [line] = result.output.splitlines()
    assert "needs Python 3.11+ or the 'tomli' package" in line


def old_python() -> Optional[Path]:
    """A working Python 3.9 or 3.10 interpreter: one pyenv installed, or one on PATH (a pyenv shim may not run)."""
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    for version in ("3.9", "3.10"):
        candidates = sorted(pyenv.glob(f"{version}.*/bin/python{version}"))
        on_path = shutil.which(f"python{version}")
        for candidate in [*candidates, *([Path(on_path)] if on_path else [])]:
            if subprocess.run([str(candidate), "-c", "import venv"], capture_output=True).returncode == 0:
                return candidate
    return None


@pytest.mark.integration
def test_python_39_or_310_install_reads_the_pyproject_table(tmp_path: Path):
    """The wheel's own dependencies make `[tool.tflint-mem]` work where tomllib does not exist."""
    python = old_python()
    if python is None:
        pytest.skip("no Python 3.9 or 3.10 here; test_pyproject_table_is_read_through_tomli_without_tomllib covers it")
    venv = tmp_path / "venv"
    subprocess.run([str(python), "-m", "venv", str(venv)], check=True, timeout=300)
    pip = subprocess.run(
        [str(venv / "bin" / "python"), "-m", "pip", "install", "-q", str(ROOT)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert pip.returncode == 0, pip.stderr[-3000:]
    probe = subprocess.run(
        [str(venv / "bin" / "python"), "-c", "import sys, tomli; print(sys.version_info[:2] < (3, 11))"],
        capture_output=True,
        text=True,
    )
    assert probe.stdout.strip() == "True", probe.stderr
    project = tmp_path / "project"
    project.mkdir()
    (project / "leaky.py").write_text(LEAKY)
    tflint_mem = str(venv / "bin" / "tflint-mem")
    (project / "pyproject.toml").write_text('[tool.tflint-mem]\nignore = ["TFM001"]\n')
    clean = subprocess.run([tflint_mem, "check", "--no-cache", "."], cwd=project, capture_output=True, text=True)
    assert (clean.returncode, clean.stdout, clean.stderr) == (0, "All checks passed!\n", "")
    (project / "pyproject.toml").write_text('[tool.tflint-mem]\nignore = ["TFM004"]\n')
    leaky = subprocess.run([tflint_mem, "check", "--no-cache", "."], cwd=project, capture_output=True, text=True)
    assert leaky.returncode == 1 and "TFM001" in leaky.stdout, leaky.stdout + leaky.stderr

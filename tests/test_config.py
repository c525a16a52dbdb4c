"""Configuration files: the same keys in .tflint-mem.yaml, pyproject.toml and --config; bad values stop the run."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from tflint_mem.integrations.cli import main

LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"
PARAMETERLESS = "import tensorflow as tf\n\n@tf.function\ndef tick():\n    return 1\n"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "leaky.py").write_text(LEAKY)
    return tmp_path


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
    result = run("-q", ".")
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
    flagged = [line.split(":", 1)[0] for line in run("-q", "--no-cache", ".").output.splitlines()]
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
    result = run("-q", ".")
    assert [line.split(":")[0] for line in result.output.splitlines()] == ["leaky.py"]


def test_exclude_and_extend_exclude(project: Path):
    (project / "generated").mkdir()
    (project / "generated" / "g.py").write_text(LEAKY)
    (project / ".tflint-mem.yaml").write_text("extend-exclude: [generated]\n")
    assert [line.split(":")[0] for line in run("-q", ".").output.splitlines()] == ["leaky.py"]
    (project / ".tflint-mem.yaml").write_text("exclude: ['leaky.py']\n")
    assert [line.split(":")[0] for line in run("-q", ".").output.splitlines()] == ["generated/g.py"]


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

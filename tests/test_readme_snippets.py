"""The editor snippets in README.md work as written against the real command line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from tflint_mem.integrations.cli import main

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"


def json_block(marker: str) -> dict:
    match = re.search(re.escape(marker) + r"\n```json\n(.*?)```", README, re.S)
    assert match, f"README.md has no JSON block after {marker}"
    return json.loads(match.group(1))


def test_problem_matcher_reads_every_script_finding(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    [task] = json_block("<!-- problem-matcher -->")["tasks"]
    matcher = task["problemMatcher"]
    assert task["command"].startswith("tflint-mem check ")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "model.py").write_text(LEAKY)
    mapped = "ds = tf.data.Dataset.range(4).map(tf.abs, num_parallel_calls=999)"
    (tmp_path / "stubs.pyi").write_text(f"import tensorflow as tf\n{mapped}\n")
    result = CliRunner().invoke(main, task["command"].split()[1:])
    assert result.exit_code == 1
    pattern = matcher["pattern"]
    regexp = re.compile(pattern["regexp"])
    matches = [regexp.match(line) for line in result.output.splitlines()]
    assert all(matches), result.output
    parsed = [
        (
            m.group(pattern["file"]),
            int(m.group(pattern["line"])),
            int(m.group(pattern["column"])),
            m.group(pattern["code"]),
        )
        for m in matches
        if m
    ]
    assert parsed == [("pkg/model.py", 3, 1, "TFM001"), ("stubs.pyi", 2, mapped.index("num_parallel") + 1, "TFM004")]


def test_problem_matcher_does_not_misread_notebook_findings():
    regexp = re.compile(json_block("<!-- problem-matcher -->")["tasks"][0]["problemMatcher"]["pattern"]["regexp"])
    assert regexp.match("nb/train.ipynb:cell 3:2:1: TFM001 message") is None


def test_vs_code_settings_start_the_server_command():
    match = re.search(r'```json\n(\{\n  "glspc.*?)```', README, re.S)
    assert match, "README.md has no VS Code settings block"
    settings = json.loads(match.group(1))
    command = [settings["glspc.server.command"], *settings["glspc.server.commandArguments"]]
    assert command == ["tflint-mem", "server"]
    assert "server" in main.commands  # type: ignore[attr-defined]
    assert re.search(r'cmd = \{ "tflint-mem", "server" \}', README)


# --- output shown in README.md is what the command line prints ---------------------------------------------------


def console_block(marker: str) -> str:
    match = re.search(re.escape(marker) + r"\n```console\n(.*?)```", README, re.S)
    assert match, f"README.md has no console block after {marker}"
    return match.group(1)


def uncoloured(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FORCE_COLOR", raising=False)


def test_readme_example_output_is_what_check_prints(monkeypatch: pytest.MonkeyPatch):
    """The shown pieces (between `...` lines) appear in order, the first at the start and the last at the end."""
    uncoloured(monkeypatch)
    command, shown = console_block("<!-- check-output -->").split("\n", 1)
    assert command == "$ tflint-mem check examples/leaky_training.py"
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(main, [*command.split()[2:], "--no-cache"])
    assert result.exit_code == 1
    pieces = shown.split("...\n")
    assert len(pieces) == 2 and "   |" in pieces[0] and "= help: " in pieces[0]
    assert result.output.startswith(pieces[0])
    assert result.output.endswith(pieces[1])


def test_readme_kfold_example_output_is_what_check_prints(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    uncoloured(monkeypatch)
    script = re.search(r"cat > kfold\.py <<'EOF'\n(.*?)\nEOF\n(tflint-mem check [^\n]*)\n", README, re.S)
    assert script, "README.md has no kfold.py example"
    monkeypatch.chdir(tmp_path)
    (tmp_path / "kfold.py").write_text(script.group(1) + "\n")
    result = CliRunner().invoke(main, [*script.group(2).split()[1:], "--no-cache"])
    assert result.output == console_block("<!-- kfold-output -->")


def test_readme_workflow_uses_the_action_with_its_inputs():
    match = re.search(r"<!-- action-workflow -->\n```yaml\n(.*?)```", README, re.S)
    assert match, "README.md has no workflow using the action"
    workflow = yaml.safe_load(match.group(1))
    action = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
    steps = workflow["jobs"]["tflint-mem"]["steps"]
    [ours] = [step for step in steps if str(step.get("uses", "")).startswith("tflint-mem/tflint-mem@")]
    assert set(ours["with"]) <= set(action["inputs"])
    [upload] = [step for step in steps if str(step.get("uses", "")).startswith("github/codeql-action/upload-sarif@")]
    assert upload["with"]["sarif_file"] == ours["with"]["sarif-file"]
    assert upload["if"] == "${{ !cancelled() }}"  # the check step fails on findings; the log is uploaded anyway
    assert steps.index(upload) > steps.index(ours)

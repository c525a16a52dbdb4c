"""The GitHub Action (`action.yml`): its shell steps, run as the runner runs them, on a small repository.

The runner is imitated closely enough for these steps: each `run:` goes to `bash --noprofile --norc -eo pipefail`
in the repository's folder, with the step's `env:` and the `GITHUB_OUTPUT` file; `${{ ... }}` expressions are
filled from the action's inputs (their defaults unless a test sets them), `github.action_path` (this checkout),
`runner.temp` and earlier steps' outputs. An expression this file cannot evaluate fails the test, so the action
stays within what is tested here.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any, Dict, List, Optional

import pytest
import yaml

from tests.output.test_reporters import validate_sarif

pytestmark = pytest.mark.integration  # the first step installs the package into a new virtualenv
ROOT = Path(__file__).resolve().parents[2]
ACTION = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"
CLEAN = "import tensorflow as tf\n\nx = tf.constant(1)\n"
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")
CONDITION = re.compile(r"^(inputs\.[\w-]+) (==|!=) '([^']*)'$")


class Runner:
    """Runs the action's steps in `workspace`, keeping each step's outputs for the later ones."""

    def __init__(self, workspace: Path, temp: Path, inputs: Dict[str, str]) -> None:
        self.workspace = workspace
        self.temp = temp
        defaults = {name: str(spec.get("default", "")) for name, spec in ACTION["inputs"].items()}
        unknown = set(inputs) - set(defaults)
        assert not unknown, f"action.yml has no inputs {unknown}"
        self.inputs = {**defaults, **inputs}
        self.outputs: Dict[str, Dict[str, str]] = {}

    def value(self, expression: str) -> str:
        if expression == "github.action_path":
            return str(ROOT)
        if expression == "runner.temp":
            return str(self.temp)
        if expression.startswith("inputs."):
            return self.inputs[expression[len("inputs.") :]]
        match = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression)
        if match:
            return self.outputs.get(match.group(1), {}).get(match.group(2), "")
        raise AssertionError(f"the test cannot evaluate ${{{{ {expression} }}}} in action.yml")

    def fill(self, text: str) -> str:
        return EXPRESSION.sub(lambda match: self.value(match.group(1)), text)

    def wanted(self, step: Dict[str, Any]) -> bool:
        condition = step.get("if")
        if condition is None:
            return True
        match = CONDITION.match(str(condition))
        assert match, f"the test cannot evaluate `if: {condition}` in action.yml"
        left = self.value(match.group(1))
        return (left == match.group(3)) if match.group(2) == "==" else (left != match.group(3))

    def run(self, step: Dict[str, Any]) -> Optional[subprocess.CompletedProcess]:
        if not self.wanted(step):
            return None
        assert step["shell"] == "bash"
        output_file = self.temp / f"output-{step.get('id', 'step')}"
        output_file.write_text("")
        env = {
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": str(self.temp),
            "GITHUB_OUTPUT": str(output_file),
            "GITHUB_WORKSPACE": str(self.workspace),
            **{name: self.fill(str(value)) for name, value in (step.get("env") or {}).items()},
        }
        completed = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", self.fill(step["run"])],
            cwd=self.workspace,
            env=env,
            capture_output=True,
            text=True,
            timeout=900,
        )
        if "id" in step:
            pairs = (line.split("=", 1) for line in output_file.read_text().splitlines() if "=" in line)
            self.outputs[step["id"]] = dict(pairs)
        return completed


def steps() -> List[Dict[str, Any]]:
    assert ACTION["runs"]["using"] == "composite"
    return list(ACTION["runs"]["steps"])


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Dict[str, Dict[str, str]]:
    """The install step, run once: the outputs it leaves for the other steps."""
    temp = tmp_path_factory.mktemp("runner-temp")
    runner = Runner(tmp_path_factory.mktemp("empty-workspace"), temp, {})
    completed = runner.run(steps()[0])
    assert completed is not None and completed.returncode == 0, completed and completed.stderr[-3000:]
    assert completed.stdout.startswith("tflint-mem, version ")
    return runner.outputs


def repository(tmp_path: Path) -> Path:
    work = tmp_path / "repo"
    (work / "src").mkdir(parents=True)
    (work / "src" / "leaky.py").write_text(LEAKY)
    (work / "src" / "clean.py").write_text(CLEAN)
    subprocess.run(["git", "init", "-q"], cwd=work, check=True)
    return work


def run_checks(tmp_path: Path, installed: Dict[str, Dict[str, str]], **inputs: str) -> List[Any]:
    temp = tmp_path / "runner-temp"
    temp.mkdir(parents=True)
    runner = Runner(repository(tmp_path), temp, inputs)
    runner.outputs.update(installed)
    return [runner.run(step) for step in steps()[1:]] + [runner]


def test_action_is_a_composite_action_that_installs_from_its_own_checkout():
    install = steps()[0]
    assert install["env"]["TFLINT_MEM_SOURCE"] == "${{ github.action_path }}"
    assert "--output-format github" in steps()[-1]["run"]
    assert set(ACTION["inputs"]) == {"paths", "args", "sarif-file", "fail-on-findings", "python"}


def test_findings_become_annotations_and_fail_the_step(tmp_path: Path, installed: Dict[str, Dict[str, str]]):
    sarif, annotate, _ = run_checks(tmp_path, installed)
    assert sarif is None  # no `sarif-file`, no log
    assert annotate.returncode == 1, annotate.stderr
    [line] = annotate.stdout.splitlines()
    assert line.startswith("::warning file=src/leaky.py,line=3,col=1,endLine=3,endColumn=13,title=TFM001::")
    assert "%0Ahelp: " in line


def test_sarif_log_is_written_and_valid(tmp_path: Path, installed: Dict[str, Dict[str, str]]):
    sarif, annotate, runner = run_checks(tmp_path, installed, **{"sarif-file": "tflint-mem.sarif"})
    assert sarif is not None and sarif.returncode == 0, sarif.stderr
    log = json.loads((runner.workspace / "tflint-mem.sarif").read_text())
    validate_sarif(log)
    [result] = log["runs"][0]["results"]
    assert result["ruleId"] == "TFM001"
    assert result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "src/leaky.py"
    assert runner.fill(ACTION["outputs"]["sarif-file"]["value"]) == "tflint-mem.sarif"
    assert annotate.returncode == 1


def test_paths_args_and_fail_on_findings_are_passed_on(tmp_path: Path, installed: Dict[str, Dict[str, str]]):
    _, only_clean, _ = run_checks(tmp_path / "paths", installed, paths="src/clean.py")
    assert (only_clean.returncode, only_clean.stdout) == (0, "")
    _, other_rule, _ = run_checks(tmp_path / "args", installed, args="--select TFM004 --no-cache")
    assert (other_rule.returncode, other_rule.stdout) == (0, "")
    _, annotate_only, _ = run_checks(tmp_path / "annotate", installed, **{"fail-on-findings": "false"})
    assert annotate_only.returncode == 0 and "title=TFM001" in annotate_only.stdout

"""The pre-commit hook, run by the real `pre-commit` in a temporary git repository.

The hook environment is built by pre-commit itself (a virtualenv with this package `pip install`ed from a
snapshot of this checkout, uncommitted changes included), once per test session.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Dict, List

import nbformat
import pytest
import yaml
from click.testing import CliRunner

from tflint_mem.integrations.cli import main

pytestmark = pytest.mark.integration
ROOT = Path(__file__).resolve().parents[2]
LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"
CLEAN = "import tensorflow as tf\n\n@tf.function(reduce_retracing=True)\ndef f(x):\n    return x\n"
FIXABLE = "import tensorflow as tf\n\nds = tf.data.Dataset.range(4).map(tf.abs, num_parallel_calls=128)\n"


def git(cwd: Path, *args: str, env: Dict[str, str]) -> str:
    return subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="session")
def env(tmp_path_factory: pytest.TempPathFactory) -> Dict[str, str]:
    home = tmp_path_factory.mktemp("pre-commit-home")
    identity = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com"}
    identity.update(GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.com")
    return {**os.environ, **identity, "PRE_COMMIT_HOME": str(home), "GIT_CONFIG_GLOBAL": os.devnull}


@pytest.fixture(scope="session")
def hook_repo(tmp_path_factory: pytest.TempPathFactory, env: Dict[str, str]) -> Path:
    """This checkout as pre-commit would clone it, with uncommitted and untracked (not ignored) files included."""
    snapshot = tmp_path_factory.mktemp("tflint-mem-snapshot")
    listed = git(ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard", env=env).split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (snapshot / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, snapshot / name)
    git(snapshot, "init", "-q", env=env)
    git(snapshot, "add", "-A", env=env)
    git(snapshot, "commit", "-q", "-m", "snapshot", env=env)
    return snapshot


@pytest.fixture
def repo(tmp_path: Path, env: Dict[str, str]) -> Path:
    work = tmp_path / "project"
    work.mkdir()
    git(work, "init", "-q", env=env)
    return work


def stage(repo: Path, files: Dict[str, str], env: Dict[str, str]) -> None:
    for name, text in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(text)
    git(repo, "add", "-A", env=env)


def pre_commit(repo: Path, env: Dict[str, str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pre_commit", *args], cwd=repo, env=env, capture_output=True, text=True, timeout=600
    )


def try_repo(repo: Path, hook_repo: Path, env: Dict[str, str]) -> subprocess.CompletedProcess:
    return pre_commit(repo, env, "try-repo", str(hook_repo), "tflint-mem")


def readme_config(hook_repo: Path, env: Dict[str, str], args: List[str]) -> str:
    """The README's `.pre-commit-config.yaml`, pointed at the snapshot instead of the published repository."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"<!-- pre-commit-config -->\n```yaml\n(.*?)```", readme, re.S)
    assert block, "README.md has no pre-commit config snippet"
    config = yaml.safe_load(block.group(1))
    [entry] = config["repos"]
    assert entry["repo"] == "https://github.com/tflint-mem/tflint-mem"
    entry["repo"] = str(hook_repo)
    entry["rev"] = git(hook_repo, "rev-parse", "HEAD", env=env).strip()
    if args:
        entry["hooks"][0]["args"] = args
    return yaml.safe_dump(config)


def test_manifest_declares_the_hook_as_required():
    [hook] = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert hook["id"] == "tflint-mem"
    assert hook["entry"] == "tflint-mem check --force-exclude --output-format full"
    assert hook["types_or"] == ["python", "pyi", "jupyter"]
    assert hook["require_serial"] is True
    assert hook["language"] == "python"


# `try-repo` builds a new hook environment on every call (about 10 s), so each run checks several things.


def test_try_repo_fails_on_staged_leaky_script_and_notebook(repo: Path, hook_repo: Path, env: Dict[str, str]):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("import tensorflow as tf"), nbformat.v4.new_code_cell(LEAKY)]
    stage(repo, {"train.py": LEAKY, "notebooks/train.ipynb": nbformat.writes(nb)}, env)
    completed = try_repo(repo, hook_repo, env)
    assert completed.returncode == 1, completed.stdout + completed.stderr
    assert "tflint-mem" in completed.stdout and "Failed" in completed.stdout
    assert "train.py:3:1: TFM001" in completed.stdout
    assert "notebooks/train.ipynb:cell 2:3:1: TFM001" in completed.stdout
    # The full format: the offending line with carets under it, then the help.
    assert "3 | @tf.function\n  | ^^^^^^^^^^^^\n" in completed.stdout
    assert "= help: give it an `input_signature`" in completed.stdout


def test_try_repo_passes_on_clean_file_and_skips_configured_excludes(repo: Path, hook_repo: Path, env: Dict[str, str]):
    files = {"train.py": CLEAN, ".tflint-mem.yaml": "extend-exclude: [generated]\n", "generated/model.py": LEAKY}
    stage(repo, files, env)
    completed = try_repo(repo, hook_repo, env)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "Passed" in completed.stdout


def test_readme_config_snippet_runs_the_hook(repo: Path, hook_repo: Path, env: Dict[str, str]):
    stage(repo, {".pre-commit-config.yaml": readme_config(hook_repo, env, []), "train.py": LEAKY}, env)
    completed = pre_commit(repo, env, "run")
    assert completed.returncode == 1, completed.stdout + completed.stderr
    assert "train.py:3:1: TFM001" in completed.stdout


def fix_flag_exists() -> bool:
    return "--fix" in CliRunner().invoke(main, ["check", "--help"]).output


@pytest.mark.skipif(not fix_flag_exists(), reason="`tflint-mem check --help` has no --fix on this branch (issue 3)")
def test_fix_arg_rewrites_the_staged_file(repo: Path, hook_repo: Path, env: Dict[str, str]):
    stage(repo, {".pre-commit-config.yaml": readme_config(hook_repo, env, ["--fix"]), "data.py": FIXABLE}, env)
    completed = pre_commit(repo, env, "run")
    assert completed.returncode == 1, completed.stdout + completed.stderr  # pre-commit fails a hook that edits
    assert "files were modified by this hook" in completed.stdout
    assert (repo / "data.py").read_text() == FIXABLE.replace("num_parallel_calls=128", "num_parallel_calls=64")

"""The result cache key covers every file of the package: editing a data file or a rule's YAML in a copy of the
package invalidates the cached results (as upgrading or editing the tool must)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import List

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCE = """import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec([None])])
def step(x):
    optimizer = tf.keras.optimizers.Adam(0.01)
    return x
"""


@pytest.fixture
def package(tmp_path: Path) -> Path:
    """A copy of the package (code, data, rule YAML) to edit."""
    copy = tmp_path / "package"
    shutil.copytree(ROOT / "tflint_mem", copy / "tflint_mem", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "rules", copy / "rules")
    (tmp_path / "work").mkdir()
    (tmp_path / "work" / "train.py").write_text(SOURCE)
    return copy


def findings(package: Path, *options: str) -> List[str]:
    work = package.parent / "work"
    env = dict(os.environ, PYTHONPATH=str(package), NO_COLOR="1")
    command = [sys.executable, "-m", "tflint_mem", "check", "--select", "TFM014", "--output-format", "concise", "-q"]
    done = subprocess.run([*command, *options, "train.py"], cwd=work, env=env, capture_output=True, text=True)
    assert done.returncode in (0, 1), done.stderr
    return done.stdout.splitlines()


def test_editing_the_api_data_invalidates_cached_results(package: Path):
    assert [line.split(" ", 2)[1] for line in findings(package)] == ["TFM014"]  # cached now
    data = package / "tflint_mem" / "analysis" / "data" / "tf_api.json"
    api = json.loads(data.read_text(encoding="utf-8"))
    for module, names in api["stateful-classes"].items():
        api["stateful-classes"][module] = " ".join(name for name in names.split() if name != "Adam")
    data.write_text(json.dumps(api), encoding="utf-8")
    assert findings(package, "--no-cache") == []  # the edit matters ...
    assert findings(package) == []  # ... and the cache knows it


def test_editing_a_rule_file_invalidates_cached_results(package: Path):
    [before] = findings(package)
    rule = package / "rules" / "TFM014.yaml"
    text = rule.read_text(encoding="utf-8")
    assert "builds {kind} inside" in text
    rule.write_text(text.replace("builds {kind} inside", "makes {kind} inside"), encoding="utf-8")
    [after] = findings(package)
    assert "makes an optimizer inside" in after and after != before


@pytest.mark.parametrize("name", ["libcst", "click", "not_an_installed_package"])
def test_the_libcst_version_in_the_key_is_the_installed_distributions(name: str):
    """Read from the `.dist-info` folder's name (cheap), it is what the distribution's metadata says."""
    import importlib.metadata

    from tflint_mem.run.cache import _distribution_version

    try:
        expected = importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        expected = "unknown"
    assert _distribution_version(name) == expected

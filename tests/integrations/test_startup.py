"""Start-up: commands that lint nothing import nothing heavy, and a fully cached check imports no linter.

Each command runs in a fresh interpreter, which then lists the modules it imported. Timings are the benchmark's
business (`python -m bench.run`); this only proves what is (not) imported.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import List, Sequence

import pytest

from tflint_mem.integrations import cli
from tflint_mem.output import formats, sources
from tflint_mem.output.reporters import REPORTERS
from tflint_mem.run import cache
from tflint_mem.run import notebook as run_notebook
from tflint_mem.source import notebook as source_notebook

ROOT = Path(__file__).resolve().parents[2]
# Never needed to print the version, the rules, or results the cache already holds.
HEAVY = (
    "libcst",
    "multiprocessing",
    "concurrent.futures",
    "tflint_mem.analysis",
    "tflint_mem.rules",
    "tflint_mem.engine.lint",
)
# Never needed for `--version`, `rules` and `rule CODE` either: configuration, the cache, discovery.
NOT_FOR_DOCS = ("tflint_mem.run", "tflint_mem.fixing", "tflint_mem.source")

RUN = """
import json, sys
sys.argv = ["tflint-mem", *json.loads(sys.argv[1])]
from tflint_mem.integrations.cli import main
try:
    main()
except SystemExit:
    pass
sys.stdout.flush()
print("\\n" + json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


def imported(arguments: Sequence[str], cwd: Path) -> List[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), NO_COLOR="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: bytecode (and what the rule files parse to) is kept
    done = subprocess.run(
        [sys.executable, "-c", RUN, json.dumps(list(arguments))], cwd=cwd, env=env, capture_output=True, text=True
    )
    modules: List[str] = json.loads(done.stderr.strip().splitlines()[-1])
    return modules


def loaded(modules: List[str], prefixes: Sequence[str]) -> List[str]:
    return [m for m in modules if any(m == prefix or m.startswith(prefix + ".") for prefix in prefixes)]


@pytest.mark.parametrize("arguments", [["--version"], ["rules"], ["rule", "TFM004"], ["--help"]], ids=" ".join)
def test_commands_that_lint_nothing_import_nothing_heavy(arguments: List[str], tmp_path: Path):
    assert loaded(imported(arguments, tmp_path), HEAVY + NOT_FOR_DOCS) == []


def test_a_fully_cached_check_imports_no_linter(tmp_path: Path):
    (tmp_path / "pyproject.toml").write_text("")
    (tmp_path / "train.py").write_text("import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n")
    (tmp_path / "util.py").write_text("import train\n")
    cold = imported(["check", "."], tmp_path)
    assert "tflint_mem.analysis.facts" in cold  # linting took them (libcst not: text shows no fix's edits)
    assert loaded(imported(["check", "."], tmp_path), HEAVY) == []
    cold = imported(["check", "--output-format", "json", "."], tmp_path)
    assert "libcst" in cold  # the cached result has no edits for JSON: linted again, the fix resolved
    assert loaded(imported(["check", "--output-format", "json", "."], tmp_path), HEAVY) == []


def test_a_check_of_a_python_file_imports_no_yaml_notebook_reader_or_fixer(tmp_path: Path):
    (tmp_path / "train.py").write_text("import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n")
    imported(["check", "--no-cache", "train.py"], tmp_path)  # the rule files parsed, if they were not
    modules = imported(["check", "--no-cache", "train.py"], tmp_path)
    assert "tflint_mem.analysis.facts" in modules
    assert loaded(modules, ("yaml", "tflint_mem.source.notebook", "tflint_mem.fixing", "xml", "difflib")) == []


def test_the_cli_constants_are_those_of_the_modules_it_does_not_import():
    assert cli.DEFAULT_CACHE_DIR == cache.DEFAULT_CACHE_DIR
    assert run_notebook.NOTEBOOK_SUFFIX == sources.NOTEBOOK_SUFFIX == source_notebook.NOTEBOOK_SUFFIX
    text = formats.TEXT_FORMATS
    assert formats.FORMATS == (*text, *sorted(name for name in REPORTERS if name not in text))

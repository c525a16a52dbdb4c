"""Lint every file of the installed tensorflow and keras packages: real code nobody here wrote.

No internal error may occur; the counts per rule are printed so that changes in noise show up.
"""

from __future__ import annotations

import collections
import importlib.util
import statistics
from pathlib import Path

import pytest

from tests.rules.test_messages import MAX_MESSAGE, TYPICAL_MESSAGE
from tflint_mem.core.catalog import load_catalog
from tflint_mem.engine.lint import default_rules
from tflint_mem.run.check import CheckOptions, check_paths

pytestmark = pytest.mark.real


def package_folder(name: str) -> Path:
    spec = importlib.util.find_spec(name)  # locates the package without importing it
    if spec is None or not spec.submodule_search_locations:
        pytest.skip(f"{name} is not installed")
    return Path(next(iter(spec.submodule_search_locations)))


def test_installed_tensorflow_and_keras_lint_without_internal_errors(capsys: pytest.CaptureFixture[str]):
    folders = [package_folder("tensorflow"), package_folder("keras")]
    all_codes = tuple(load_catalog())
    assert default_rules(all_codes)  # every rule, preview ones included
    from tflint_mem.core.config import Selection

    run = check_paths(folders, CheckOptions(selection=Selection(select=("ALL",)), preview=True))
    assert len(run.files) > 1000
    assert run.internal_errors == []
    assert run.path_errors == []
    findings = [finding for result in run.files for finding in result.findings]
    counts = collections.Counter(finding.code for finding in findings)
    assert counts["TFM000"] == 0, [f for f in findings if f.code == "TFM000"][:3]
    # Messages stay one short line on real code too (see tests/rules/test_messages.py for the YAML examples).
    too_long = [f"{f.code} {f.message}" for f in findings if len(f.message) > MAX_MESSAGE or "\n" in f.message]
    assert too_long == []
    assert statistics.median(len(f.message) for f in findings) <= TYPICAL_MESSAGE
    assert all(f.help for f in findings)
    longest = max(findings, key=lambda f: len(f.message))
    with capsys.disabled():
        print(f"\nlongest message ({len(longest.message)} characters): {longest.code} {longest.message}")
        print(f"linted {len(run.files)} files of tensorflow and keras; findings per rule:")
        for code in all_codes:
            print(f"  {code} {load_catalog()[code].name}: {counts.get(code, 0)}")

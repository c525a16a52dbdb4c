"""Linting without resolving fixes (`resolve_fixes=False`, what a text-format `check` does): a finding whose rule
offers a fix records only the fix's applicability, and the text reports show the same `[*]` marks and counts as
with every fix resolved into edits."""

from __future__ import annotations

from pathlib import Path
from typing import List

import pytest

from tests.rules.test_rule_examples import example_rules
from tflint_mem.core.catalog import Example, RuleMeta, load_catalog
from tflint_mem.core.findings import Finding
from tflint_mem.engine.lint import default_rules, lint_source
from tflint_mem.output.reporters.text import render, summary
from tflint_mem.run.check import CheckOptions, check_paths
from tflint_mem.run.notebook import lint_file_bytes

ROOT = Path(__file__).resolve().parents[2]

BAD = [
    pytest.param(meta, example, id=f"{code}-bad-{index}")
    for code, meta in load_catalog().items()
    for index, example in enumerate(meta.bad)
]


def text_report(findings: List[Finding]) -> List[str]:
    """The concise lines and the summary, as they read without and with `--unsafe-fixes`."""
    return [render(findings, unsafe) + summary(findings, unsafe) for unsafe in (False, True)]


@pytest.mark.parametrize(("meta", "example"), BAD)
def test_bad_examples_report_the_same_marks_and_counts_without_resolving(meta: RuleMeta, example: Example):
    rules = example_rules(meta, example)
    resolved = lint_source(example.code, "example.py", rules).findings
    deferred = lint_source(example.code, "example.py", rules, resolve_fixes=False).findings
    assert text_report(deferred) == text_report(resolved)
    assert [f.fix for f in deferred] == [None if f.code != "TFM100" else f.fix for f in resolved]
    for before, after in zip(resolved, deferred):
        assert after.fix_applicability == before.fix_applicability
        if before.fix is not None and before.code != "TFM100":
            assert after.deferred_fix == before.fix.applicability


def test_examples_folder_reports_the_same_text_without_resolving():
    files = sorted((ROOT / "examples").glob("*.py"))
    assert files
    runs = [check_paths(files, CheckOptions(resolve_fixes=resolve)) for resolve in (True, False)]
    reports = [text_report([f for result in run.files for f in result.findings]) for run in runs]
    assert reports[0] == reports[1]
    assert "fixable with `--fix`" in reports[0][0]  # the examples do have fixes to count
    deferred = [f for result in runs[1].files for f in result.findings]
    assert all(f.fix is None for f in deferred) and any(f.deferred_fix for f in deferred)


def test_a_deferred_fix_takes_its_safety_from_the_rule():
    text = load_catalog()["TFM004"].bad[0].code  # TFM004's fix is safe
    rules = default_rules(["TFM004"])
    [finding] = lint_source(text, "x.py", rules, resolve_fixes=False).findings
    assert (finding.code, finding.fix, finding.deferred_fix, finding.fix_applicability) == (
        "TFM004",
        None,
        "safe",
        "safe",
    )
    [resolved] = lint_source(text, "x.py", rules).findings
    assert resolved.deferred_fix is None and resolved.fix is not None and resolved.fix.applicability == "safe"
    assert resolved.fix_applicability == "safe"


def test_a_finding_without_a_fix_has_no_deferred_fix():
    text = load_catalog()["TFM003"].bad[0].code  # TFM003 has no fix
    [finding] = lint_source(text, "x.py", default_rules(["TFM003"]), resolve_fixes=False).findings
    assert (finding.fix, finding.deferred_fix, finding.fix_applicability) == (None, None, None)


def test_a_notebook_shows_the_same_marks_without_resolving():
    import json

    cells = [load_catalog()["TFM004"].bad[0].code, "@tf.function\ndef f(x):\n    return x"]
    notebook = {
        "cells": [{"cell_type": "code", "metadata": {}, "source": cell, "outputs": []} for cell in cells],
        "metadata": {},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    data = json.dumps(notebook).encode()
    rules = default_rules()
    resolved = lint_file_bytes(data, "n.ipynb", rules).findings
    deferred = lint_file_bytes(data, "n.ipynb", rules, resolve_fixes=False).findings
    assert len(resolved) == 2 and all(f.fix is not None for f in resolved)
    assert text_report(deferred) == text_report(resolved)
    assert all(f.fix is None and f.cell is not None for f in deferred)


def test_safe_only_resolves_the_fixes_fix_applies_and_defers_the_others():
    """`--fix` with a text report (`SAFE_ONLY`): the safe fixes get their edits, the unsafe ones are only marked."""
    from tflint_mem.core.options import SAFE_ONLY, FixMode

    text = load_catalog()["TFM004"].bad[0].code + "\n\n@tf.function\ndef f(x):\n    return x\n"
    rules = default_rules(["TFM001", "TFM004"])
    resolved = lint_source(text, "x.py", rules).findings
    safe_only = lint_source(text, "x.py", rules, resolve_fixes=SAFE_ONLY).findings
    assert sorted(f.code for f in safe_only) == ["TFM001", "TFM004"]
    assert text_report(safe_only) == text_report(resolved)
    for before, after in zip(resolved, safe_only):
        assert before.fix is not None
        if before.fix.applicability == "safe":
            assert after.fix == before.fix and after.deferred_fix is None
        else:
            assert after.fix is None and after.deferred_fix == before.fix.applicability
    assert FixMode().resolve == SAFE_ONLY and FixMode(unsafe=True).resolve is True


def test_fix_with_a_text_report_defers_only_the_fixes_it_does_not_apply(tmp_path: Path):
    from tflint_mem.core.options import SAFE_ONLY, FixMode

    assert CheckOptions(resolve_fixes=False, fix=FixMode()).needs_edits == SAFE_ONLY
    assert CheckOptions(resolve_fixes=False, fix=FixMode(unsafe=True)).needs_edits is True
    assert CheckOptions(resolve_fixes=True, fix=FixMode()).needs_edits is True  # JSON prints every fix's edits
    assert CheckOptions(resolve_fixes=False, add_noqa=True).needs_edits is True
    assert CheckOptions(resolve_fixes=False).needs_edits is False

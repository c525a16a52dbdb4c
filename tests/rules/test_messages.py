"""Messages in the style of ruff and clippy: one short sentence (what is wrong, what it costs), then a help line.

The measured figures live in each rule's documentation (`tflint-mem rule CODE`), not in the message line.
"""

from __future__ import annotations

import re
import statistics
from typing import Any, Dict, List, Set, Tuple

import pytest

from tflint_mem.core.catalog import load_catalog
from tflint_mem.core.findings import Finding
from tflint_mem.engine.lint import default_rules, lint_source
from tflint_mem.output.docs import render_rule
from tflint_mem.rules.base import LintRule

MAX_MESSAGE = 140  # never longer, after substitution
TYPICAL_MESSAGE = 100  # the median stays within this
# A measurement in a message: "+8 MB", "48-65 ms", "100 traces", "measured".
FIGURE = re.compile(r"\bmeasured\b|\d\s*(?:MB|ms)\b|\b\d+ (?:traces|ops|iterations)\b")
PLACEHOLDER = re.compile(r"\{(\w+)[^{}]*\}")


def example_findings() -> List[Finding]:
    """The findings of every bad example in the rules' YAML, each with its own options."""
    catalog = load_catalog()
    findings = []
    for code, meta in catalog.items():
        for example in meta.bad:
            rules = default_rules(tuple(catalog), {code: dict(example.options)})
            result = lint_source(example.code, "example.py", rules)
            assert not result.internal_errors
            findings.extend(f for f in result.findings if f.code == code)
    return findings


FINDINGS = example_findings()


def test_every_rule_example_is_covered():
    assert {f.code for f in FINDINGS} == set(load_catalog())


@pytest.mark.parametrize("finding", FINDINGS, ids=lambda f: f"{f.code}-{f.location.row}")
def test_example_message_is_one_line_within_the_limit(finding: Finding):
    assert "\n" not in finding.message
    assert len(finding.message) <= MAX_MESSAGE, finding.message


def test_example_messages_are_typically_within_100_characters():
    assert statistics.median(len(f.message) for f in FINDINGS) <= TYPICAL_MESSAGE


@pytest.mark.parametrize("finding", FINDINGS, ids=lambda f: f"{f.code}-{f.location.row}")
def test_example_message_quotes_no_measurement(finding: Finding):
    assert not FIGURE.search(finding.message), finding.message


@pytest.mark.parametrize("code", sorted(load_catalog()))
def test_every_rule_has_a_help_line(code: str):
    meta = load_catalog()[code]
    assert meta.help, f"{code} has no `help:` in its YAML"
    assert "\n" not in meta.help and not meta.help.endswith(".")


def test_every_example_finding_carries_its_help():
    assert all(f.help for f in FINDINGS)


def test_figures_that_left_the_messages_are_in_the_rule_docs():
    # The figures the messages of TFM006, TFM008 and TFM010 quoted before they were shortened.
    docs = {code: render_rule(meta) for code, meta in load_catalog().items()}
    assert "traced 100 times" in docs["TFM006"]
    assert "48-65 ms" in docs["TFM008"] and "0.5-0.64 ms" in docs["TFM008"] and "33009" in docs["TFM008"]
    assert "3 ops per iteration" in docs["TFM010"] and "+4 MB per 100 iterations" in docs["TFM010"]


def test_every_value_a_rule_passes_is_shown_in_its_message_or_help(monkeypatch: pytest.MonkeyPatch):
    """The contract with the rule modules: `report(node, name=value)` fills `{name}` in `message:` or `help:`."""
    passed: Dict[str, Set[str]] = {}
    report = LintRule.report

    def recording(self: LintRule, node: Any, /, fix: Any = None, related: Any = (), **args: Any) -> None:
        passed.setdefault(self.meta.code, set()).update(args)
        report(self, node, fix, related, **args)

    monkeypatch.setattr(LintRule, "report", recording)
    example_findings()
    shown: Dict[str, Tuple[Set[str], Set[str]]] = {
        code: (set(PLACEHOLDER.findall(meta.message)), set(PLACEHOLDER.findall(meta.help or "")))
        for code, meta in load_catalog().items()
    }
    assert passed  # the recording saw the rules report
    for code, names in passed.items():
        message_names, help_names = shown[code]
        assert names == message_names | help_names, code

"""Every rule's YAML examples are tests: bad ones flag exactly the marked lines, good ones nothing."""

from __future__ import annotations

from typing import List

import pytest

from tflint_mem.core.catalog import Example, RuleMeta, load_catalog
from tflint_mem.engine.lint import ActiveRule, default_rules, lint_source
from tflint_mem.engine.unused_noqa import UNUSED_NOQA
from tflint_mem.fixing.fixer import FixMode, fix_result


def example_rules(meta: RuleMeta, example: Example) -> List[ActiveRule]:
    """The rule and TFM000; the unused-noqa rule judges other rules' suppressions, so it runs with all of them."""
    options = {meta.code: dict(example.options)} if example.options else None
    if meta.code == UNUSED_NOQA:
        return default_rules(None, options)
    return default_rules([meta.code, "TFM000"], options)


CASES = [
    pytest.param(meta, example, kind, id=f"{code}-{kind}-{index}")
    for code, meta in load_catalog().items()
    for kind in ("bad", "good")
    for index, example in enumerate(getattr(meta, kind))
]


@pytest.mark.parametrize(("meta", "example", "kind"), CASES)
def test_yaml_example(meta: RuleMeta, example: Example, kind: str) -> None:
    result = lint_source(example.code, "example.py", example_rules(meta, example))
    assert not result.internal_errors
    flagged = tuple(f.location.row for f in result.findings if f.code == meta.code)
    if kind == "bad":
        assert example.flagged_lines, "a bad example must mark its flagged lines with `# <- TFMnnn`"
        assert flagged == example.flagged_lines
    else:
        assert flagged == ()
    if meta.code != "TFM000":
        assert not [f for f in result.findings if f.code == "TFM000"], "examples must be valid Python"


BAD = [
    pytest.param(meta, example, id=f"{code}-bad-{index}")
    for code, meta in load_catalog().items()
    for index, example in enumerate(meta.bad)
]


@pytest.mark.parametrize(("meta", "example"), BAD)
def test_yaml_bad_example_fixes_to_its_fixed_text(meta: RuleMeta, example: Example) -> None:
    """`fixed:` is exactly what `--fix --unsafe-fixes` writes; a bad example without it gets no fix at all."""
    rules = example_rules(meta, example)
    result = fix_result(lint_source(example.code, "example.py", rules), rules, FixMode(unsafe=True))
    assert not result.internal_errors
    fixed_text = result.fixed_source.text if result.fixed_source is not None else None
    assert fixed_text == example.fixed
    assert {finding.code for finding in result.fixed} <= {meta.code}
    assert not [f for f in result.findings if f.fix is not None], "the fixer stops only when no fix is left"


@pytest.mark.parametrize("meta", list(load_catalog().values()), ids=lambda m: m.code)
def test_rule_with_a_fix_documents_it_with_an_example(meta: RuleMeta) -> None:
    documented = [example for example in meta.bad if example.fixed is not None]
    assert bool(documented) == (meta.fix is not None)


@pytest.mark.parametrize("meta", list(load_catalog().values()), ids=lambda m: m.code)
def test_rule_is_documented(meta: RuleMeta) -> None:
    assert meta.bad and meta.good, "every rule has bad and good examples"
    for section in ("what-it-does", "why-is-this-bad", "fix-safety"):
        assert meta.docs.get(section), f"missing docs section {section}"
    assert meta.name == meta.name.lower() and " " not in meta.name

"""Shared helpers: lint a snippet with chosen rules and options."""

from __future__ import annotations

import textwrap
from typing import Any, Dict, List, Optional, Sequence

import pytest

from tflint_mem.core.findings import Finding
from tflint_mem.engine.lint import default_rules, lint_source
from tflint_mem.fixing.fixer import FixMode, fix_result


def lint(
    code: str, select: Optional[Sequence[str]] = None, options: Optional[Dict[str, Dict[str, Any]]] = None
) -> List[Finding]:
    """Findings for a dedented snippet, with the given rules (default: all non-preview rules)."""
    result = lint_source(textwrap.dedent(code), "snippet.py", default_rules(select, options))
    assert not result.internal_errors, result.internal_errors
    return result.findings


def rows(code: str, rule: str, **options: Any) -> List[int]:
    """The rows at which `rule` reports in `code`."""
    return [f.location.row for f in lint(code, [rule], {rule: options} if options else None)]


def fixed(
    code: str,
    select: Optional[Sequence[str]] = None,
    options: Optional[Dict[str, Dict[str, Any]]] = None,
    unsafe: bool = True,
    dedent: bool = True,
) -> str:
    """The text `--fix` (with `--unsafe-fixes` unless `unsafe=False`) makes of a snippet."""
    rules = default_rules(select, options)
    source = textwrap.dedent(code) if dedent else code
    result = fix_result(lint_source(source, "snippet.py", rules), rules, FixMode(unsafe=unsafe))
    assert not result.internal_errors, result.internal_errors
    return result.fixed_source.text if result.fixed_source is not None else source


@pytest.fixture
def lint_snippet():
    return lint

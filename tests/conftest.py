"""Shared helpers: lint a snippet with chosen rules and options."""

from __future__ import annotations

import textwrap
from typing import Any, Dict, List, Optional, Sequence

import pytest

from tflint_mem.engine import default_rules, lint_source
from tflint_mem.findings import Finding


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


@pytest.fixture
def lint_snippet():
    return lint

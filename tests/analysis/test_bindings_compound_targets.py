"""Names bound by a `for`, `with` or `except` reach the uses in its body; a statement's own binding does not reach
what the statement reads."""

from __future__ import annotations

import ast
import textwrap
from typing import Dict, List

from tflint_mem.analysis.facts import ModuleFacts


def reaching(code: str) -> Dict[str, List[str]]:
    """For each read of a name: how the bindings that reach it bound it."""
    text = textwrap.dedent(code)
    facts = ModuleFacts(ast.parse(text), text)
    found: Dict[str, List[str]] = {}
    for node in ast.walk(facts.index.tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in ("print", "open"):
            key = f"{node.id}@{node.lineno}"
            found[key] = [binding.how for binding in facts.bindings.reaching(node.id, node)]
    return found


def test_loop_with_and_except_targets_reach_their_bodies():
    code = """
    for x in xs:
        print(x)
    with open(p) as h:
        h.read()
    try:
        pass
    except ValueError as e:
        print(e)
    """
    found = reaching(code)
    assert found["x@3"] == ["for"]
    assert found["h@5"] == ["with"]
    assert found["e@9"] == ["other"]


def test_a_statement_does_not_read_its_own_binding():
    code = """
    x = 1
    x = x + 1
    for y in y:
        pass
    """
    found = reaching(code)
    assert found["x@3"] == ["assign"]
    assert found["y@4"] == []

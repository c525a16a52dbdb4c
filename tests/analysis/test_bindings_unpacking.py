"""Unpacking into attributes and subscripts binds no name: `self.x, y = f()` binds `y` only."""

from __future__ import annotations

import ast
import textwrap

from tflint_mem.analysis.facts import ModuleFacts


def test_unpacking_into_attributes_and_subscripts_binds_only_plain_names():
    text = textwrap.dedent(
        """
        class T:
            def run(self, i):
                self.opt, n = make()
                table[i], (m, *rest) = split()
                for self.item, k in pairs:
                    pass
        """
    )
    facts = ModuleFacts(ast.parse(text), text)
    (method,) = facts.index.nodes(ast.FunctionDef)
    assert set(facts.bindings.by_scope[method]) == {"self", "i", "n", "m", "rest", "k"}
    assert [b.how for b in facts.bindings.by_scope[method]["self"]] == ["parameter"]

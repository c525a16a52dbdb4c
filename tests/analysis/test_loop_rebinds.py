"""`RepetitionFacts.rebinds`: whether a loop gives a name or an attribute chain a new value on each iteration."""

from __future__ import annotations

import ast
import textwrap
from typing import Dict

from tflint_mem.analysis.facts import ModuleFacts


def rebound(code: str) -> Dict[str, bool]:
    """For each `use(X)` call in the first loop of `code`: whether the loop rebinds X."""
    text = textwrap.dedent(code)
    facts = ModuleFacts(ast.parse(text), text)
    loop = facts.index.nodes(ast.For, ast.While)[0]
    uses = [c for c in facts.index.nodes(ast.Call) if isinstance(c, ast.Call) and facts.index.source(c.func) == "use"]
    return {facts.index.source(call.args[0]): facts.repetition.rebinds(loop, call.args[0]) for call in uses}


def test_names_and_chains_assigned_in_the_loop_are_rebound():
    code = """
    class T:
        def run(self):
            for fold in range(5):
                model = build()
                self.model = clone(self.base)
                self.opt, n = make()
                use(model); use(self.model); use(self.opt); use(fold); use(model.head); use(self.base)
    """
    assert rebound(code) == {
        "model": True,
        "self.model": True,
        "self.opt": True,
        "fold": True,
        "model.head": True,
        "self.base": False,
    }


def test_with_and_for_targets_that_are_chains_are_rebound():
    code = """
    while True:
        with open(path) as self.handle:
            for self.item in items:
                use(self.handle); use(self.item)
    """
    assert rebound(code) == {"self.handle": True, "self.item": True}


def test_assignments_before_the_loop_or_in_a_nested_function_are_not():
    code = """
    self.model = build()
    for step in range(10):
        def reset():
            self.other = build()
        use(self.model); use(self.other); use(step)
    """
    assert rebound(code) == {"self.model": False, "self.other": False, "step": True}

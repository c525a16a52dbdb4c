"""Reaching definitions: loop and `with` targets in their bodies, exclusive branches, source order, attribute chains."""

from __future__ import annotations

import ast
import textwrap
from typing import List, Optional

from tflint_mem.analysis.facts import ModuleFacts


def facts(code: str) -> ModuleFacts:
    text = textwrap.dedent(code)
    return ModuleFacts(ast.parse(text), text)


def use(module: ModuleFacts, name: str, row: int) -> ast.AST:
    """The node `name` (a name or an attribute chain) read on `row`."""
    for node in ast.walk(module.index.tree):
        if isinstance(node, (ast.Name, ast.Attribute)) and isinstance(getattr(node, "ctx", None), ast.Load):
            if node.lineno == row and ast.unparse(node) == name:
                return node
    raise AssertionError(f"no {name} on row {row}")


def reaching_rows(module: ModuleFacts, name: str, row: int) -> List[int]:
    at = use(module, name, row)
    found = module.bindings.reaching_chain(name, at) if "." in name else module.bindings.reaching(name, at)
    return [binding.position[0] for binding in found]


def test_a_loop_target_reaches_the_loop_body() -> None:
    module = facts("for x in xs:\n    x.foo()\n")
    assert reaching_rows(module, "x", 2) == [1]


def test_a_with_target_and_an_except_name_reach_their_bodies() -> None:
    module = facts(
        """
        with open(path) as handle:
            handle.read()
        try:
            pass
        except ValueError as error:
            print(error)
        """
    )
    assert reaching_rows(module, "handle", 3) == [2]
    assert reaching_rows(module, "error", 7) == [6]


def test_an_assignment_does_not_reach_its_own_value() -> None:
    module = facts("x = 1\nx = x + 1\n")
    assert reaching_rows(module, "x", 2) == [1]


def test_an_if_branch_does_not_reach_its_else_branch() -> None:
    module = facts(
        """
        ds = make()
        if fast:
            ds = ds.map(parse)
        elif slow:
            ds.cache()
        else:
            ds.cache()
        """
    )
    assert reaching_rows(module, "ds", 6) == [2]
    assert reaching_rows(module, "ds", 8) == [2]


def test_an_if_branch_reaches_the_other_branch_on_the_next_pass_of_a_loop() -> None:
    module = facts(
        """
        for step in steps:
            if step:
                value = 1
            else:
                print(value)
        """
    )
    assert reaching_rows(module, "value", 6) == [4]


def test_bindings_of_different_kinds_are_in_source_order() -> None:
    module = facts(
        """
        def make(ds, use_cache):
            ds = ds.map(parse)
            return ds
        """
    )
    function = module.index.nodes(ast.FunctionDef)[0]
    assert [b.how for b in module.bindings.by_scope[function]["ds"]] == ["parameter", "assign"]  # type: ignore[index]
    assert reaching_rows(module, "ds", 4) == [3]


def chain_value(module: ModuleFacts, chain: str, row: int) -> Optional[str]:
    [binding] = module.bindings.reaching_chain(chain, use(module, chain, row))
    return ast.unparse(binding.value) if binding.value is not None else None


def test_attribute_chain_assignments_reach_like_names() -> None:
    module = facts(
        """
        self.ds = self.ds.map(parse)
        data.train, data.test = load(), other()
        self.ds = self.ds.cache()
        print(data.train)
        """
    )
    assert chain_value(module, "self.ds", 4) == "self.ds.map(parse)"
    assert chain_value(module, "data.train", 5) == "load()"


def test_attribute_chains_are_per_scope() -> None:
    module = facts(
        """
        class Loader:
            def __init__(self):
                self.ds = make()

            def build(self):
                return self.ds.cache()
        """
    )
    assert reaching_rows(module, "self.ds", 7) == []
    method = module.index.nodes(ast.FunctionDef)[0]
    assert [b.how for b in module.bindings.chains[method]["self.ds"]] == ["assign"]  # type: ignore[index]


def test_augmented_assignment_of_an_attribute_chain_has_no_value() -> None:
    module = facts("obj.total = 0\nobj.total += 1\nprint(obj.total)\n")
    [binding] = module.bindings.reaching_chain("obj.total", use(module, "obj.total", 3))
    assert (binding.how, binding.value) == ("augmented", None)


def test_an_if_that_binds_in_every_branch_hides_the_bindings_before_it() -> None:
    # mindle714/tf-models: `ssl_spec_len = int(...)` at module level, then per batch `if ...: ssl_spec_len =
    # ssl_data["spec_len"] else: ssl_spec_len = data["spec_len"]`: the call after the `if` sees a tensor only.
    module = facts(
        """
        n = 3
        for d in ds:
            if d:
                n = d[0]
            elif e:
                n = d[1]
            else:
                n = d[2]
            print(n)
        if d:
            m = 1
        elif e:
            m = 2
        print(m)
        """
    )
    assert reaching_rows(module, "n", 10) == [5, 7, 9]
    assert reaching_rows(module, "m", 15) == [12, 14]  # no `else`: nothing hides what came before

"""Facts of small source snippets, and their nodes found by source text."""

from __future__ import annotations

import ast
import textwrap
from typing import Optional, Type, TypeVar

from tflint_mem.analysis.facts import ModuleFacts
from tflint_mem.analysis.project import ProjectView

N = TypeVar("N", bound=ast.AST)


def facts_of(code: str, project: Optional[ProjectView] = None) -> ModuleFacts:
    """The facts of a dedented snippet."""
    text = textwrap.dedent(code)
    return ModuleFacts(ast.parse(text), text, project)


def find(facts: ModuleFacts, text: str, kind: Type[N] = ast.expr, nth: int = 0) -> N:  # type: ignore[assignment]
    """The `nth` node of type `kind` whose exact source text is `text`, in source order."""
    index = facts.index
    found = sorted(
        (node for node in ast.walk(index.tree) if isinstance(node, kind) and getattr(node, "lineno", None)),
        key=lambda node: (node.lineno, node.col_offset),  # type: ignore[attr-defined]
    )
    matches = [node for node in found if index.segment(node) == text]
    assert len(matches) > nth, f"no {kind.__name__} #{nth} with text {text!r}: {[index.segment(n) for n in found]}"
    return matches[nth]


def call(facts: ModuleFacts, text: str, nth: int = 0) -> ast.Call:
    return find(facts, text, ast.Call, nth)


def name(facts: ModuleFacts, identifier: str, nth: int = 0) -> ast.Name:
    """The `nth` use or binding of `identifier`."""
    return find(facts, identifier, ast.Name, nth)


def last_name(facts: ModuleFacts, identifier: str) -> ast.Name:
    """The last occurrence of `identifier` (usually the use a test asks about)."""
    matches = [node for node in ast.walk(facts.index.tree) if isinstance(node, ast.Name) and node.id == identifier]
    assert matches, f"no name {identifier!r}"
    return max(matches, key=lambda node: (node.lineno, node.col_offset))


def function(facts: ModuleFacts, identifier: str, nth: int = 0) -> ast.FunctionDef:
    """The `nth` `def` named `identifier`."""
    matches = [
        node
        for node in facts.index.nodes(ast.FunctionDef, ast.AsyncFunctionDef)
        if node.name == identifier  # type: ignore[attr-defined]
    ]
    assert len(matches) > nth, f"no def #{nth} named {identifier!r}"
    return matches[nth]  # type: ignore[return-value]


def class_def(facts: ModuleFacts, identifier: str) -> ast.ClassDef:
    matches = [node for node in facts.index.nodes(ast.ClassDef) if node.name == identifier]  # type: ignore[attr-defined]
    assert matches, f"no class named {identifier!r}"
    return matches[0]  # type: ignore[return-value]


def statement(facts: ModuleFacts, kind: Type[N], nth: int = 0) -> N:
    """The `nth` statement (or other indexed node) of type `kind`."""
    found = facts.index.nodes(kind)
    assert len(found) > nth, f"no {kind.__name__} #{nth}"
    return found[nth]  # type: ignore[return-value]

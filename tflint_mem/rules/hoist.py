"""Fixes that edit a loop: move `name = <call>` from its body to just before it (made once, not per iteration),
or call a function first in every iteration.

The checks run on Python's tree when the finding is reported; the replacement is built on libcst's view only when
the fix is applied (libcst is imported then, not before).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, FrozenSet, List, Optional

from tflint_mem.analysis.facts import ModuleFacts
from tflint_mem.analysis.syntax import names_in

if TYPE_CHECKING:
    from tflint_mem.rules.base import FixBuilder
    from tflint_mem.rules.fixing import FixSpec
    from tflint_mem.source.cst_view import CstView


def hoist_out_of_loop(facts: ModuleFacts, call: ast.Call, loop: ast.AST, reads: FrozenSet[str]) -> Optional[FixBuilder]:
    """Move `name = <call>` before `loop`, or None where that is not simple.

    Only a statement of its own, directly in the body of a `for`/`while` (not under an `if`, `with` or `try`), that
    binds one plain name the loop binds nowhere else, to `call` itself; the call and what the made object reads
    (`reads`) must use no name the loop rebinds, and the body must keep a statement. Comment lines just above the
    loop stay there (they describe the loop); blank lines before them go above the moved statement.
    """
    index = facts.index
    statement = index.parent.get(call)
    body = getattr(loop, "body", [])
    if not isinstance(loop, (ast.For, ast.While)) or statement not in body or len(body) < 2:
        return None
    if not isinstance(statement, ast.Assign) or len(statement.targets) != 1 or statement.value is not call:
        return None
    target = statement.targets[0]
    if not isinstance(target, ast.Name) or (names_in(call) | reads) & facts.repetition.varying(loop):
        return None
    bindings = facts.bindings.by_scope.get(index.scope(loop), {}).get(target.id, [])
    if sum(index.is_within(binding.node, loop) for binding in bindings) != 1 or body[0].lineno == loop.lineno:
        return None

    def build(view: CstView) -> Optional[FixSpec]:
        import libcst as cst

        from tflint_mem.rules.fixing import Replace

        cst_loop = view.node(loop)
        assign = view.node(statement)
        line = view.parent(assign) if assign is not None else None
        block = view.parent(cst_loop) if cst_loop is not None else None
        if not isinstance(cst_loop, (cst.For, cst.While)) or not isinstance(cst_loop.body, cst.IndentedBlock):
            return None
        if not isinstance(line, cst.SimpleStatementLine) or len(line.body) != 1 or line not in cst_loop.body.body:
            return None
        if not isinstance(block, (cst.Module, cst.IndentedBlock)) or cst_loop not in block.body:
            return None
        split = max((i + 1 for i, empty in enumerate(cst_loop.leading_lines) if empty.comment is None), default=0)
        moved = line.with_changes(leading_lines=[*cst_loop.leading_lines[:split], *line.leading_lines])
        new_body = cst_loop.body.with_changes(body=[s for s in cst_loop.body.body if s is not line])
        new_loop = cst_loop.with_changes(leading_lines=cst_loop.leading_lines[split:], body=new_body)
        statements: List[cst.BaseStatement] = []
        for item in block.body:
            statements.extend((moved, new_loop) if item is cst_loop else (item,))
        return Replace(block, block.with_changes(body=statements))

    return build


def call_first_in_loop(loop: Optional[ast.AST], function: Optional[str]) -> Optional[FixBuilder]:
    """`function()` (`tf.keras.backend.clear_session()`, spelled through the file's own import) as the first
    statement of the loop body; None for a one-line body (`for i in r: build()`) or no spelling."""
    body = getattr(loop, "body", [])
    if loop is None or function is None or not body or body[0].lineno == loop.lineno:  # type: ignore[attr-defined]
        return None

    def build(view: CstView) -> Optional[FixSpec]:
        import libcst as cst

        from tflint_mem.rules.fixing import Replace

        node = view.node(loop)
        block = getattr(node, "body", None)
        if not isinstance(block, cst.IndentedBlock):
            return None
        statement = cst.SimpleStatementLine(body=[cst.Expr(cst.Call(func=cst.parse_expression(function)))])
        return Replace(block, block.with_changes(body=[statement, *block.body]))

    return build

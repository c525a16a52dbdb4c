"""Turn a rule's node replacements into text edits: the old node's exact span, the new node's code.

The span comes from libcst's whitespace-inclusive range of the old node (see `tflint_mem.source.cst_view`) and is
checked against the old node's own code, so an edit never covers more or less than the node it replaces. libcst
writes the indentation of continuation lines relative to the enclosing block, so nodes are rendered with that block's
indentation, found by rendering the old node until it reproduces the source exactly.
"""

from __future__ import annotations

from typing import List, Optional

import libcst as cst

from tflint_mem.core.catalog import FixMeta
from tflint_mem.core.findings import Fix
from tflint_mem.rules.fixing import FixSpec, as_node_fix
from tflint_mem.source.cst_view import CstView
from tflint_mem.source.lines import Span, minimal_span

try:  # what Module.code_for_node uses; needed to render a node inside an indented block
    from libcst._nodes.internal import CodegenState as _CodegenState
except ImportError:  # pragma: no cover - a libcst without it: nodes in indented blocks get no fix
    _CodegenState = None  # type: ignore[assignment,misc]

DEFAULT_TITLE = "Apply the fix"


def resolve_fix(spec: FixSpec, meta: Optional[FixMeta], view: CstView) -> Optional[Fix]:
    """The rule's fix as text edits, or None if a node cannot be located exactly or the edits overlap."""
    node_fix = as_node_fix(spec)
    module, index = view.module, view.lines
    spans: List[Span] = []
    for replacement in node_fix.replacements:
        code_range = view.inclusive.get(replacement.node)
        if code_range is None:
            return None
        (start_row, start_column), (end_row, end_column) = code_range
        start = index.offset(start_row, start_column + 1)
        end = index.offset(end_row, end_column + 1)
        old = index.text[start:end]
        indent = _block_indent(module, replacement.node, old, index.line(start_row))
        if indent is None:
            return None
        new = _render(module, replacement.new, indent)
        if new is None:
            return None
        if new != old:
            spans.append(minimal_span(old, new, start))
    spans.sort()
    if not spans or any(following[0] < span[1] for span, following in zip(spans, spans[1:])):
        return None
    applicability = node_fix.applicability or (meta.safety if meta else "unsafe")
    message = node_fix.message or (meta.title if meta else DEFAULT_TITLE)
    return Fix(
        applicability=applicability,
        message=message,
        edits=tuple(index.edit(start, end, content) for start, end, content in spans),
    )


def _block_indent(module: cst.Module, node: cst.CSTNode, old: str, line: str) -> Optional[str]:
    """The indentation of the block around `node`: the longest prefix of its first line's indentation with which
    the node renders exactly as written."""
    leading = line[: len(line) - len(line.lstrip(" \t\f"))]
    for length in range(len(leading), -1, -1):
        if _render(module, node, leading[:length]) == old:
            return leading[:length]
    return None


def _render(module: cst.Module, node: cst.CSTNode, indent: str) -> Optional[str]:
    if not indent:
        return module.code_for_node(node)
    if _CodegenState is None:
        return None
    state = _CodegenState(default_indent=module.default_indent, default_newline=module.default_newline)
    state.increase_indent(indent)
    node._codegen(state)
    return "".join(state.tokens)

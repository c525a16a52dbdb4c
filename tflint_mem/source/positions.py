"""Source ranges of a few nodes, exactly as libcst's `PositionProvider` gives them, at a fraction of its cost.

`MetadataWrapper(...).resolve(PositionProvider)` walks the whole tree once more (rebuilding it) and
records a range for every node while generating the module's code; a file with findings needs the
ranges of a handful. Here the code is generated once, with the same bookkeeping as libcst's own
position-providing state, but ranges are kept only inside the subtrees of the wanted nodes (a range
may borrow the ends of its children), tokens are not kept, and generation stops once every wanted
node is done. Falls back to libcst's provider if its codegen hooks are not what this expects.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from typing import Collection, Dict, Iterator, List, Optional, Set, Tuple

import libcst as cst
from libcst.metadata import CodePosition, CodeRange, MetadataWrapper, PositionProvider

try:  # libcst's codegen state is not public API; without it the wrapper's provider is used
    from libcst._nodes.internal import CodegenState
except ImportError:  # pragma: no cover - depends on the installed libcst
    CodegenState = None  # type: ignore[assignment,misc]

_NEWLINE = re.compile(r"\r\n?|\n")


class _Done(Exception):
    """Every wanted node has its range: the rest of the module need not be generated."""


if CodegenState is not None:

    class _RangeRecorder(CodegenState):
        """libcst's `PositionProvidingCodegenState` logic, restricted to the wanted subtrees."""

        def __init__(self, module: cst.Module, wanted: Collection[cst.CSTNode]) -> None:
            super().__init__(default_indent=module.default_indent, default_newline=module.default_newline)
            self.line = 1  # one-based
            self.column = 0  # zero-based
            self.wanted: Set[int] = {id(node) for node in wanted}
            self.remaining = len(self.wanted)
            self.inside = 0  # how many wanted nodes enclose the node being generated
            self.starts: List[Tuple[int, int]] = []
            self.computed: Dict[cst.CSTNode, CodeRange] = {}

        def add_indent_tokens(self) -> None:
            for token in self.indent_tokens:
                self._advance(token)

        def add_token(self, value: str) -> None:
            self._advance(value)

        def pop_trailing_newline(self) -> None:
            pass  # only the module's own end moves, and the module is never a wanted node

        def _advance(self, value: str) -> None:
            if "\n" in value or "\r" in value:
                segments = _NEWLINE.split(value)
                self.line += len(segments) - 1
                self.column = len(segments[-1])
            else:
                self.column += len(value)

        def before_codegen(self, node: cst.CSTNode) -> None:
            if self.inside or id(node) in self.wanted:
                self.inside += 1
                self.starts.append((self.line, self.column))

        def after_codegen(self, node: cst.CSTNode) -> None:
            if not self.inside:
                return
            line, column = self.starts.pop()
            self.inside -= 1
            if node not in self.computed:
                self.computed[node] = CodeRange(CodePosition(line, column), CodePosition(self.line, self.column))
            if id(node) in self.wanted:
                self.wanted.discard(id(node))
                self.remaining -= 1
                if not self.remaining:
                    raise _Done

        @contextmanager
        def record_syntactic_position(
            self,
            node: cst.CSTNode,
            *,
            start_node: Optional[cst.CSTNode] = None,
            end_node: Optional[cst.CSTNode] = None,
        ) -> Iterator[None]:
            if not self.inside:
                yield
                return
            start = CodePosition(self.line, self.column)
            try:
                yield
            finally:
                end = CodePosition(self.line, self.column)
                start = self.computed[start_node].start if start_node is not None else start
                end = self.computed[end_node].end if end_node is not None else end
                self.computed[node] = CodeRange(start, end)


def node_ranges(module: cst.Module, nodes: Collection[cst.CSTNode]) -> Dict[cst.CSTNode, CodeRange]:
    """The `PositionProvider` range of each of `nodes` (nodes of `module`)."""
    if CodegenState is None or not nodes or any(node is module for node in nodes):
        return dict(MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider))
    recorder = _RangeRecorder(module, nodes)
    try:
        module._codegen(recorder)
    except _Done:
        pass
    if recorder.remaining:  # a node outside the module: let libcst say what it makes of it
        return dict(MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider))
    return {node: recorder.computed[node] for node in nodes}

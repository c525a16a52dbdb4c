"""libcst's view of a file with findings to fix: the concrete tree, each node's range and parent, found from the
nodes of Python's syntax tree that rules report.

Rules find problems on Python's own tree, which is ten times cheaper to build; a fix needs libcst's tree, which
keeps every comment and space. This view is built only for a file that has a finding with a fix: one libcst parse
and one code generation pass record, for every node, its range (with and without the whitespace it owns) and its
parent. A node of Python's tree is matched with the smallest libcst node of the corresponding type whose range
holds it (libcst's range of a parenthesised expression includes its parentheses, Python's does not).
"""

from __future__ import annotations

import ast
from typing import Dict, Iterator, List, Optional, Tuple, Type

import libcst as cst
from libcst._nodes.internal import CodegenState

from tflint_mem.source.lines import LineIndex

Position = Tuple[int, int]  # 1-based line, 0-based column in characters
Range = Tuple[Position, Position]

# libcst node types that correspond to each type of Python's tree.
MATCHES: Dict[Type[ast.AST], Tuple[Type[cst.CSTNode], ...]] = {
    ast.Call: (cst.Call,),
    ast.Attribute: (cst.Attribute,),
    ast.Name: (cst.Name,),
    ast.Constant: (cst.Integer, cst.Float, cst.Imaginary, cst.SimpleString, cst.ConcatenatedString, cst.Name),
    ast.Subscript: (cst.Subscript,),
    ast.BinOp: (cst.BinaryOperation,),
    ast.UnaryOp: (cst.UnaryOperation,),
    ast.Lambda: (cst.Lambda,),
    ast.keyword: (cst.Arg,),
    ast.FunctionDef: (cst.FunctionDef,),
    ast.AsyncFunctionDef: (cst.FunctionDef,),
    ast.ClassDef: (cst.ClassDef,),
    ast.For: (cst.For,),
    ast.AsyncFor: (cst.For,),
    ast.While: (cst.While,),
    ast.If: (cst.If,),
    ast.With: (cst.With,),
    ast.Assign: (cst.Assign,),
    ast.Expr: (cst.Expr,),
    ast.List: (cst.List,),
    ast.Tuple: (cst.Tuple,),
    ast.Module: (cst.Module,),
}


class _Recorder(CodegenState):
    """libcst's position-providing code generation, keeping both ranges and the parent of every node."""

    def __init__(self, module: cst.Module) -> None:
        super().__init__(default_indent=module.default_indent, default_newline=module.default_newline)
        self.line = 1
        self.column = 0
        self._previous: Optional[Position] = None
        self.stack: List[Tuple[cst.CSTNode, Position]] = []
        self.inclusive: Dict[cst.CSTNode, Range] = {}
        self.syntactic: Dict[cst.CSTNode, Range] = {}
        self.parents: Dict[cst.CSTNode, cst.CSTNode] = {}

    def add_indent_tokens(self) -> None:
        for token in self.indent_tokens:
            self._advance(token)

    def add_token(self, value: str) -> None:
        self.tokens.append(value)  # the module reads how many were written
        self._previous = (self.line, self.column)
        self._advance(value)

    def pop_trailing_newline(self) -> None:
        """The module's last newline is dropped when the file has none: step back over it."""
        if self.tokens and self._previous is not None:
            self.tokens.pop()
            self.line, self.column = self._previous

    def _advance(self, value: str) -> None:
        if "\n" in value or "\r" in value:
            segments = value.replace("\r\n", "\n").replace("\r", "\n").split("\n")
            self.line += len(segments) - 1
            self.column = len(segments[-1])
        else:
            self.column += len(value)

    def before_codegen(self, node: cst.CSTNode) -> None:
        if self.stack:
            self.parents.setdefault(node, self.stack[-1][0])
        self.stack.append((node, (self.line, self.column)))

    def after_codegen(self, node: cst.CSTNode) -> None:
        _, start = self.stack.pop()
        self.inclusive.setdefault(node, (start, (self.line, self.column)))

    def record_syntactic_position(  # type: ignore[override]
        self, node: cst.CSTNode, *, start_node: Optional[cst.CSTNode] = None, end_node: Optional[cst.CSTNode] = None
    ) -> _Syntactic:
        return _Syntactic(self, node, start_node, end_node)


class _Syntactic:
    def __init__(
        self, state: _Recorder, node: cst.CSTNode, start_node: Optional[cst.CSTNode], end_node: Optional[cst.CSTNode]
    ) -> None:
        self.state, self.node, self.start_node, self.end_node = state, node, start_node, end_node

    def __enter__(self) -> None:
        self.start = (self.state.line, self.state.column)

    def __exit__(self, *exc: object) -> None:
        state = self.state
        start = self.start
        end = (state.line, state.column)
        if self.start_node is not None:
            start = state.syntactic.get(self.start_node, state.inclusive.get(self.start_node, (start, end)))[0]
        if self.end_node is not None:
            end = state.syntactic.get(self.end_node, state.inclusive.get(self.end_node, (start, end)))[1]
        state.syntactic[self.node] = (start, end)


class CstView:
    """The libcst tree of `text`, with ranges and parents, and a way to find the node a rule reported."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = LineIndex(text)
        self.module = cst.parse_module(text)
        recorder = _Recorder(self.module)
        self.module._codegen(recorder)
        self.inclusive = recorder.inclusive
        self.syntactic = recorder.syntactic
        self.parents = recorder.parents
        self._by_type: Dict[Type[cst.CSTNode], List[cst.CSTNode]] = {}
        for node in self.inclusive:
            self._by_type.setdefault(type(node), []).append(node)

    def range(self, node: cst.CSTNode) -> Range:
        return self.syntactic.get(node) or self.inclusive[node]

    def node(self, python: ast.AST, *types: Type[cst.CSTNode]) -> Optional[cst.CSTNode]:
        """The libcst node that corresponds to `python` (a node of Python's tree of the same text)."""
        if isinstance(python, ast.Module):
            return self.module
        wanted = types or MATCHES.get(type(python), ())
        start = (python.lineno, self.lines.char_column(python.lineno, python.col_offset))  # type: ignore[attr-defined]
        end_row = python.end_lineno  # type: ignore[attr-defined]
        end = (end_row, self.lines.char_column(end_row, python.end_col_offset))  # type: ignore[attr-defined]
        best: Optional[cst.CSTNode] = None
        best_range: Optional[Range] = None
        for kind in wanted:
            for candidate in self._by_type.get(kind, ()):
                low, high = self.range(candidate)
                if low <= start and end <= high and (best_range is None or _inside((low, high), best_range)):
                    best, best_range = candidate, (low, high)
        return best

    def ancestors(self, node: cst.CSTNode) -> Iterator[cst.CSTNode]:
        """The parents of `node`, innermost first."""
        current = self.parents.get(node)
        while current is not None:
            yield current
            current = self.parents.get(current)

    def parent(self, node: cst.CSTNode) -> Optional[cst.CSTNode]:
        return self.parents.get(node)


def _inside(inner: Range, outer: Range) -> bool:
    return outer[0] <= inner[0] and inner[1] <= outer[1]

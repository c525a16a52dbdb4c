"""TFM005: an in-memory `.cache()` after a `py_function` map keeps every Python output for the dataset's life."""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional, Sequence, Tuple

import libcst as cst

from tflint_mem.analysis.imports import ImportTable, dotted_name
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.summary import PY_FUNCTIONS, first_argument
from tflint_mem.analysis.tfdata import DATASET_METHODS, calls_py_function, mapped_function
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import LintRule
from tflint_mem.rules.fixing import Replace

MAP_METHODS = ("map", "map_with_legacy_function")
MAP_AND_BATCH = "tensorflow.data.experimental.map_and_batch"
# Blocks whose earlier statements ran just before a statement of theirs.
BLOCKS = (cst.Module, cst.IndentedBlock, cst.SimpleStatementLine, cst.SimpleStatementSuite)
# The search never leaves a scope (it has its own names), nor a loop that rebinds the name (an earlier pass may have).
SCOPES = (cst.FunctionDef, cst.ClassDef, cst.Lambda)
LOOPS = (cst.For, cst.While, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)


@dataclass(frozen=True)
class Found:
    """Outcome of following a dataset back: the `py_function` map, the variable to look for further back, or
    neither (the search stopped)."""

    map_call: Optional[cst.Call] = None
    next_name: Optional[str] = None


STOP = Found()


class CacheAfterPyFunction(LintRule):
    @classmethod
    def is_candidate(cls, facts: FileFacts, options: RuleOptions) -> bool:
        # A `.cache()` call, and a map that reaches tf.py_function (directly or through this module's functions).
        return "cache" in facts.attributes and facts.references(*PY_FUNCTIONS)

    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if not (isinstance(func, cst.Attribute) and func.attr.value == "cache"):
            return
        in_memory = _is_in_memory(node)
        if not (in_memory or self.options.include_file_cache) or not self._shows_tensorflow():
            return
        found = self._follow_chain(func.value)
        fix = self._move_before(node, found.map_call) if found.map_call is not None and in_memory else None
        if found.next_name is not None:
            found = self._follow_assignments(found.next_name)
        if found.map_call is not None:
            # The `cache` name, not the whole call: a call's node starts where its chain starts, maybe lines above.
            self.report(
                func.attr,
                fix=fix,
                cache=_cache_label(in_memory),
                mapper=_mapper_label(found.map_call),
                effect=IN_MEMORY_EFFECT if in_memory else FILE_EFFECT,
            )

    def _move_before(self, cache: cst.Call, map_call: cst.Call) -> Optional[Replace]:
        """Move `.cache()` to just before the `py_function` map of its own chain (never across statements).

        The whitespace between the links keeps its place (the chain's layout does not change); a comment at the end
        of a line goes with the link before it, comment lines with the link after them. The whitespace after the
        `.cache()` (before the next link, or the closing parenthesis) takes part, so the last link's comment moves
        there.
        """
        links = _links(cache, map_call)
        if links is None:
            return None
        receiver = _attribute(map_call).value
        parent, grandparent = self.ancestors[-2], self.ancestors[-3] if len(self.ancestors) > 2 else None
        next_link: Optional[cst.Call] = None
        if cache.rpar:
            out: Optional[cst.BaseParenthesizableWhitespace] = cache.rpar[0].whitespace_before
        elif (
            isinstance(parent, cst.Attribute)
            and parent.value is cache
            and isinstance(grandparent, cst.Call)
            and grandparent.func is parent
        ):
            next_link, out = grandparent, parent.dot.whitespace_before
        else:
            out = None
        moved = _reorder(receiver, links, out)
        if moved is None:
            return None
        chain, new_out = moved
        if next_link is not None:
            assert isinstance(parent, cst.Attribute) and isinstance(parent.dot, cst.Dot) and new_out is not None
            dot = parent.dot.with_changes(whitespace_before=new_out)
            return Replace(next_link, next_link.with_changes(func=parent.with_changes(value=chain, dot=dot)))
        rpar = list(cache.rpar)
        if rpar and new_out is not None:
            rpar[0] = rpar[0].with_changes(whitespace_before=new_out)
        return Replace(cache, chain.with_changes(lpar=cache.lpar, rpar=rpar))

    def _shows_tensorflow(self) -> bool:
        return self.imports.imports_tf or self.imports.resolve_dotted("tf") == "tensorflow"

    def _follow_chain(self, node: cst.BaseExpression) -> Found:
        """Walk `x.map(f).batch(8)` down to `x`: a `py_function` map wins, an earlier `.cache()` stops."""
        while isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute):
            method = node.func.attr.value
            if method not in DATASET_METHODS or method == "cache":
                return STOP
            if self._is_py_function_map(node, method):
                return Found(map_call=node)
            node = node.func.value
        name = dotted_name(node)
        return Found(next_name=name) if name is not None else STOP

    def _is_py_function_map(self, call: cst.Call, method: str) -> bool:
        if method in MAP_METHODS:
            return self._runs_python(mapped_function(call))
        if method == "apply":
            transform = first_argument(call, "transformation_func")
            if isinstance(transform, cst.Call) and self.resolve(transform.func) == MAP_AND_BATCH:
                return self._runs_python(mapped_function(transform))
        return False

    def _runs_python(self, function: Optional[cst.BaseExpression]) -> bool:
        """`calls_py_function`, plus two spellings it does not follow (candidates for tflint_mem.analysis.tfdata)."""
        summary = self.context.summary
        if function is None:
            return False
        if calls_py_function(function, self.imports, summary):
            return not self._discards_python_results(function)
        name = _function_name(function)
        if name is None:
            return False
        definitions = summary.functions_named(name)
        # `@wrap_in_py_function def parse(...)`: a decorator of this module that calls tf.py_function.
        for definition in definitions:
            for decorator in definition.decorators:
                target = decorator.decorator
                target = target.func if isinstance(target, cst.Call) else target
                if (
                    isinstance(target, cst.Name)
                    and set(summary.functions_named(target.value)) & summary.py_function_callers
                ):
                    return True
        # `parse = functools.partial(load, size=3)` or `parse = lambda x: ...` in this scope, then `.map(parse)`.
        if isinstance(function, cst.Name) and not definitions:
            value = _only_value_in_scope(self.scope.node, name)
            return value is not None and calls_py_function(value, self.imports, summary)
        return False

    def _discards_python_results(self, function: cst.BaseExpression) -> bool:
        """True if the mapped function calls tf.py_function only for effect (`tf.py_function(log, [x], [])` as a
        statement): then the cache holds the map's own outputs, not anything the Python function made."""
        if isinstance(function, cst.Call):
            wrapped = first_argument(function)
            return wrapped is not None and self._discards_python_results(wrapped)
        name = _function_name(function)
        definitions = self.context.summary.functions_named(name) if name is not None else []
        return bool(definitions) and all(self._calls_python_for_effect_only(d) for d in definitions)

    def _calls_python_for_effect_only(self, definition: cst.FunctionDef) -> bool:
        summary = self.context.summary
        others = {d.name.value for d in summary.py_function_callers if d is not definition}
        if summary.callees.get(definition, set()) & others:
            return False  # it reaches Python through another function too
        calls = _PyFunctionCalls(self.imports)
        definition.visit(calls)
        return calls.total > 0 and calls.total == calls.as_statements

    def _follow_assignments(self, name: str) -> Found:
        """Look back through the statements that ran before this one, block by block, for how `name` was made.

        Blocks are left outwards through `if`/`with`/`try`, through loops that do not bind `name`, never
        through a function.
        """
        path = self.ancestors
        for index in range(len(path) - 2, -1, -1):
            block, statement = path[index], path[index + 1]
            if isinstance(block, SCOPES):
                return STOP
            # A `for` header runs once, before the loop: only the body can see earlier passes.
            if isinstance(block, LOOPS) and statement is not getattr(block, "iter", None) and _binds(block, name):
                return STOP
            if not isinstance(block, BLOCKS):
                continue
            body: Sequence[cst.CSTNode] = block.body
            position = next(i for i, item in enumerate(body) if item is statement)
            for earlier in reversed(body[:position]):
                found = self._binding_in(earlier, name)
                if found is None:
                    continue
                if found.next_name is None:
                    return found
                name = found.next_name
        return STOP

    def _binding_in(self, statement: cst.CSTNode, name: str) -> Optional[Found]:
        """None if `statement` leaves `name` alone; else what its (re)bindings of `name` tell."""
        bindings = _Bindings(name)
        statement.visit(bindings)
        if not bindings.any:
            return None
        if bindings.other or not bindings.values:
            return STOP
        results = [self._follow_chain(value) for value in bindings.values]
        for result in results:
            if result.map_call is not None:
                return result
        roots = {result.next_name for result in results}
        # Compound statements may rebind on some paths only: go on only if every path keeps `name` itself.
        if len(results) == 1 and isinstance(statement, (cst.Assign, cst.AnnAssign, cst.SimpleStatementLine)):
            return results[0]
        return Found(next_name=name) if roots == {name} else STOP


class _PyFunctionCalls(cst.CSTVisitor):
    """Counts tf.py_function-like calls, and those that are whole statements (their result unused)."""

    def __init__(self, imports: ImportTable) -> None:
        super().__init__()
        self.imports = imports
        self.total = 0
        self.as_statements = 0

    def visit_Expr(self, node: cst.Expr) -> None:
        if isinstance(node.value, cst.Call) and self.imports.resolve(node.value.func) in PY_FUNCTIONS:
            self.as_statements += 1

    def visit_Call(self, node: cst.Call) -> None:
        if self.imports.resolve(node.func) in PY_FUNCTIONS:
            self.total += 1


def _binds(node: cst.CSTNode, name: str) -> bool:
    bindings = _Bindings(name)
    node.visit(bindings)
    return bindings.any


class _Bindings(cst.CSTVisitor):
    """The values assigned to `name` in a statement (`name = value`), and whether it is bound any other way."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.values: List[cst.BaseExpression] = []
        self.other = False

    @property
    def any(self) -> bool:
        return bool(self.values) or self.other

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            if dotted_name(target.target) == self.name:
                self.values.append(node.value)
            elif self._mentions(target.target):
                self.other = True

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if dotted_name(node.target) == self.name and node.value is not None:
            self.values.append(node.value)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self.other |= dotted_name(node.target) == self.name

    def visit_For(self, node: cst.For) -> None:
        self.other |= self._mentions(node.target)

    def visit_CompFor(self, node: cst.CompFor) -> None:
        self.other |= self._mentions(node.target)

    def visit_AsName(self, node: cst.AsName) -> None:
        self.other |= self._mentions(node.name)

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        self.other |= self._mentions(node.target)

    def visit_Del(self, node: cst.Del) -> None:
        self.other |= self._mentions(node.target)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        self.other |= node.name.value == self.name
        return False  # a nested function's assignments bind its own locals

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        self.other |= node.name.value == self.name
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False

    def _mentions(self, target: cst.CSTNode) -> bool:
        """Whether a binding target is, or contains, `name` (`a, ds = ...`, `for ds in ...`)."""
        if isinstance(target, (cst.Name, cst.Attribute)):
            return dotted_name(target) == self.name
        if isinstance(target, (cst.Tuple, cst.List)):
            return any(self._mentions(element.value) for element in target.elements)
        if isinstance(target, cst.StarredElement):
            return self._mentions(target.value)
        return False


def _function_name(function: cst.BaseExpression) -> Optional[str]:
    if isinstance(function, cst.Name):
        return function.value
    if isinstance(function, cst.Attribute) and isinstance(function.value, cst.Name):
        return function.attr.value
    return None


def _only_value_in_scope(scope: cst.CSTNode, name: str) -> Optional[cst.BaseExpression]:
    """The value of `name = value` if that is the one binding of `name` in this scope's own code."""
    bindings = _Bindings(name)
    body = scope.body if isinstance(scope, (cst.FunctionDef, cst.ClassDef, cst.Lambda)) else scope
    body.visit(bindings)
    return bindings.values[0] if len(bindings.values) == 1 and not bindings.other else None


def _attribute(call: cst.Call) -> cst.Attribute:
    assert isinstance(call.func, cst.Attribute)
    return call.func


def _links(cache: cst.Call, map_call: cst.Call) -> Optional[List[cst.Call]]:
    """The calls from the map to the cache, innermost first; None if parentheses inside the chain would need
    moving too."""
    links = [cache]
    while links[-1] is not map_call:
        inner = _attribute(links[-1]).value
        assert isinstance(inner, cst.Call)
        links.append(inner)
    if any(link.lpar or _attribute(link).lpar for link in links[1:]) or _attribute(cache).lpar:
        return None
    return links[::-1]


@dataclass(frozen=True)
class _Gap:
    """The whitespace before a `.method`: the end of the previous line (its comment belongs to the link before),
    whole comment lines (they belong to the link after), and the indentation (it belongs to the position)."""

    trail: Optional[cst.TrailingWhitespace]
    lead: Sequence[cst.EmptyLine]
    layout: cst.BaseParenthesizableWhitespace


def _gap(whitespace: cst.BaseParenthesizableWhitespace) -> _Gap:
    if isinstance(whitespace, cst.ParenthesizedWhitespace):
        return _Gap(whitespace.first_line, tuple(whitespace.empty_lines), whitespace)
    return _Gap(None, (), whitespace)


def _join(
    layout: cst.BaseParenthesizableWhitespace, trail: Optional[cst.TrailingWhitespace], lead: Sequence[cst.EmptyLine]
) -> Optional[cst.BaseParenthesizableWhitespace]:
    """`layout` carrying a comment and comment lines; None where it has no line break to carry them."""
    if isinstance(layout, cst.ParenthesizedWhitespace):
        return layout.with_changes(first_line=trail or cst.TrailingWhitespace(), empty_lines=list(lead))
    if lead or (trail is not None and trail.comment is not None):
        return None
    return layout


def _reorder(
    receiver: cst.BaseExpression, links: Sequence[cst.Call], out: Optional[cst.BaseParenthesizableWhitespace]
) -> Optional[Tuple[cst.Call, Optional[cst.BaseParenthesizableWhitespace]]]:
    """`receiver.L0()...Ln()` rebuilt as `receiver.Ln().L0()...L(n-1)()`, and the new whitespace after it."""
    gaps = [_gap(_attribute(link).dot.whitespace_before) for link in links]
    out_gap = _gap(out) if out is not None else None
    # trails[i]: the comment ending the line of element i (the receiver is element 0, then the links).
    # Without an outer gap the cache's own comment is outside the chain and stays there; the comment of the link
    # before the cache then goes after the cache, the one place left for it.
    trails = [gap.trail for gap in gaps] + [out_gap.trail if out_gap is not None else gaps[-1].trail]
    order = [len(links) - 1, *range(len(links) - 1)]
    new_gaps = []
    for position, link_index in enumerate(order):
        before = 0 if position == 0 else order[position - 1] + 1
        joined = _join(gaps[position].layout, trails[before], gaps[link_index].lead)
        if joined is None:
            return None
        new_gaps.append(joined)
    new_out: Optional[cst.BaseParenthesizableWhitespace] = None
    if out_gap is not None:
        new_out = _join(out_gap.layout, trails[order[-1] + 1], out_gap.lead)
        if new_out is None:
            return None
    chain: cst.BaseExpression = receiver
    for position, link_index in enumerate(order):
        link = links[link_index]
        attribute = _attribute(link)
        dot = attribute.dot.with_changes(whitespace_before=new_gaps[position])
        chain = link.with_changes(func=attribute.with_changes(value=chain, dot=dot), lpar=[], rpar=[])
    assert isinstance(chain, cst.Call)
    return chain, new_out


IN_MEMORY_EFFECT = (
    "it keeps every output of the Python function in memory for the life of the dataset, so memory grows with "
    "dataset size times element size (later epochs are faster in exchange)"
)
FILE_EFFECT = "it writes every output of the Python function to its cache files, which grow with the dataset"


def _is_in_memory(call: cst.Call) -> bool:
    """`.cache()`, `.cache("")` and `.cache(filename="")` cache in memory; any other filename goes to disk."""
    filename = first_argument(call, "filename")
    if filename is None:
        return True
    return isinstance(filename, cst.SimpleString) and filename.evaluated_value in ("", b"")


def _cache_label(in_memory: bool) -> str:
    return "In-memory `.cache()`" if in_memory else "File-backed `.cache(...)`"


def _mapper_label(map_call: cst.Call) -> str:
    function = mapped_function(map_call)
    if isinstance(function, cst.Lambda):
        return "a lambda"
    if function is None:
        return "a function"
    return f"`{_short(function)}`"


def _short(node: cst.CSTNode) -> str:
    code = " ".join(cst.Module(body=[]).code_for_node(node).split())
    return code if len(code) <= 40 else code[:37] + "..."

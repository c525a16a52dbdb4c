"""TFM010: TF1 code that creates graph ops inside the loop that runs the session, so the graph grows for ever.

In graph mode every op-building call adds nodes to the default graph, and the graph keeps them. Done
once, before the loop, that is how a graph is built; done in a loop that also runs the session
(`sess.run`, `.eval()`), it adds ops on every step. Which calls build ops comes from TensorFlow's API
as data (`tflint_mem.tf_api`), never from a hand-kept list; a same-module function or method called
from the loop is followed through the module summary.
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import Dict, FrozenSet, Iterator, List, Optional, Set, Tuple

import libcst as cst

from tflint_mem.imports import dotted_name, is_tf
from tflint_mem.rules.base import LintRule
from tflint_mem.summary import is_tf_function_decorator
from tflint_mem.tf_api import tf_api

# Variables in loops are TFM002's (variable-created-in-loop); this rule leaves the calls it reports.
VARIABLE_FACTORIES = frozenset(
    {"tensorflow.Variable", "tensorflow.get_variable", "tensorflow.get_local_variable", "keras.Variable"}
)
VARIABLE_CLASS = "tensorflow.Variable"
SESSION_FACTORIES = re.compile(r"(Session|get_session|get_default_session)$")
SESSION_NAME = re.compile(r"sess", re.IGNORECASE)
RUN_METHODS = frozenset({"run", "partial_run"})
# Each of these gives every iteration a fresh graph: nothing accumulates.
GRAPH_RESETS = frozenset({"reset_default_graph", "clear_session", "Graph"})
# A test like `if self.op is None:` / `if not built:` makes creation happen once.
GUARD_WORDS = re.compile(r"\bNone\b|\bnot\b|hasattr|built|initiali[sz]ed|created|first|==\s*0\b")
SCOPES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)
LEAVES_LOOP = (cst.Break, cst.Return, cst.Raise)


class GraphGrowthInSessionLoop(LintRule):
    def visit_Call(self, node: cst.Call) -> None:
        if not self.in_loop or self.in_tf_function or not self._graph_file:
            return
        what = self._op_call(node)
        if what is None:
            return
        loops = [loop for loop in self.scope.loops if isinstance(loop, (cst.For, cst.While))]
        if not loops or not any(self._runs_session(loop) for loop in loops):
            return
        if any(self._fresh_graph(loop) for loop in loops):
            return
        path = self.ancestors[self.ancestors.index(loops[0]) + 1 : -1]
        if _guarded(path) or _leaves_loop(path):
            return
        self.report(node, call=what)

    # --- which calls build ops ------------------------------------------------------------
    def _op_call(self, node: cst.Call) -> Optional[str]:
        """How the message names an op-building call, or None if it builds none."""
        qualified = self.resolve(node.func)
        if qualified is not None:
            if qualified in tf_api().creates_ops and qualified not in VARIABLE_FACTORIES:
                return f"`{_code(node.func)}(...)`"
            return None
        func = node.func
        if isinstance(func, cst.Attribute):
            receiver = dotted_name(func.value)
            owner = self._bound_classes.get(receiver) if receiver is not None else None
            if owner is not None and tf_api().method_creates_ops(owner, func.attr.value):
                return f"`{_code(func)}(...)`"
        helper = _local_callee(func)
        if helper is not None:
            source = self._op_helpers.get(helper)
            if source is not None:
                return f"`{_code(func)}(...)` (`{helper}` calls {source})"
        return None

    @cached_property
    def _bound_classes(self) -> Dict[str, str]:
        """Names and attributes every assignment of which makes a stateful TensorFlow object (a variable,
        an optimizer) with op-building methods. Other objects' methods (`sess.run`) are left alone."""
        found: Dict[str, Set[Optional[str]]] = {}
        for target, value in _assignments(self.context.module):
            kind = None
            if isinstance(value, cst.Call):
                qualified = self.resolve(value.func)
                kind = VARIABLE_CLASS if qualified in VARIABLE_FACTORIES else qualified
            found.setdefault(target, set()).add(kind)
        api = tf_api()
        bound: Dict[str, str] = {}
        for name, kinds in found.items():
            kind = kinds.pop() if len(kinds) == 1 else None
            if kind is not None and kind in api.op_methods and kind in api.stateful_classes:
                bound[name] = kind
        return bound

    @cached_property
    def _op_helpers(self) -> Dict[str, str]:
        """Same-module functions that build ops (directly or through each other): name -> the API they call."""
        summary = self.context.summary
        direct: Dict[cst.FunctionDef, str] = {}
        for definitions in summary.defs_by_name.values():
            for function in definitions:
                if any(is_tf_function_decorator(d, self.imports) for d in function.decorators):
                    continue  # its ops go into the tf.function's own graph
                source = self._first_op_call(function)
                if source is not None:
                    direct[function] = source
        builders = summary.transitive_callers(set(direct))
        helpers: Dict[str, str] = {}
        for name, definitions in summary.defs_by_name.items():
            if definitions and all(d in builders and not self._builds_fresh_graph(d) for d in definitions):
                source = next((direct[d] for d in definitions if d in direct), None)
                helpers[name] = source or _through(definitions[0], direct, summary.callees)
        return helpers

    def _first_op_call(self, function: cst.FunctionDef) -> Optional[str]:
        for node in _walk(function.body):
            if isinstance(node, cst.Call):
                qualified = self.resolve(node.func)
                if qualified is not None and qualified in tf_api().creates_ops:
                    return f"`{_code(node.func)}`"
        return None

    def _builds_fresh_graph(self, function: cst.FunctionDef) -> bool:
        return any(isinstance(node, cst.Call) and self._resets_graph(node) for node in _walk(function.body))

    # --- which loops run the graph ----------------------------------------------------------
    def _runs_session(self, loop: cst.CSTNode) -> bool:
        for node in _walk(loop):
            if isinstance(node, cst.Call) and (self._is_session_run(node) or self._calls_session_helper(node)):
                return True
        return False

    def _is_session_run(self, call: cst.Call) -> bool:
        func = call.func
        if not isinstance(func, cst.Attribute):
            return False
        method = func.attr.value
        if method == "eval":
            keywords = {arg.keyword.value for arg in call.args if arg.keyword is not None}
            return bool(keywords & {"session", "feed_dict"}) or (not call.args and self._uses_sessions)
        if method not in RUN_METHODS:
            return False
        receiver = func.value
        if isinstance(receiver, cst.Call):
            qualified = self.resolve(receiver.func)
            return qualified is not None and is_tf(qualified) and bool(SESSION_FACTORIES.search(qualified))
        name = dotted_name(receiver)
        if name is None or self.resolve(receiver) is not None:
            return False
        last = name.rsplit(".", 1)[-1]
        return name in self._session_names or (bool(SESSION_NAME.search(last)) and "assess" not in last.lower())

    def _calls_session_helper(self, call: cst.Call) -> bool:
        helper = _local_callee(call.func)
        return helper is not None and helper in self._session_helpers

    @cached_property
    def _session_helpers(self) -> FrozenSet[str]:
        """Same-module functions whose own body runs the session (one level: `def evaluate(): sess.run(...)`)."""
        return frozenset(
            name
            for name, definitions in self.context.summary.defs_by_name.items()
            if any(
                isinstance(node, cst.Call) and self._is_session_run(node)
                for definition in definitions
                for node in _walk(definition.body)
            )
        )

    @cached_property
    def _session_names(self) -> FrozenSet[str]:
        """Names and attributes bound to a session: `sess = tf.Session()`, `with tf.Session() as s:`."""
        names = set()
        for target, value in _assignments(self.context.module):
            if isinstance(value, cst.Call):
                qualified = self.resolve(value.func)
                if qualified is not None and is_tf(qualified) and SESSION_FACTORIES.search(qualified):
                    names.add(target)
        return frozenset(names)

    @cached_property
    def _uses_sessions(self) -> bool:
        return bool(self._session_names) or "Session(" in self.context.text

    @cached_property
    def _graph_file(self) -> bool:
        """Sessions only exist in graph-mode code: skip files that never mention running one."""
        text = self.context.text
        return ".run(" in text or ".eval(" in text or "partial_run(" in text

    def _fresh_graph(self, loop: cst.CSTNode) -> bool:
        """The loop resets the default graph or enters a new one each iteration: nothing accumulates."""
        for node in _walk(loop):
            if isinstance(node, cst.Call) and self._resets_graph(node):
                return True
        return False

    def _resets_graph(self, call: cst.Call) -> bool:
        """`tf.reset_default_graph()`, `clear_session()` or a new `tf.Graph()`."""
        qualified = self.resolve(call.func)
        return qualified is not None and is_tf(qualified) and qualified.rsplit(".", 1)[-1] in GRAPH_RESETS


def _through(
    function: cst.FunctionDef, direct: Dict[cst.FunctionDef, str], callees: Dict[cst.FunctionDef, Set[str]]
) -> str:
    """`build` reaches an op-building call through another function: name the first one found."""
    by_name = {d.name.value: d for d in callees}
    for name in sorted(callees.get(function, set())):
        inner = by_name.get(name)
        if inner is not None and inner in direct:
            return f"`{name}`, which calls {direct[inner]}"
    return "functions that build ops"


def _local_callee(func: cst.BaseExpression) -> Optional[str]:
    """`f` for `f(...)`, `self.f(...)`, `cls.f(...)`."""
    if isinstance(func, cst.Name):
        return func.value
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value in ("self", "cls"):
        return func.attr.value
    return None


def _assignments(module: cst.Module) -> Iterator[Tuple[str, cst.BaseExpression]]:
    """(dotted target, value) for `x = v`, `self.x = v` and `with v as x` anywhere in the module."""
    for node in _walk(module, into_scopes=True):
        if isinstance(node, cst.Assign):
            for target in node.targets:
                name = dotted_name(target.target)
                if name is not None:
                    yield name, node.value
        elif isinstance(node, cst.WithItem) and node.asname is not None:
            name = dotted_name(node.asname.name)
            if name is not None:
                yield name, node.item


def _guarded(path: List[cst.CSTNode]) -> bool:
    """An enclosing `if` inside the loop looks like a create-once test."""
    for parent, child in zip(path, path[1:]):
        if isinstance(parent, cst.If) and child is not parent.test and GUARD_WORDS.search(_code(parent.test)):
            return True
    return False


def _leaves_loop(path: List[cst.CSTNode]) -> bool:
    """The block holding the call ends the loop (`break`, `return`, `raise`): it runs once."""
    blocks = [node for node in path if isinstance(node, cst.IndentedBlock)]
    return bool(blocks) and any(
        isinstance(statement, cst.SimpleStatementLine) and any(isinstance(s, LEAVES_LOOP) for s in statement.body)
        for statement in blocks[-1].body
    )


def _walk(node: cst.CSTNode, into_scopes: bool = False) -> Iterator[cst.CSTNode]:
    """Every node under `node`, not entering nested functions, lambdas or classes unless asked."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        for child in reversed(current.children):
            if into_scopes or not isinstance(child, SCOPES):
                stack.append(child)


def _code(node: cst.CSTNode) -> str:
    return cst.Module(body=[]).code_for_node(node)

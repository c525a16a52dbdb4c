"""TFM010: TF1 code that creates graph ops inside the loop that runs the session, so the graph grows for ever.

In graph mode every op-building call adds nodes to the default graph, and the graph keeps them. Done
once, before the loop, that is how a graph is built; done in a loop that also runs the session
(`sess.run`, `.eval()`), it adds ops on every step. Which calls build ops comes from TensorFlow's API
as data (`tflint_mem.analysis.tf_api`), never from a hand-kept list; a same-module function or method called
from the loop is followed through the module summary.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Dict, FrozenSet, List, Optional, Set, Tuple

import libcst as cst

from tflint_mem.analysis.imports import dotted_name, is_tf
from tflint_mem.analysis.summary import VARIABLE_FACTORIES, is_tf_function_decorator
from tflint_mem.analysis.tf_api import tf_api
from tflint_mem.rules.base import LintRule

# Variables in loops are TFM002's (variable-created-in-loop); this rule leaves the calls it reports.
VARIABLE_CLASS = "tensorflow.Variable"
SESSION_FACTORIES = re.compile(r"(Session|get_session|get_default_session)$")
SESSION_NAME = re.compile(r"sess", re.IGNORECASE)
RUN_METHODS = frozenset({"run", "partial_run"})
# Each of these gives every iteration a fresh graph: nothing accumulates.
GRAPH_RESETS = frozenset({"reset_default_graph", "clear_session", "Graph"})
# A test like `if self.op is None:` / `if not built:` makes creation happen once.
GUARD_WORDS = re.compile(r"\bNone\b|\bnot\b|hasattr|built|initiali[sz]ed|created|first|==\s*0\b")
LEAVES_LOOP = (cst.Break, cst.Return, cst.Raise)
# Words in a `for` loop's iterable that say it walks graph objects (variables, tensors, ops), not steps.
PER_OBJECT = re.compile(
    r"^(vars?|variables?|weights?|tensors?|params?|parameters?|layers?|ops?|placeholders?|initializers?|slots?"
    r"|shards?|shardable|collections?|trainable|(global|local|model|trainable)variables)$"
)


@dataclass
class _Candidate:
    """A call in a loop that may build ops, judged once the whole module has been seen."""

    node: cst.Call
    loops: List[cst.CSTNode]
    once: bool  # behind a create-once test, or in a block that leaves the loop


class GraphGrowthInSessionLoop(LintRule):
    """Collects facts during the shared walk and decides at the end of the module.

    Helpers may be defined after the loop that calls them and sessions bound anywhere, so nothing can be
    decided at the call; collecting on the way avoids walking the module again for each question.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._candidates: List[_Candidate] = []
        self._runs: List[Tuple[cst.Call, List[cst.CSTNode], Optional[cst.FunctionDef]]] = []
        self._local_calls: List[Tuple[str, List[cst.CSTNode]]] = []
        self._reset_loops: Set[int] = set()
        self._fresh_functions: Set[cst.FunctionDef] = set()
        self._direct: Dict[cst.FunctionDef, str] = {}
        self._bindings: List[Tuple[str, cst.BaseExpression]] = []

    def visit_Call(self, node: cst.Call) -> None:
        if self.in_tf_function or not self._graph_file:
            return
        loops: List[cst.CSTNode] = [loop for loop in self.scope.loops if isinstance(loop, (cst.For, cst.While))]
        function = self._function()
        qualified = self.resolve(node.func)
        if qualified is not None:
            if qualified in tf_api().creates_ops and function is not None and function not in self._direct:
                self._direct[function] = f"`{_code(node.func)}`"
            if is_tf(qualified) and qualified.rsplit(".", 1)[-1] in GRAPH_RESETS:
                self._reset_loops.update(id(loop) for loop in loops)
                if function is not None:
                    self._fresh_functions.add(function)
        elif _is_run_call(node):
            self._runs.append((node, loops, function))
        helper = _local_callee(node.func)
        if helper is not None and loops:
            self._local_calls.append((helper, loops))
        if loops:
            top = max(i for i, ancestor in enumerate(self.ancestors) if ancestor is loops[0])
            path = self.ancestors[top + 1 : -1]
            self._candidates.append(_Candidate(node, loops, once=_guarded(path) or _leaves_loop(path)))

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            name = dotted_name(target.target)
            if name is not None:
                self._bindings.append((name, node.value))

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if node.asname is not None:
            name = dotted_name(node.asname.name)
            if name is not None:
                self._bindings.append((name, node.item))

    def leave_Module(self, original_node: cst.Module) -> None:
        if not self._candidates:
            return
        running: Set[int] = set()
        session_functions: Set[str] = set()
        for call, loops, function in self._runs:
            if self._is_session_run(call):
                running.update(id(loop) for loop in loops)
                if function is not None:
                    session_functions.add(function.name.value)
        for helper, loops in self._local_calls:
            if helper in session_functions:
                running.update(id(loop) for loop in loops)
        for candidate in self._candidates:
            ids = [id(loop) for loop in candidate.loops]
            growing = [loop for loop in candidate.loops if id(loop) in running and not _per_object(loop)]
            if candidate.once or not growing or self._reset_loops.intersection(ids):
                continue
            what = self._op_call(candidate.node)
            if what is not None:
                self.report(candidate.node, call=what)

    def _function(self) -> Optional[cst.FunctionDef]:
        for frame in reversed(self.frames):
            if isinstance(frame.node, cst.FunctionDef):
                return frame.node
            if isinstance(frame.node, cst.ClassDef):
                return None
        return None

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
        for target, value in self._bindings:
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
        direct = {
            function: source
            for function, source in self._direct.items()
            if not any(is_tf_function_decorator(d, self.imports) for d in function.decorators)
        }
        builders = summary.transitive_callers(set(direct))
        helpers: Dict[str, str] = {}
        for name, definitions in summary.defs_by_name.items():
            if definitions and all(d in builders and d not in self._fresh_functions for d in definitions):
                source = next((direct[d] for d in definitions if d in direct), None)
                helpers[name] = source or _through(definitions[0], direct, summary.callees)
        return helpers

    # --- which loops run the graph ----------------------------------------------------------
    def _is_session_run(self, call: cst.Call) -> bool:
        func = call.func
        assert isinstance(func, cst.Attribute)
        method = func.attr.value
        if method == "eval":
            keywords = {arg.keyword.value for arg in call.args if arg.keyword is not None}
            return bool(keywords & {"session", "feed_dict"}) or (not call.args and self._uses_sessions)
        receiver = func.value
        if isinstance(receiver, cst.Call):
            qualified = self.resolve(receiver.func)
            return qualified is not None and is_tf(qualified) and bool(SESSION_FACTORIES.search(qualified))
        name = dotted_name(receiver)
        if name is None or self.resolve(receiver) is not None:
            return False
        last = name.rsplit(".", 1)[-1]
        return name in self._session_names or (bool(SESSION_NAME.search(last)) and "assess" not in last.lower())

    @cached_property
    def _session_names(self) -> FrozenSet[str]:
        """Names and attributes bound to a session: `sess = tf.Session()`, `with tf.Session() as s:`."""
        names = set()
        for target, value in self._bindings:
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


def _is_run_call(call: cst.Call) -> bool:
    func = call.func
    return isinstance(func, cst.Attribute) and func.attr.value in (*RUN_METHODS, "eval")


def _per_object(loop: cst.CSTNode) -> bool:
    """`for v in variables:`, `for t, value in zip(tensors, values):`: one op per graph object, built once.

    Such loops build the graph (an assign per variable) rather than repeat a step, so they are not
    counted as growing it; an enclosing epoch or step loop still is.
    """
    if not isinstance(loop, cst.For):
        return False
    words = {word.lower() for node in _names_in(loop.iter) for word in re.split(r"[._]", node)}
    return any(PER_OBJECT.match(word) for word in words)


def _names_in(node: cst.CSTNode) -> List[str]:
    stack, names = [node], []
    while stack:
        current = stack.pop()
        if isinstance(current, (cst.Name, cst.Attribute)):
            name = dotted_name(current)
            if name is not None:
                names.append(name)
                continue
        stack.extend(current.children)
    return names


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


def _guarded(path: List[cst.CSTNode]) -> bool:
    """An enclosing `if` inside the loop looks like a create-once test.

    A periodic test (`if step % 1000 == 0:`) is not one: it still adds ops, every 1000 steps.
    """
    for parent, child in zip(path, path[1:]):
        if isinstance(parent, cst.If) and child is not parent.test:
            test = _code(parent.test)
            if "%" not in test and GUARD_WORDS.search(test):
                return True
    return False


def _leaves_loop(path: List[cst.CSTNode]) -> bool:
    """The block holding the call ends the loop (`break`, `return`, `raise`): it runs once."""
    blocks = [node for node in path if isinstance(node, cst.IndentedBlock)]
    return bool(blocks) and any(
        isinstance(statement, cst.SimpleStatementLine) and any(isinstance(s, LEAVES_LOOP) for s in statement.body)
        for statement in blocks[-1].body
    )


def _code(node: cst.CSTNode) -> str:
    return cst.Module(body=[]).code_for_node(node)

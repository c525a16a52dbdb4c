"""TFM002: a variable created on every loop iteration and then dropped, or created in a tf.function body.

A variable made in a loop is fine when each one is kept (appended, stored under a key, yielded): that
builds a collection of distinct variables. It costs memory or time when the result is thrown away or
rebound to the same name or attribute each time, and it is an error in a tf.function body that has
no "create on the first call only" guard.
"""

from __future__ import annotations

import re
from typing import FrozenSet, Iterable, Iterator, List, Optional, Sequence, Set

import libcst as cst

from tflint_mem.analysis.imports import ImportTable, dotted_name, is_tf
from tflint_mem.analysis.loops import names_in
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.summary import TF_FUNCTION_NAMES, VARIABLE_FACTORIES
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import LintRule

# Any of these (by last name, under any TensorFlow path) in a file means it builds a TF1 graph.
GRAPH_MODE_APIS = frozenset(
    {
        "Session",
        "InteractiveSession",
        "placeholder",
        "get_variable",
        "variable_scope",
        "global_variables_initializer",
        "initialize_all_variables",
        "disable_eager_execution",
        "disable_v2_behavior",
    }
)
# A loop calling one of these executes the graph every iteration (as opposed to building layers).
GRAPH_RUNNERS = frozenset({"run", "eval", "fit", "train_on_batch", "partial_run"})
GRAPH_RESETS = frozenset({"reset_default_graph", "clear_session"})
# Methods that keep their argument: a variable passed to one is part of a collection.
COLLECTING_METHOD = re.compile(
    r"^_?(append|appendleft|extend|extendleft|add|insert|push|put|setdefault|update)$|^_?(register|track|add_weight)"
)
# Calls known to drop their arguments: `print(tf.Variable(0))` discards the variable.
DISCARDING_BUILTINS = frozenset({"print", "str", "repr", "len", "float", "int", "bool", "type", "id"})
# A test like `if self.v is None:` / `if not self.built:` makes creation happen once.
GUARD_WORDS = re.compile(r"\bNone\b|\bnot\b|hasattr|built|initiali[sz]ed|created|first|==\s*0\b")
LEAVES_LOOP = (cst.Break, cst.Return, cst.Raise)
DISPLAYS = (cst.List, cst.Tuple, cst.Set, cst.Dict)
SCOPES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)

CASES = {
    "tf.function": "TensorFlow raises `ValueError: tf.function only supports singleton tf.Variables created on"
    " the first call`; create it once, outside the function or behind an `if self.v is None:` guard",
    "graph": "in TF1 graph mode every iteration adds variable ops to the graph"
    " (measured: 400 ops and +4.2 MB RSS after 50 iterations)",
    "renamed": "its name changes every iteration, so each one adds kernels to the kernel cache"
    " (measured: RSS +3.5 MB per 100 iterations)",
    "eager": "the previous variable is freed, but a new one is allocated every iteration;"
    " create it once before the loop and `.assign()` to it",
}


class VariableCreatedInLoop(LintRule):
    _graph_mode: Optional[bool] = None

    @classmethod
    def is_candidate(cls, facts: FileFacts, options: RuleOptions) -> bool:
        # Created in a loop, or in a tf.function body (which needs `tf.function` somewhere in the file).
        return facts.calls_in_loop(*VARIABLE_FACTORIES) or (
            facts.references(*VARIABLE_FACTORIES) and facts.references(*TF_FUNCTION_NAMES)
        )

    def visit_Call(self, node: cst.Call) -> None:
        factory = self.resolve(node.func)
        if factory not in VARIABLE_FACTORIES:
            return
        variable = f"`{_code(node.func)}(...)`"
        if self.in_tf_function:
            function = self.scope.node
            assert isinstance(function, cst.FunctionDef)
            if not _guarded(node, self._path_below(function)):
                where = f"inside tf.function `{function.name.value}` without a singleton guard"
                self.report(node, variable=variable, where=where, case=CASES["tf.function"])
            return
        loop = self.innermost_loop
        if not isinstance(loop, (cst.For, cst.While)):
            return  # a comprehension element is one of a collection of distinct variables
        path = self._path_below(loop)
        fate = self._fate(node, path, loop)
        if fate is None or _guarded(node, path) or _leaves_loop(path):
            return
        get_variable = factory.endswith("get_variable")
        if get_variable and _reuses_variables(self.ancestors):
            return  # `with tf.variable_scope(..., reuse=True):` looks variables up instead of creating them
        case = self._case(node, get_variable, loop, path)
        if case is not None:
            self.report(node, variable=variable, where=f"in a loop and {fate}", case=CASES[case])

    def _path_below(self, top: cst.CSTNode) -> List[cst.CSTNode]:
        """The ancestors strictly between `top` and the node being visited, outermost first."""
        index = max(i for i, ancestor in enumerate(self.ancestors) if ancestor is top)
        return self.ancestors[index + 1 : -1]

    def _fate(self, node: cst.Call, path: Sequence[cst.CSTNode], loop: cst.CSTNode) -> Optional[str]:
        """How the new variable is lost each iteration ("discarded", "rebound to `v`"), or None if it is kept."""
        unknown_call = in_display = False
        child: cst.CSTNode = node
        for parent in reversed(path):
            if isinstance(parent, cst.Call) and child is not parent.func:
                if self._collects(parent):
                    return None
                if _is_setattr(parent):  # `setattr(self, "v", ...)`: a fixed attribute
                    return _rebound_attribute(parent, loop)
                known = self.resolve(parent.func) is not None or dotted_name(parent.func) in DISCARDING_BUILTINS
                unknown_call |= not known
            elif isinstance(parent, DISPLAYS):
                in_display = True
            elif isinstance(parent, (cst.Yield, cst.Return)) or (isinstance(parent, cst.AugAssign) and in_display):
                return None  # `yield v`, `return v`, `variables += [v]`
            elif isinstance(parent, (cst.Expr, cst.AugAssign)):
                return None if unknown_call else "discarded"  # an unknown callee may keep it
            elif isinstance(parent, (cst.Assign, cst.AnnAssign, cst.NamedExpr)):
                return self._rebound(parent, loop, held=node is not child)
            elif isinstance(parent, (cst.BaseSmallStatement, cst.BaseCompoundStatement)):
                return None
            child = parent
        return None

    def _case(
        self, node: cst.Call, get_variable: bool, loop: cst.CSTNode, path: Sequence[cst.CSTNode]
    ) -> Optional[str]:
        """Which measured cost applies, or None when each iteration plausibly needs its own variable."""
        varying = _bound_in(loop)
        name = _keyword(node, "name")
        if get_variable:
            # With a fixed name, get_variable either reuses the variable or raises on the second pass.
            name = name or _positional(node, 0)
            if name is None or not names_in(name) & varying or _keyword(node, "reuse") is not None:
                return None
        if self._graph_mode is None:
            self._graph_mode = _builds_tf1_graph(self.context.module, self.imports)
        if self._graph_mode:
            # A loop that builds layers is how graphs are made; one that also runs the graph grows it
            # for ever, unless each iteration starts from a fresh graph.
            if not _calls(loop, GRAPH_RUNNERS) or _calls(loop, GRAPH_RESETS) or _in_new_graph(path):
                return None
            return "graph"
        values = [arg.value for arg in node.args if arg.keyword is None or arg.keyword.value != "name"]
        if any(names_in(value) & varying for value in values):
            return None  # a new dtype, shape or value each time: not one variable made over and over
        if name is not None and names_in(name) & varying:
            return "renamed"
        return "eager"

    def _rebound(self, assign: cst.CSTNode, loop: cst.CSTNode, held: bool) -> Optional[str]:
        """Describe `v = ...` / `self.v = ...` as rebinding; None if the targets differ each time or are kept."""
        varying = _bound_in(loop)
        names = []
        for target in _targets(assign):
            name = dotted_name(target)
            if isinstance(target, cst.Subscript) or name is None:
                return None
            if isinstance(target, cst.Attribute) and name.split(".")[0] in varying:
                return None  # `layer.kernel = ...` for a different `layer` each time
            names.append(name)
        if not names or any(self._collected(name, loop, varying, depth=2) for name in names):
            return None
        listed = ", ".join(f"`{name}`" for name in names)
        return f"held by {listed}, which is rebound each time" if held else f"rebound to {listed} each time"

    def _collected(self, name: str, loop: cst.CSTNode, varying: FrozenSet[str], depth: int) -> bool:
        """True if the loop stores `name` somewhere that outlives the iteration, directly or via another name."""
        for node in _walk(loop, into_scopes=False):
            if isinstance(node, cst.Call) and self._collects(node):
                if any(_mentions(arg.value, name) for arg in node.args):
                    return True
            elif isinstance(node, (cst.Yield, cst.Return)) and _mentions(node.value, name):
                return True
            elif isinstance(node, cst.AugAssign) and any(
                _mentions(display, name) for display in _walk(node.value) if isinstance(display, DISPLAYS)
            ):
                return True
            elif isinstance(node, (cst.Assign, cst.AnnAssign)) and _mentions(node.value, name):
                for target in _targets(node):
                    other = dotted_name(target)
                    if isinstance(target, cst.Subscript):
                        return True
                    if isinstance(target, cst.Attribute) and other is not None and other.split(".")[0] in varying:
                        return True
                    if (
                        depth > 0
                        and other is not None
                        and other != name
                        and self._collected(other, loop, varying, depth - 1)
                    ):
                        return True
        return False

    def _collects(self, call: cst.Call) -> bool:
        """`xs.append(...)`, `registry.register(...)`, `setattr(obj, name, ...)` with a computed name."""
        if isinstance(call.func, cst.Attribute) and COLLECTING_METHOD.match(call.func.attr.value):
            return self.resolve(call.func) is None  # `tf.add(...)` is arithmetic, not a container
        return _is_setattr(call) and not isinstance(call.args[1].value, cst.SimpleString)


def _rebound_attribute(setattr_call: cst.Call, loop: cst.CSTNode) -> Optional[str]:
    owner = dotted_name(setattr_call.args[0].value)
    attribute = setattr_call.args[1].value
    if owner is None or owner.split(".")[0] in _bound_in(loop) or not isinstance(attribute, cst.SimpleString):
        return None
    return f"rebound to `{owner}.{attribute.evaluated_value!s}` each time"


def _is_setattr(call: cst.Call) -> bool:
    return isinstance(call.func, cst.Name) and call.func.value == "setattr" and len(call.args) == 3


def _guarded(node: cst.Call, path: Sequence[cst.CSTNode]) -> bool:
    """True if an enclosing `if` looks like a create-once test (`if self.v is None:`, `if not self.built:`)."""
    targets = {name for n in path for name in map(dotted_name, _targets(n)) if name is not None}
    child: cst.CSTNode = node
    for parent in reversed(path):
        if isinstance(parent, cst.If) and child is not parent.test:
            test = _code(parent.test)
            if GUARD_WORDS.search(test) or any(target in test for target in targets):
                return True
        child = parent
    return False


def _leaves_loop(path: Sequence[cst.CSTNode]) -> bool:
    """True if the block holding the statement has a top-level `break`/`return`/`raise`: it runs once."""
    blocks = [node for node in path if isinstance(node, cst.IndentedBlock)]
    return bool(blocks) and any(
        isinstance(statement, cst.SimpleStatementLine) and any(isinstance(s, LEAVES_LOOP) for s in statement.body)
        for statement in blocks[-1].body
    )


def _builds_tf1_graph(module: cst.Module, imports: ImportTable) -> bool:
    for node in _walk(module):
        if isinstance(node, (cst.Attribute, cst.Name)):
            name = dotted_name(node)
            qualified = imports.resolve_dotted(name) if name is not None else None
            if qualified is not None and is_tf(qualified) and qualified.rsplit(".", 1)[-1] in GRAPH_MODE_APIS:
                return True
    return False


def _reuses_variables(ancestors: Sequence[cst.CSTNode]) -> bool:
    """An enclosing `with ...(reuse=...)`, or `reuse_variables()` called in the enclosing function."""
    for node in ancestors:
        if isinstance(node, cst.With):
            for item in node.items:
                if isinstance(item.item, cst.Call) and _keyword(item.item, "reuse") is not None:
                    return True
    function = next((node for node in reversed(ancestors) if isinstance(node, SCOPES)), ancestors[0])
    return _calls(function, frozenset({"reuse_variables"}))


def _in_new_graph(path: Sequence[cst.CSTNode]) -> bool:
    """`with tf.Graph().as_default():` (or `with graph.as_default():`) inside the loop: a fresh graph each time."""
    return any(
        isinstance(item.item, cst.Call)
        and isinstance(item.item.func, cst.Attribute)
        and item.item.func.attr.value == "as_default"
        for node in path
        if isinstance(node, cst.With)
        for item in node.items
    )


def _calls(body: cst.CSTNode, methods: FrozenSet[str]) -> bool:
    """True if `body` (a loop or function) calls `<anything>.<method>(...)` or `<method>(...)` for one of `methods`."""
    for node in _walk(body, into_scopes=False):
        if isinstance(node, cst.Call) and _called_name(node.func) in methods:
            return True
    return False


def _called_name(func: cst.BaseExpression) -> Optional[str]:
    """`run` for `sess.run(...)` and `tf.Session().run(...)`, `f` for `f(...)`."""
    if isinstance(func, cst.Attribute):
        return func.attr.value
    return func.value if isinstance(func, cst.Name) else None


def _targets(assign: cst.CSTNode) -> Iterator[cst.BaseExpression]:
    """The single targets an assignment binds (tuples unpacked); nothing for other nodes."""
    pending: List[cst.BaseExpression] = []
    if isinstance(assign, cst.Assign):
        pending = [target.target for target in assign.targets]
    elif isinstance(assign, (cst.AnnAssign, cst.NamedExpr)):
        pending = [assign.target]
    while pending:
        target = pending.pop(0)
        if isinstance(target, (cst.Tuple, cst.List)):
            pending.extend(element.value for element in target.elements)
        elif isinstance(target, cst.StarredElement):
            pending.append(target.value)
        else:
            yield target


def _bound_in(loop: cst.CSTNode) -> FrozenSet[str]:
    """Names that take a new value each iteration: the loop target and names assigned in the body."""
    names: Set[str] = set()
    for node in _walk(loop, into_scopes=False):
        if isinstance(node, (cst.For, cst.CompFor)):
            names |= names_in(node.target)
        elif isinstance(node, cst.AugAssign):
            names |= names_in(node.target)
        else:
            names.update(target.value for target in _targets(node) if isinstance(target, cst.Name))
    return frozenset(names)


def _keyword(call: cst.Call, keyword: str) -> Optional[cst.BaseExpression]:
    return next((arg.value for arg in call.args if arg.keyword is not None and arg.keyword.value == keyword), None)


def _positional(call: cst.Call, index: int) -> Optional[cst.BaseExpression]:
    positional = [arg.value for arg in call.args if arg.keyword is None and not arg.star]
    return positional[index] if len(positional) > index else None


def _mentions(node: Optional[cst.CSTNode], name: str) -> bool:
    return node is not None and any(
        isinstance(n, (cst.Name, cst.Attribute)) and dotted_name(n) == name for n in _walk(node)
    )


def _walk(node: cst.CSTNode, into_scopes: bool = True) -> Iterable[cst.CSTNode]:
    """Every node under `node` (itself included); without `into_scopes`, nested defs/lambdas/classes are skipped."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        if into_scopes or current is node or not isinstance(current, SCOPES):
            stack.extend(reversed(current.children))


def _code(node: cst.CSTNode) -> str:
    return cst.Module(body=[]).code_for_node(node)

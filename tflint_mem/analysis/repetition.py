"""Whether code runs repeatedly, and what changes from one run to the next.

Code runs repeatedly when it sits in a loop of its own function, or when its function does: called from a loop
(directly or through other calls, in this module or another module of the project), a Keras callback hook, a
request handler, or the body of a `while True:` server. Code is not repeated when a create-once guard runs it once
(`if self.fn is None:`, `if not self.built:`, `if key not in cache:`, a flag the guarded block turns off: `if
self.is_virgin: ...; self.is_virgin = False`; a periodic `if step % 100 == 0:` is not one),
when its block leaves the loop (`break`, `return`, `raise`), when the loop runs once (`for x in ds.take(1)`), or
when its function is only called once (from module level, `main()`, `if __name__ == "__main__":`).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Dict, FrozenSet, List, Optional, Sequence, Set, Tuple, Union

from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.bindings import ASSIGN, AUGMENTED, LOOP_TARGET, PARAMETER, Binding
from tflint_mem.analysis.imports import last
from tflint_mem.analysis.lookalikes import RUN_METHODS
from tflint_mem.analysis.syntax import (
    COMPREHENSIONS,
    FUNCTIONS,
    STATEMENT_LOOPS,
    FunctionNode,
    dotted,
    names_in,
    parameters,
    reads,
    target_names,
    walk_scope,
)

if TYPE_CHECKING:
    from tflint_mem.analysis.calls import Target
    from tflint_mem.analysis.classes import ClassInfo
    from tflint_mem.analysis.facts import ModuleFacts
    from tflint_mem.analysis.project import ExternalRepetition

# Names of flags that say the object already exists (`if self.built:`); `first` says it does not yet.
DONE_FLAG = re.compile(r"built|initiali[sz]ed|created|already|loaded|ready", re.IGNORECASE)
FIRST_FLAG = re.compile(r"first", re.IGNORECASE)
BODY, ORELSE = "body", "orelse"
LITERALS = (ast.Constant, ast.JoinedStr, ast.List, ast.Tuple, ast.Set)  # containers no pass adds a key to
KEEPERS = frozenset({"append", "extend", "insert", "add"})  # a collection handed to one of these outlives its pass
LEAVES_LOOP = (ast.Break, ast.Return, ast.Raise)
CALLBACK_HOOK = re.compile(r"^on_(?:train_|test_|predict_)?(?:batch|epoch|step)_(?:begin|end)$")
SESSION_HOOK_METHODS = frozenset({"before_run", "after_run"})  # a TF1 `SessionRunHook`'s, called per step
KERAS_SEQUENCES = frozenset({"Sequence", "PyDataset"})  # Keras data classes whose `__getitem__` runs per batch
# Keywords that hand a function on to be called back on every step or epoch (`callbacks=` takes objects, not one).
CALLBACK_KEYWORD = re.compile(r"(^|_)callback$|^on_(train_|test_|predict_)?(batch|epoch|step)_(begin|end)$")
MAPPED, DRIVEN, RUN, SERVED = "mapped", "driven", "run", "served"  # how a call runs a function it is handed
HANDLER_DECORATORS = frozenset({"route", "get", "post", "put", "delete", "patch", "websocket", "api_route", "task"})
# Event handlers: Socket.IO's `@socketio.on("frame")`/`@sio.event`, a chat bot's `@bot.message_handler(...)`,
# Cloud Functions' `@functions_framework.http`, Starlette's `@app.websocket_route(...)`: once per event.
HANDLER_DECORATORS |= frozenset({"on", "event", "message_handler", "http", "websocket_route"})
# BentoML's service endpoints: `@svc.api(...)`, `@bentoml.api`, or `api` imported from `bentoml` (tensorflow#49508).
HANDLER_DECORATORS |= frozenset({"api"})
SERVING_LIBRARIES = frozenset({"bentoml"})
# What runs a callback once per message: a ROS 1 subscriber, a ROS 2 node's subscription.
MESSAGE_SUBSCRIBERS = frozenset({"rospy.Subscriber"})
SUBSCRIPTION_METHODS = frozenset({"create_subscription"})
MESSAGE_SOURCES = frozenset({name.rpartition(".")[2] for name in MESSAGE_SUBSCRIBERS} | SUBSCRIPTION_METHODS)
ONCE_EVENTS = frozenset({"on_ready", "on_startup", "startup", "setup_hook"})  # `@bot.event async def on_ready():`
DASH_CALLBACK = "callback"  # `@app.callback(Output(...), Input(...))` of Dash (dotted or not): once per interaction
LAMBDA_PARAMETERS = ["event", "context"]  # an AWS Lambda handler's: `def lambda_handler(event, context):`
HANDLER_METHODS = frozenset({"do_GET", "do_POST", "do_PUT", "handle", "on_message", "process_request"})
# Methods a web framework calls once per request on a view class: `get`/`post` of a Flask-RESTful `Resource`.
VIEW_METHODS = frozenset({"get", "post", "put", "delete", "patch"})
VIEW_CLASSES = frozenset({"Resource", "MethodView", "View", "APIView", "GenericAPIView", "RequestHandler"})
VIEW_CLASSES |= frozenset({"HTTPEndpoint", "BaseHTTPRequestHandler", "SimpleHTTPRequestHandler", "ViewSet"})
WEB_FRAMEWORKS = frozenset({"django", "rest_framework"})  # whose function views take the request first
REQUEST_PARAMETERS = frozenset({"request", "req"})  # how a Django view names it
SETUP_PREFIXES = ("test", "init", "_init", "shutdown", "_shutdown")
ONCE_FUNCTIONS = frozenset({"__init__", "__new__", "__init_subclass__", "build", "setup", "setUp", "setUpClass"})
# Words in a `for` loop's iterable that say it walks graph objects (variables, tensors, ops), not steps.
PER_OBJECT = re.compile(
    r"^(vars?|variables?|weights?|tensors?|params?|parameters?|layers?|ops?|placeholders?|initializers?|slots?"
    r"|shards?|shardable|collections?|trainable|(global|local|model|trainable)variables)$"
)
# Names of what a loop over the machine's devices walks: a fixed few passes, one graph tower each.
DEVICES = re.compile(r"^(num_)?(gpus?|devices?|towers?|replicas?)$|^(num|n)_(gpus|devices|towers|replicas)$")
# A word of a name keyed by device (`self._dev_grads.items()`, `gpu_models`): one entry per device.
DEVICE_WORDS = frozenset({"device", "devices", "gpu", "gpus", "tower", "towers", "replica", "replicas"})
# `dev` also names a development set (`args.dev`, `dev_set`: mead-baseline#134 classifies it sentence by sentence):
# a device only beside a word for what is kept per device (`self._dev_grads`).
SHORT_DEVICE_WORDS = frozenset({"dev", "devs"})
PER_DEVICE_WORDS = frozenset({"grads", "gradients", "models", "ops", "vars", "variables", "ids", "names", "list"})
LOOKUP_ERRORS = frozenset({"KeyError", "LookupError", "AttributeError", "NotFoundError"})
# Streamlit runs a page script from the top again on every widget interaction, in the same process (st.cache_resource
# and friends are the documented way to make something once: `CACHE_DECORATORS`).
SCRIPT_RERUN = "Streamlit runs the whole script again on every interaction"
MAX_DEPTH = 4
MAX_SWEEP = 8  # elements of a literal list a sweep runs over
MAX_RANGE_SWEEP = 2  # passes of a literal `range(...)` that only shows examples (`for i in range(2):`)


@dataclass(frozen=True)
class Repetition:
    """Why a node runs repeatedly: `loop` when a loop of its own function repeats it, else `site` is the
    repeated call (of this module) that runs its function, and `path` the functions on the way."""

    reason: str
    loop: Optional[ast.AST] = None
    site: Optional[ast.AST] = None
    path: Tuple[str, ...] = ()
    per_epoch: bool = False  # once per training epoch (an `on_epoch_end` hook), not once per step
    bounded: bool = False  # a test's short sweep over a literal list (`for dtype in [tf.float16, tf.float32]:`)
    sweep: bool = False  # a loop over a short literal list anywhere: a fixed, small number of passes
    runs_session: bool = False  # what repeats it also runs a TF1 session (so a graph it extends keeps growing)
    graph_mode: bool = False  # another module's TF1 graph-mode code repeats it, running the session as it does
    resets: bool = False  # another module repeats it, each pass on a fresh graph or Keras session (`clear_session()`)
    keeps_result: bool = False  # another module repeats it and keeps what each call returns (an ensemble's models)
    # Parameters whose object the loop of another module that repeats it also trains or runs (`fit`, `predict`...).
    runs_passed: FrozenSet[str] = frozenset()
    # Parameters of the repeated function (`path[-1]`) that receive the same object on every run: what the
    # repeating loop passes without rebinding it (`for epoch in ...: tune(model)`), or `self` of a callback hook.
    stable: FrozenSet[str] = frozenset()
    # Parameters of the repeated function that receive a new value on every run: what the calling loop passes
    # from names it rebinds (`for step in range(n): agent.act(obs, step)`), or from a varying parameter of a
    # repeated caller.
    varying: FrozenSet[str] = frozenset()


class RepetitionFacts:
    def __init__(self, facts: ModuleFacts) -> None:
        self.facts = facts
        self.index = facts.index
        self._functions: Dict[Tuple[ast.AST, bool, int], Optional[Repetition]] = {}
        self._pending: Set[Tuple[ast.AST, bool, int]] = set()
        self._cycles = 0
        self._once_branches: Dict[int, Optional[str]] = {}
        self._loops_running: Dict[ast.AST, bool] = {}
        self._sweeps: Dict[ast.AST, bool] = {}  # `sweep`, asked for every node of a loop

    # --- guards ------------------------------------------------------------------------------
    def is_create_once_guard(self, guard: ast.If) -> bool:
        """`if x is None:`, `if not self.built:`, `if key not in cache:`, `if hasattr(...):`, `if step == 0:`, their
        negations (`x is not None`, whose `else` runs once) and flag guards (`guard_branch`); never `if step % n ==
        0:` or `if "cnn" in name:`."""
        return self.guard_branch(guard) is not None

    def guard_branch(self, guard: ast.If, top: Optional[ast.AST] = None) -> Optional[str]:
        """Which branch of `guard` runs once per object or key (BODY or ORELSE), or None: the test alone says so
        (`once_branch`), or it is a flag guard (`flag_branch`) whose flag outlives one run of `top`."""
        key = id(guard.test)  # nodes live as long as the facts: an id stays theirs
        if key not in self._once_branches:
            self._once_branches[key] = once_branch(guard.test)  # the test's syntax alone: asked again and again
        branch = self._once_branches[key]
        return branch if branch is not None else self.flag_branch(guard, top)

    def flag_branch(self, guard: ast.If, top: Optional[ast.AST] = None) -> Optional[str]:
        """The branch of a flag guard: `if self.is_virgin:`, `if not self.warm:` or `if pending:` (a global) whose
        branch always sets that same flag to the opposite constant (`self.is_virgin = False`), itself or in the
        method or function it calls: it runs once, whatever the flag is called. Without that flip the test may
        read a setting (`if self.training:`), so it is no guard. A name local to the function `top` is set anew
        on every call, so it guards nothing across calls."""
        test, negated = guard.test, False
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            test, negated = test.operand, True
        flag = dotted(test) if isinstance(test, (ast.Name, ast.Attribute)) else None
        if flag is None:
            return None
        if isinstance(test, ast.Name):
            owner = self.facts.bindings.owner(test.id, test)
            if owner is None or (isinstance(top, FUNCTIONS) and owner is top):
                return None
        # `if flag:` runs its body while the flag is true, so the body must make it false; its `else` the reverse.
        for branch, truthy in ((BODY, not negated), (ORELSE, negated)):
            if self._flips(getattr(guard, branch), flag, not truthy, guard):
                return branch
        return None

    def flag_guard(self, guard: ast.If, top: Optional[ast.AST] = None) -> bool:
        """`guard` tests a flag saying whether the thing was made: a name that says so (`if not self.built:`) or a
        flag its branch flips (`flag_branch`), rather than the stored object itself (`if self.block is None:`)."""
        named = any(DONE_FLAG.search(n.attr) for n in ast.walk(guard.test) if isinstance(n, ast.Attribute))
        return named or self.flag_branch(guard, top) is not None

    def _flips(self, block: List[ast.stmt], flag: str, value: bool, scope: ast.AST, calls: int = 1) -> bool:
        """Whether `block` surely sets `flag` to a constant as true as `value`: by an assignment it always runs,
        or in the body of a function it always calls (`self._build(n)` for `self.is_virgin`, up to `calls`
        deep). `scope` is a node of the code that reads `flag` (for a plain name, the same variable must be set)."""
        for statement in _unconditional(block):
            if isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Constant):
                if _flag_value(statement.value.value) is value and any(dotted(t) == flag for t in statement.targets):
                    return True
            call = getattr(statement, "value", None)
            if calls == 0 or not isinstance(statement, (ast.Expr, ast.Assign)) or not isinstance(call, ast.Call):
                continue
            for callee in self.facts.calls.resolve(call):
                if not isinstance(callee, FUNCTIONS):
                    continue  # another module's function: its body is not at hand
                seen = self._flag_in(callee, call, flag, scope)
                if seen is not None and self._flips(callee.body, seen, value, callee, calls - 1):
                    return True
        return False

    def _flag_in(self, callee: FunctionNode, call: ast.Call, flag: str, scope: ast.AST) -> Optional[str]:
        """How `callee`, run by `call`, names the caller's `flag`: `self.is_virgin` through `self._build(...)` is
        the method's `<first parameter>.is_virgin`; a module-level flag is itself where `callee` declares it
        `global`. None when `callee` cannot set it."""
        root, dot, rest = flag.partition(".")
        if not dot:
            declared = self.facts.bindings.declared_global.get(callee, set())
            return flag if root in declared and self.facts.bindings.owner(root, scope) is self.index.tree else None
        params = parameters(callee)
        func = call.func
        on_object = isinstance(func, ast.Attribute) and dotted(func.value) == root
        if not on_object or not params or self.facts.classes.of_method(callee) is None:
            return None
        return f"{params[0]}.{rest}"

    def create_once(self, node: ast.AST, top: ast.AST) -> Optional[Union[ast.If, ast.Try]]:
        """The `if` between `top` and `node` whose test lets `node`'s branch run once per object or key: the body
        of `if x is None:`, the `else` of `if x is not None:` (the other branch runs on every later pass); or the
        `try` whose `except KeyError:` builds what its body failed to look up (`try: t =
        graph.get_tensor_by_name(name) except KeyError: t = tf.identity(x, name=name)`)."""
        child = node
        for ancestor in self.index.ancestors(node):
            if ancestor is top:
                return None
            if isinstance(ancestor, ast.Try) and any(h is child and _catches_lookup(h) for h in ancestor.handlers):
                return ancestor
            if isinstance(ancestor, ast.If) and child is not ancestor.test:
                branch = self.guard_branch(ancestor, top)
                if branch is not None and child in getattr(ancestor, branch) and not self._set_each_pass(ancestor, top):
                    # A test of the call's own arguments (`if op is None:`) fills in a default: its body never
                    # runs when every caller passes them, and its `else` runs on every call.
                    defaulted = _defaulted_arguments(ancestor.test, top)
                    if not defaulted or (branch == BODY and self._always_passed(top, defaulted)):
                        return ancestor
            child = ancestor
        return None

    def _set_each_pass(self, guard: ast.If, top: ast.AST) -> bool:
        """The guard tests only names that the loop `top` binds anew outside the guard on every pass (`for state,
        done in batch: if not done: ...`): it says something of this pass, not whether a thing was made yet. A counter's
        first pass (`if step == 0:`) is still one."""
        if not isinstance(top, (*STATEMENT_LOOPS, *COMPREHENSIONS)) or _first_pass(guard.test):
            return False
        tested = set(names_in(guard.test))
        if not tested:
            return False
        for node in walk_scope(top):
            if isinstance(node, (ast.For, ast.AsyncFor, *COMPREHENSIONS)) or node is guard:
                targets = [node.target] if isinstance(node, (ast.For, ast.AsyncFor)) else []
                targets += [clause.target for clause in getattr(node, "generators", [])]
            elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
                if self.index.is_within(node, guard):
                    continue
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            else:
                continue
            tested -= {name for target in targets for name in target_names(target)}
        return not tested  # `key not in cache` also reads the cache, which outlives the pass

    def _always_passed(self, function: ast.AST, arguments: FrozenSet[str]) -> bool:
        """Every call of `function` this module shows passes `arguments` (so their defaults are never filled in);
        False when it shows none."""
        sites = self.facts.calls.callers(function)
        params = parameters(function)  # type: ignore[arg-type]
        offset = 1 if params[:1] in (["self"], ["cls"]) else 0
        for site in sites:
            passed = {k.arg for k in site.keywords} | set(params[offset : offset + len(site.args)])
            if any(isinstance(arg, ast.Starred) for arg in site.args) or None in passed:
                continue  # `f(*args)`, `f(**options)`: may pass anything
            if not arguments <= passed:
                return False
        return bool(sites)

    def periodic(self, node: ast.AST, repeated: Repetition) -> bool:
        """`node` runs once every N passes of what repeats it: an `if step % 500 == 0:` stands between it (or the
        call that runs its function) and the repeating loop, or, in a function repeated by what runs it (a callback
        hook, a handler), between it and the function."""
        where = node if repeated.loop is not None else repeated.site
        loop = repeated.loop if repeated.loop is not None else self.loop(where) if where is not None else None
        if repeated.loop is None and repeated.site is None:
            where, loop = node, self.index.function(node)  # a hook Keras runs per batch: `if batch % 50 == 0:`
        if where is None or loop is None:
            return False
        child = where
        for ancestor in self.index.ancestors(where):
            if ancestor is loop:
                return False
            if isinstance(ancestor, ast.If) and child in ancestor.body and _is_periodic(ancestor.test):
                return True
            child = ancestor
        return False

    def starts_fresh(self, repeated: Repetition) -> bool:
        """Each repeat starts on a fresh graph or Keras session: another module's loop or caller resets it
        (`Repetition.resets`), or this module's loop around the repeating call, or the caller holding it, does
        (tensorflow#10147's grid search: `tf.reset_default_graph()` before each `train(...)` it repeats)."""
        if repeated.resets:
            return True
        site = repeated.site
        if site is None:
            return False
        # The loops around the repeating call, or else the caller that holds it, which is then what repeats (a
        # graph made once around the loop, `with tf.Graph().as_default(): for f in frames:`, is not per repeat).
        caller = self.index.function(site)
        scopes = self.index.loops(site) or ((caller,) if caller is not None else ())
        return any(self.facts.sessions.resets_graph(scope) for scope in scopes)

    def leaves_loop(self, node: ast.AST, loop: ast.AST) -> bool:
        """A block holding `node`'s statement (inside `loop`) ends `loop`'s iteration: `return`, `raise`, or a
        `break` of `loop` itself (a `break` of an inner loop leaves only that one)."""
        statement: ast.AST = self.index.statement(node)
        while True:
            holder = self.index.parent.get(statement)
            if holder is None or not self.index.is_within(holder, loop):
                return False
            for field in ("body", "orelse", "handlers", "finalbody"):
                block = getattr(holder, field, None)
                if isinstance(block, list) and statement in block:
                    if any(isinstance(s, LEAVES_LOOP) and self._leaves(s, loop) for s in block):
                        return True
            if holder is loop:
                return False
            statement = holder

    def _leaves(self, exit_: ast.stmt, loop: ast.AST) -> bool:
        if not isinstance(exit_, ast.Break):
            return True
        loops = [outer for outer in self.index.loops(exit_) if isinstance(outer, STATEMENT_LOOPS)]
        return bool(loops) and loops[-1] is loop

    def runs_once(self, loop: ast.AST) -> bool:
        """A `for` over one element: `ds.take(1)`, `range(1)`, `[x]`, `range(1, n + 1)` with `n = 1` set in the
        file."""
        if not isinstance(loop, (ast.For, ast.AsyncFor)):
            return False
        iterable = loop.iter
        if isinstance(iterable, (ast.List, ast.Tuple)):
            return len(iterable.elts) == 1 and not isinstance(iterable.elts[0], ast.Starred)
        passes = self._range_passes(iterable) if isinstance(iterable, ast.Call) else None
        if passes is not None and passes <= 1:
            return True
        if not isinstance(iterable, ast.Call) or len(iterable.args) != 1 or iterable.keywords:
            return False
        func = iterable.func  # `ds.batch(32).take(1)`: the method's name, whatever the receiver
        name = func.attr if isinstance(func, ast.Attribute) else dotted(func) or ""
        only = iterable.args[0]
        return name in ("take", "range") and isinstance(only, ast.Constant) and only.value == 1

    def _range_passes(self, iterable: ast.Call) -> Optional[int]:
        """How many passes `range(stop)` or `range(start, stop)` makes, with a literal start and a stop the file
        shows (`range(1, NBAGS + 1)` with `NBAGS = 1` set in the file: one); None for anything else."""
        if dotted(iterable.func) != "range" or iterable.keywords or not 1 <= len(iterable.args) <= 2:
            return None
        start = iterable.args[0] if len(iterable.args) == 2 else None
        first = 0 if start is None else start.value if isinstance(start, ast.Constant) else None
        stop = self.facts.kinds.integer(iterable.args[-1])
        return stop - first if type(first) is int and stop is not None else None

    def sweep(self, loop: ast.AST) -> bool:
        """A `for` over a short literal list (`for eps in [0.0, 0.1, 0.15]:`, also through `enumerate`/`zip`), a
        literal range of two passes (`for i in range(2):`, a demo's two examples), or over the machine's
        devices (`for gpu in range(num_gpus):`, `for dev, grads in self._dev_grads.items():`, one tower each): its
        body runs a few fixed times, it is not repeated per step."""
        found = self._sweeps.get(loop)
        if found is None:
            cuts = self.facts.calls.cuts
            found = self._sweep(loop)
            if self.facts.calls.settled(cuts):  # kept only if no resolution was cut short meanwhile
                self._sweeps[loop] = found
        return found

    def _sweep(self, loop: ast.AST) -> bool:
        iterable = getattr(loop, "iter", None)
        if isinstance(iterable, ast.Call) and dotted(iterable.func) in ("enumerate", "zip") and iterable.args:
            iterable = iterable.args[0]
        if iterable is not None and any(
            DEVICES.search(name) or _device_words(name)
            for node in ast.walk(iterable)
            if isinstance(node, (ast.Name, ast.Attribute))
            for name in [node.id if isinstance(node, ast.Name) else node.attr]
        ):
            return True
        if isinstance(iterable, ast.Call) and all(isinstance(a, ast.Constant) for a in iterable.args):
            # `for i in range(2):` shows two examples; a literal range of a few passes repeats nothing per step.
            passes = self._range_passes(iterable)
            if passes is not None:
                return 1 < passes <= MAX_RANGE_SWEEP
        if isinstance(iterable, ast.Name) and getattr(self.index.function(loop), "name", "").startswith("test"):
            # A test's named case list (`in_shape_list = [[312, 312, 3], [299, 299, 3]]` in tensorflow/models'
            # preprocessor tests). Outside tests a named list is not taken for a sweep: reports grow TF1 graphs
            # over such lists (the benchmark's cases lost four sites when it was).
            values = self.facts.bindings.values(iterable.id, iterable)
            return bool(values) and all(v is not None and _short_literal(v) for v in values)
        return _short_literal(iterable)

    def bounded(self, loop: ast.AST) -> bool:
        """A test's sweep (`for dtype in [tf.float16, tf.float32]:` in `test_*`): a few fixed passes per test."""
        function = self.index.function(loop)
        return self.sweep(loop) and function is not None and function.name.startswith("test")

    # --- loops ---------------------------------------------------------------------------------
    def loops(self, node: ast.AST) -> Tuple[ast.AST, ...]:
        """The loops of `node`'s function that repeat it, without those that run once."""
        return tuple(loop for loop in self.index.loops(node) if not self.runs_once(loop))

    def loop(self, node: ast.AST, statements_only: bool = False) -> Optional[ast.AST]:
        """The innermost loop that repeats `node` in its function, unless a guard or an exit makes it run once."""
        loops = [loop for loop in self.loops(node) if not statements_only or isinstance(loop, STATEMENT_LOOPS)]
        for loop in reversed(loops):
            if self.create_once(node, loop) is not None:
                return None
            if not self.leaves_loop(node, loop):
                return loop
        return None

    def varying(self, loop: ast.AST) -> FrozenSet[str]:
        """Names that take a new value on each iteration: loop targets and names assigned in the loop."""
        return self._varying.get(loop, frozenset())

    @cached_property
    def _varying(self) -> Dict[ast.AST, FrozenSet[str]]:
        found: Dict[ast.AST, Set[str]] = {}
        for table in self.facts.bindings.by_scope.values():
            for name, bindings in table.items():
                for binding in bindings:
                    node = binding.node
                    for loop in self.index.loops(node) if node in self.index.context else ():
                        found.setdefault(loop, set()).add(name)
                    if isinstance(node, (ast.For, ast.AsyncFor)):
                        found.setdefault(node, set()).add(name)
        for comprehension in self.index.nodes(*COMPREHENSIONS):
            names = found.setdefault(comprehension, set())
            for clause in comprehension.generators:  # type: ignore[attr-defined]
                names.update(target_names(clause.target))
        return {loop: frozenset(names) for loop, names in found.items()}

    def varying_attributes(self, loop: ast.AST) -> FrozenSet[str]:
        """Attribute chains the loop assigns on each iteration (`self.global_step += 1`, `self.lr = lr * 0.9`),
        spelled as `dotted` spells them; a chain on a name the loop rebinds is not one (that object is new)."""
        return self._varying_attributes.get(loop, frozenset())

    @cached_property
    def _varying_attributes(self) -> Dict[ast.AST, FrozenSet[str]]:
        found: Dict[ast.AST, Set[str]] = {}
        for node in self.index.nodes(ast.Assign, ast.AugAssign, ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]  # type: ignore[attr-defined]
            chains = [dotted(t) for t in targets if isinstance(t, ast.Attribute)]
            for loop in self.index.loops(node):
                found.setdefault(loop, set()).update(chain for chain in chains if chain is not None)
        return {loop: frozenset(chains) for loop, chains in found.items()}

    def picked_per_pass(self, value: ast.expr, loop: ast.AST, depth: int = 3) -> bool:
        """`value` is one of the objects `loop` walks: its target, or a name the loop binds from one, through up
        to `depth` bindings (`for name, data in weights.items(): var = tf.get_variable(name)`). Code on it runs
        once per object, not once per step."""
        if not isinstance(loop, (ast.For, ast.AsyncFor)):
            return False
        if isinstance(value, ast.Subscript):  # `to_w[i]` in `for i in range(len(to_w)):`
            return any(self.picked_per_pass(n, loop, depth) for n in ast.walk(value.slice) if isinstance(n, ast.Name))
        if not isinstance(value, ast.Name):
            return False
        targets = set(target_names(loop.target))
        table = self.facts.bindings.by_scope.get(self.index.scope(loop), {})
        names, seen = {value.id}, set()
        for _ in range(depth + 1):
            if names & targets:
                return True
            seen |= names
            names = {
                read
                for name in names
                for binding in table.get(name, [])
                if binding.value is not None and self.index.is_within(binding.node, loop)
                for read in names_in(binding.value)
            } - seen
        return False

    def counters(self, loops: Sequence[ast.AST]) -> FrozenSet[str]:
        """Names that hold a Python number changing every iteration of one of `loops`: `i` of `range`/`enumerate`,
        `step += 1`, and names computed from them."""
        found: Set[str] = set()
        kinds = self.facts.kinds
        for loop in loops:
            for name in self.varying(loop):
                owner = self.facts.bindings.owner(name, loop) or self.index.scope(loop)  # a `global` counter too
                for binding in self.facts.bindings.by_scope.get(owner, {}).get(name, []):
                    if binding.node is loop or self.index.is_within(binding.node, loop):
                        if kinds.of_binding(binding).name == K.NUMBER:
                            found.add(name)
        return frozenset(found)

    # --- functions that run repeatedly ------------------------------------------------------------
    def repeats(self, node: ast.AST, through_calls: bool = True, local_only: bool = False) -> Optional[Repetition]:
        """Why `node` runs many times, or None. `local_only`: from this module's evidence alone (not from other
        modules' calls), as the project summary records it."""
        handing = self._handing_call(node)
        if handing is not None:
            if self.facts.calls.handing(handing)[1] == MAPPED:
                callee = self.index.short(handing.func, 40)
                return Repetition(f"a lambda handed to `{callee}`, which runs it once per element")
            return self.repeats(handing, through_calls, local_only)  # a lambda runs when the call it is given does
        loop = self.loop(node)
        if loop is not None:
            return Repetition(
                "in a loop",
                loop=loop,
                bounded=self.bounded(loop),
                # A sweep nested in a loop that repeats it is not bounded: `for gen in range(500): for cand in (a,
                # b):` runs its body a thousand times (jsikyoon/pathnet#3).
                sweep=all(self.sweep(around) for around in self.loops(node)),
                runs_session=self._runs(loop),
            )
        if self.loops(node):
            return None  # in a loop, but guarded or leaving it
        if not through_calls:
            return None
        function = self.index.function(node)
        if function is None:
            return self._script_rerun(node)
        if self.create_once(node, function) is not None:
            return None
        repeated = self.function_repeats(function, local_only=local_only)
        if repeated is not None and repeated.stable and self._default_passed(node, function, repeated.stable):
            return None
        return repeated

    def _default_passed(self, node: ast.AST, function: ast.AST, passed: FrozenSet[str]) -> bool:
        """`node` fills in a default that what repeats `function` always passes: the body of `if model is None:`
        when every repeated run is handed the same `model` (openl3#23: the model loaded once, then `model=model`
        for each file; the default build runs only for a caller that omits it)."""
        child = node
        for ancestor in self.index.ancestors(node):
            if ancestor is function:
                return False
            if isinstance(ancestor, ast.If) and child in ancestor.body:
                defaulted = _defaulted_arguments(ancestor.test, function)
                if defaulted and defaulted <= passed:
                    return True
            child = ancestor
        return False

    def _script_rerun(self, node: ast.AST) -> Optional[Repetition]:
        """The top level of a Streamlit page script runs on every interaction (streamlit#2870: a model loaded at the
        top reloads for each uploaded image); not behind a create-once guard (`if "model" not in st.session_state:`),
        nor in a class body."""
        if not self.page_script or isinstance(self.index.scope(node), ast.ClassDef):
            return None
        if self.create_once(node, self.index.tree) is not None:
            return None
        return Repetition(SCRIPT_RERUN)

    @cached_property
    def page_script(self) -> bool:
        """The module is a Streamlit page script: it calls Streamlit's API at its top level (`st.title(...)`,
        `st.file_uploader(...)`). A module of such an app that only defines functions is imported once."""
        facts = self.facts
        if "streamlit" not in facts.imports.roots:
            return False
        return any(
            self.index.function(call) is None and (facts.kinds.qualified(call.func) or "").startswith("streamlit.")
            for call in self.index.nodes(ast.Call)
            if isinstance(call, ast.Call)
        )

    def _handing_call(self, node: ast.AST) -> Optional[ast.Call]:
        """The call a lambda holding `node` is handed to as an argument (`helper(x, pred_func=lambda b:
        model.predict(b))`): the lambda runs when that call runs it, so it repeats with that call."""
        scope = self.index.scope(node)
        if not isinstance(scope, ast.Lambda):
            return None
        holder = self.index.parent.get(scope)
        if isinstance(holder, ast.keyword):
            holder = self.index.parent.get(holder)
        if isinstance(holder, ast.Call) and holder.func is not scope and scope is not getattr(holder, "func", None):
            return holder
        return None

    def function_repeats(
        self, function: ast.AST, depth: int = MAX_DEPTH, local_only: bool = False
    ) -> Optional[Repetition]:
        """Why `function` runs many times: its callers, or what kind of function it is."""
        key = (function, local_only, depth)  # the answer depends on how deep callers are followed
        if key in self._functions:
            return self._functions[key]
        if key in self._pending:
            self._cycles += 1  # recursion: no answer here, and none that depends on it is kept
            return None
        self._pending.add(key)
        cycles, cuts = self._cycles, self.facts.calls.cuts
        try:
            found = self._function_repeats(function, depth, local_only)
        finally:
            self._pending.discard(key)
        if (self._cycles == cycles or not self._pending) and self.facts.calls.settled(cuts):
            self._functions[key] = found  # not kept when a recursion cut it short below an unfinished question
        return found

    def _function_repeats(self, function: ast.AST, depth: int, local_only: bool) -> Optional[Repetition]:
        facts = self.facts
        name = getattr(function, "name", "")
        info = facts.classes.of_method(function)
        if (name in ONCE_FUNCTIONS and info is not None) or facts.calls.cached(function):
            return None  # a method run once per object (`__init__`, a layer's `build`), or a cached function
        if facts.tf_functions.traced.get(function) is not None:
            return None  # its Python runs once per trace
        if CALLBACK_HOOK.match(name) and (info is None or info.kind in ("callback", "plain")):
            every = "epoch" if "epoch" in name else "batch"
            reason = f"`{name}` is a Keras callback hook, run on every {every}"
            # Keras calls the hooks of one callback object: `self` is the same on every run.
            return Repetition(
                reason,
                path=(name,),
                per_epoch=every == "epoch",
                runs_session=self._runs(function),
                stable=frozenset(parameters(function)[:1]) if isinstance(function, FUNCTIONS) else frozenset(),
            )
        hook = info is not None and any(last(dotted(base) or "") == "SessionRunHook" for base in info.bases)
        if name in SESSION_HOOK_METHODS and hook:
            reason = f"`{name}` is a TF1 `SessionRunHook` method, run on every session step"
            return Repetition(reason, path=(name,), runs_session=True)
        if name == "__getitem__" and info is not None and self._keras_sequence(info):
            # keras#13336: a teacher model's `predict` in the `__getitem__` that `fit` calls for every batch
            return Repetition(f"`{name}` of a Keras `Sequence` runs for every batch", path=(name,))
        if self._is_handler(function):
            reason = f"`{name}` handles requests, once per request"
            # Each request brings its own arguments (the view's request, an event, a message) and Flask's `request`.
            varying = _given(function) | {"request"}
            return Repetition(reason, path=(name,), runs_session=self._runs(function), varying=varying)
        for call in facts.calls.mapped(function):
            callee = self.index.short(call.func, 40)
            return Repetition(f"`{name}` is called once per element by `{callee}`", path=(name,))
        for call, how in facts.calls.run_by(function):
            callee = self.index.short(call.func, 40)
            if how == DRIVEN:
                return Repetition(f"`{name}` is the objective `{callee}` runs once per trial", path=(name,))
            if how == SERVED:
                per = "message" if last(dotted(call.func) or "") in MESSAGE_SOURCES else "request"
                return Repetition(f"`{name}` is served by `{callee}`, once per {per}", path=(name,))
            runner = self.repeats(call)
            if runner is not None:
                return Repetition(f"`{name}` runs on every `{callee}`, {runner.reason}", path=(name,))
        for keyword, call in facts.calls.callbacks(function):
            every = "epoch" if "epoch" in keyword else "step"
            callee = self.index.short(call.func, 40)
            reason = f"`{name}` is passed as `{keyword}=` to `{callee}`, which calls it every {every}"
            return Repetition(reason, path=(name,), per_epoch=every == "epoch", runs_session=self._runs(function))
        if depth == 0:
            return None
        found = self._local_callers(function, name, depth, local_only)
        if found is not None:
            return replace(found, stable=found.stable | self._stable_in_other_loops(function))
        if local_only or facts.project is None:
            return None
        external = facts.project.repeated_callers(function, facts)
        if external is not None:
            repeated = _from_other_module(name, external, external.runs_session or self._runs(function))
            # What the other module's calls do not pass the same each time changes from one run to the next.
            return replace(repeated, varying=_given(function) - external.stable)
        return None

    def constructed_repeatedly(self, init: ast.AST) -> Optional[Repetition]:
        """How a class's `__init__`, which runs once per object, runs many times all the same: the class is
        constructed in a loop, or by code that runs repeatedly, here or in another module of the project. For what
        every new object makes (`self.dnn = keras.Sequential(...)`, tensorflow#62854)."""
        info = self.facts.classes.of_method(init)
        if getattr(init, "name", "") != "__init__" or info is None:
            return None
        found = self._local_callers(init, f"{info.name}(...)", MAX_DEPTH, False)
        if found is not None or self.facts.project is None:
            return found
        external = self.facts.project.repeated_callers(init, self.facts)
        return _from_other_module(f"{info.name}(...)", external, external.runs_session) if external else None

    def _local_callers(self, function: ast.AST, name: str, depth: int, local_only: bool) -> Optional[Repetition]:
        """The first call of `function` in this module that runs repeatedly: in a loop, or in a repeated caller."""
        for site in self.facts.calls.callers(function):
            if self.index.is_within(site, function):
                continue  # recursion
            repeated = self.repeats(site, through_calls=False)
            caller = self.index.function(site)
            caller_name = getattr(caller, "name", "")
            sessions = self.facts.sessions
            if repeated is not None and repeated.loop is not None and sessions.in_new_graph(site, repeated.loop):
                continue  # `for frame in video: with tf.Graph().as_default(): stylize(frame)`: a new graph each
            if repeated is not None:
                reason = f"`{name}` is called in a loop " + (f"in `{caller_name}`" if caller else "at module level")
                return Repetition(
                    reason,
                    site=site,
                    path=(name,),
                    bounded=repeated.bounded,
                    sweep=repeated.sweep,
                    runs_session=repeated.runs_session or self._runs(function),
                    # A loop that resets the graph on each pass (`ops.reset_default_graph()` after each layer's
                    # model in a DBN's pretraining) builds each call's ops into a graph of its own.
                    resets=repeated.resets or (repeated.loop is not None and sessions.resets_graph(repeated.loop)),
                    stable=self.stable_arguments(site, function, repeated),
                    varying=self._varying_arguments(site, function, repeated),
                )
            if caller is not None and self.create_once(site, caller) is None and not self.loops(site):
                if sessions.in_new_graph(site):
                    continue  # each run of the caller builds into a graph of its own
                outer = self.function_repeats(caller, depth - 1, local_only)
                if outer is not None:
                    return Repetition(
                        f"`{name}` is called by `{caller_name}`, which runs repeatedly ({outer.reason})",
                        site=outer.site or site,
                        path=(*outer.path, name),
                        per_epoch=outer.per_epoch,
                        bounded=outer.bounded,
                        sweep=outer.sweep,
                        runs_session=outer.runs_session or self._runs(function),
                        graph_mode=outer.graph_mode,
                        resets=outer.resets,  # the caller's caller starts each pass afresh: so does this call
                        stable=self.stable_arguments(site, function, outer),
                        varying=self._varying_arguments(site, function, outer),
                    )
        return None

    def calls_only_in_loops(self, function: ast.AST, callee: str) -> bool:
        """`function` calls the function named `callee` and does so only inside its own loops."""
        calls = self.facts.calls
        sites = [
            c for c in self.facts.calls_in(function) if any(getattr(t, "name", "") == callee for t in calls.resolve(c))
        ]
        return bool(sites) and all(self.loops(site) for site in sites)

    def function_runs_once(self, function: ast.AST) -> bool:
        """The module runs `function` once, or it is code that runs once per object or test: set-up
        (`__init__`, `build`, `setUp`, `init_*`, `shutdown*`), a test, a function caching its result, or one
        `called_once`."""
        name = getattr(function, "name", "")
        if name in ONCE_FUNCTIONS:
            return True
        if name.startswith(SETUP_PREFIXES):
            # A test runner calls `test_*` once; a `test_layer(layer)` helper that a test calls in a loop repeats.
            return not self.facts.calls.callers(function) or self.called_once(function)
        return self.facts.calls.cached(function) or self.called_once(function)

    def _stable_in_other_loops(self, function: ast.AST) -> FrozenSet[str]:
        """Parameters some loop of this module passes the same object on every iteration (any of its calls in a
        loop, not only the one a repetition names)."""
        found: Set[str] = set()
        for site in self.facts.calls.callers(function):
            repeated = self.repeats(site, through_calls=False)
            if repeated is not None and not self.index.is_within(site, function):
                found |= self.stable_arguments(site, function, repeated)
        return frozenset(found)

    def same_each_run(self, value: ast.expr, repeated: Repetition) -> bool:
        """Whether a name or attribute chain read where `repeated` repeats is the same object on every run: a loop
        does not rebind it; in a function that runs repeatedly, it is a parameter in `repeated.stable` (or an
        attribute of one) the function does not assign, or a module-level name the calling loop does not
        rebuild. A local of the function is new on every call."""
        chain = dotted(value)
        if chain is None:
            return False
        if repeated.loop is not None:
            return not self.rebinds(repeated.loop, value)
        function = self.index.function(value)
        if function is None:
            return False
        root = chain.split(".", 1)[0]
        bindings = self.facts.bindings.by_scope.get(function, {}).get(root, [])
        if any(b.how != PARAMETER for b in bindings) or chain in self._assigned_in(function):
            return False  # built (or fetched) on every call
        if bindings:
            return root in repeated.stable
        calling = self.loop(repeated.site) if repeated.site is not None else None
        return calling is None or not self.rebinds(calling, value)

    def as_passed(self, value: ast.expr, repeated: Repetition) -> Optional[Tuple[ast.AST, str]]:
        """For a chain read in a function that a loop of this module calls directly: that loop, and the chain as
        the loop sees it (`model.optimizer` in `set_lr(model)`, called as `set_lr(net)`, is `net.optimizer`)."""
        function = self.index.function(value)
        site, chain = repeated.site, dotted(value)
        if repeated.loop is not None or len(repeated.path) != 1 or not isinstance(site, ast.Call) or chain is None:
            return None
        loop = self.loop(site)
        if function is None or loop is None:
            return None
        root, dot, rest = chain.partition(".")
        if root in repeated.stable:
            passed = self.facts.calls.argument_for(site, function, root)
            outer = dotted(passed) if passed is not None else None
            return (loop, outer + dot + rest) if outer is not None else None
        return loop, chain

    def _assigned_in(self, function: ast.AST) -> FrozenSet[str]:
        return frozenset(
            chain
            for node in walk_scope(function)
            if isinstance(node, ast.Assign)
            for target in node.targets
            for chain in _chains(target)
        )

    def run_chains(self, context: ast.AST) -> FrozenSet[Optional[str]]:
        """The names and attribute chains that a loop or function trains or runs (`model` for `model.fit(...)`,
        `self.net` for `self.net.predict(x)`)."""
        return frozenset(
            dotted(node.func.value)
            for node in walk_scope(context)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in RUN_METHODS
        )

    def run_arguments(self, site: ast.Call, function: Union[ast.AST, Target], loop: ast.AST) -> FrozenSet[str]:
        """The parameters of `function` whose argument at `site` (a name or attribute chain) `loop` also trains or
        runs: `model` for `set_loss_weights(model, ...)` in a loop that calls `model.fit(...)` (keras#6446)."""
        names = parameters(function) if isinstance(function, FUNCTIONS) else list(getattr(function, "params", ()))
        run = self.run_chains(loop)
        found = set()
        for name in names:
            argument = self.facts.calls.argument_for(site, function, name)
            if argument is not None and dotted(argument) in run:
                found.add(name)
        return frozenset(found)

    def stable_arguments(
        self, site: ast.Call, function: Union[ast.AST, Target], repeated: Repetition
    ) -> FrozenSet[str]:
        """The parameters of `function` (of this module or another) that `site`, run repeatedly as `repeated` says,
        passes the same object on every run: a name or attribute chain the repeating loop does not rebind, or one
        rooted in a stable parameter of the function that holds `site`."""
        names = parameters(function) if isinstance(function, FUNCTIONS) else list(getattr(function, "params", ()))
        calls = self.facts.calls
        found = set()
        for name in names:
            argument = calls.argument_for(site, function, name)
            chain = dotted(argument) if argument is not None else None
            if chain is None:
                continue
            if repeated.loop is not None:
                same = not self.rebinds(repeated.loop, argument)  # type: ignore[arg-type]
            else:
                same = chain.split(".", 1)[0] in repeated.stable
            if same:
                found.add(name)
        return frozenset(found)

    def _varying_arguments(self, site: ast.Call, function: ast.AST, repeated: Repetition) -> FrozenSet[str]:
        """The parameters of `function` that `site`, run repeatedly as `repeated` says, passes a new value on every
        run: an expression that reads a name or attribute chain the repeating loop rebinds, or a name that changes
        with a varying parameter of the function holding `site`."""
        if repeated.loop is not None:
            changing = self.varying(repeated.loop) | self.varying_attributes(repeated.loop)
        else:
            caller = self.index.function(site)
            changing = self.varying_per_run(caller, repeated) if caller is not None else frozenset()
        if not changing or not isinstance(function, FUNCTIONS):
            return frozenset()
        calls = self.facts.calls
        found = set()
        for name in parameters(function):
            argument = calls.argument_for(site, function, name)
            if argument is not None and reads(argument) & changing:
                found.add(name)
        return frozenset(found)

    def varying_per_run(self, function: FunctionNode, repeated: Repetition) -> FrozenSet[str]:
        """The names of `function`, run repeatedly as `repeated` says, that take a new value on every run: its
        parameters in `repeated.varying` and the names it assigns from them (`sigma = scale * (1 - step / n)`)."""
        found = set(repeated.varying)
        table = self.facts.bindings.by_scope.get(function, {})
        for _ in range(MAX_DEPTH):
            grown = {
                name
                for name, bindings in table.items()
                if name not in found and any(_reads_any(_assigned_value(b), found) for b in bindings)
            }
            if not grown:
                break
            found |= grown
        return frozenset(found)

    def called_once(self, function: ast.AST, depth: int = 3) -> bool:
        """Whether the module visibly runs a module-level function once per process: its entry point
        (`main()` under `if __name__ == "__main__":`, `app.run(main)`, `fire.Fire(train)`), or only called outside
        loops from module level or from functions that run once themselves."""
        if not isinstance(self.index.scope(function), ast.Module):
            return False
        if getattr(function, "name", None) in self.entry_points:
            return True
        sites = self.facts.calls.callers(function)
        if not sites or depth == 0:
            return False
        for site in sites:
            if self.index.loops(site):
                return False
            caller = self.index.function(site)
            if caller is not None and not self.called_once(caller, depth - 1):
                return False
        return True

    @cached_property
    def entry_points(self) -> FrozenSet[str]:
        """Functions the module runs as its entry point."""
        found: Set[str] = set()
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            if not isinstance(self.index.scope(call), ast.Module) or self.index.loops(call):
                continue
            if isinstance(call.func, ast.Name) and any(
                isinstance(a, ast.If) and _is_main_test(a.test) for a in self.index.ancestors(call)
            ):
                found.add(call.func.id)
            runner = dotted(call.func)
            if runner is not None and runner.rsplit(".", 1)[-1] in ("run", "Fire"):
                found.update(arg.id for arg in call.args if isinstance(arg, ast.Name))
                if not call.args and runner.split(".")[0] in ("tf", "app", "absl", "tensorflow"):
                    found.add("main")
        return frozenset(found)

    def _runs(self, code: ast.AST) -> bool:
        """Whether a loop or function runs a TF1 session (`sess.run`, `.eval()`), directly or through calls."""
        if isinstance(code, FUNCTIONS):
            return "runs a session" in self.facts.calls.effects(code)
        known = self._loops_running.get(code)
        if known is not None:
            return known  # asked for every call in the loop
        cuts = self.facts.calls.cuts
        found = self._loop_runs(code)
        if self.facts.calls.settled(cuts):
            self._loops_running[code] = found
        return found

    def _loop_runs(self, code: ast.AST) -> bool:
        for node in walk_scope(code):
            if isinstance(node, ast.Call):
                func = node.func
                if isinstance(func, ast.Attribute) and func.attr in ("run", "eval", "partial_run"):
                    return True
                if "runs a session" in self.facts.calls.call_effects(node):
                    return True
        return False

    def _keras_sequence(self, info: ClassInfo) -> bool:
        """A subclass of `keras.utils.Sequence` (Keras 3's `PyDataset`): Keras asks it for every batch by index."""
        for base in info.bases:
            qualified = self.facts.kinds.qualified(base) or dotted(base) or ""
            if last(qualified) in KERAS_SEQUENCES and (qualified.startswith("keras.") or "." not in qualified):
                return True
        return False

    def _is_handler(self, function: ast.AST) -> bool:
        name = getattr(function, "name", "")
        if name in HANDLER_METHODS:
            return True
        params = parameters(function) if isinstance(function, FUNCTIONS) else []
        if params[:1] and params[0] in REQUEST_PARAMETERS and self.facts.imports.roots & WEB_FRAMEWORKS:
            return True  # a Django view: `def search(request):`, `def predict(req):`
        if params[:2] == LAMBDA_PARAMETERS and self.index.scope(function) is self.index.tree:
            return True  # an AWS Lambda handler, run on every invocation (a warm container keeps the module)
        info = self.facts.classes.of_method(function)
        if name in VIEW_METHODS and info is not None:
            # `class Predict(Resource): def post(self):` (Flask-RESTful, Flask's MethodView, Django, Tornado)
            bases = {last(dotted(base) or "") for base in getattr(info.node, "bases", [])}
            if bases & VIEW_CLASSES:
                return True
        if name in ONCE_EVENTS:
            return False  # a bot's start-up event: once per run
        for decorator in getattr(function, "decorator_list", []):
            target = decorator.func if isinstance(decorator, ast.Call) else decorator
            name = dotted(target) or ""
            if "." in name and last(name) in HANDLER_DECORATORS:
                return True
            qualified = self.facts.imports.resolve(target) or ""
            if qualified.split(".")[0] in SERVING_LIBRARIES and last(qualified) in HANDLER_DECORATORS:
                return True  # `from bentoml import api`, then `@api(input=JsonInput())`
            if last(name) == DASH_CALLBACK and "dash" in self.facts.imports.roots:
                return True
        return False

    def fresh_each_pass(self, collection: ast.expr, loop: ast.AST) -> bool:
        """Whether the collection `collection` (a name or attribute chain used in `loop`) holds one pass of
        `loop` at a time: a loop around `loop` makes it anew or clears it (`xs = []`, `xs.clear()`), or it is a
        local name of a function that runs repeatedly, made anew on every call."""
        index, bindings = self.index, self.facts.bindings
        name = dotted(collection)
        if name is None or (isinstance(collection, ast.Name) and self._kept_whole(collection, loop)):
            return False
        if isinstance(collection, ast.Name):
            reaching = bindings.reaching(name, collection)
        else:
            reaching = bindings.reaching_chain(name, collection)
        outer = [o for o in index.loops(loop) if isinstance(o, STATEMENT_LOOPS)]
        if outer:
            around = outer[-1]
            if any(index.is_within(b.node, around) and not index.is_within(b.node, loop) for b in reaching):
                return True
            if any(_empties(n, name) and not index.is_within(n, loop) for n in walk_scope(around)):
                return True
        function = index.function(loop)
        local = isinstance(collection, ast.Name) and bool(reaching)
        if not local or function is None or any(index.scope(b.node) is not function for b in reaching):
            return False
        return self.function_repeats(function) is not None

    def _kept_whole(self, collection: ast.Name, loop: ast.AST) -> bool:
        """The list a pass fills is itself kept by a longer-lived one (`epoch_log.append(batch_losses)`,
        `history[epoch] = batch_losses`): every pass's elements stay, though the name is made anew each time."""
        scope = self.index.scope(loop)
        for node in walk_scope(scope):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in KEEPERS:
                if any(isinstance(a, ast.Name) and a.id == collection.id for a in node.args):
                    return True
            elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Name) and node.value.id == collection.id:
                if any(isinstance(t, ast.Subscript) for t in node.targets):
                    return True
        return False

    def emptied_in(self, collection: ast.expr, loop: ast.AST) -> bool:
        """Whether `loop` itself empties the collection `collection` (a name or attribute chain it adds to): it
        rebinds it to an empty list (`grads = []`), clears it (`grads.clear()`, `del grads[:]`), on every pass or
        only some (`if step % 32 == 0: apply(grads); grads = []`). The collection holds at most the passes between
        two resets."""
        name = dotted(collection)
        return name is not None and any(_empties(node, name) for node in walk_scope(loop))

    def repeated_scope(self, node: ast.AST) -> bool:
        return self.repeats(node) is not None

    # --- what a loop rebinds ----------------------------------------------------------------------
    def rebinds(self, loop: ast.AST, target: ast.AST) -> bool:
        """Whether an iteration of `loop` may give `target` (a name or an attribute chain such as `self.model`) a
        new value: its first name is in `varying(loop)`, or the loop assigns the chain itself (`self.model = ...`,
        `for self.x in ...`, `with ... as self.x`)."""
        name = dotted(target)
        if name is None:
            return False
        return name.split(".", 1)[0] in self.varying(loop) or name in self._assigned_chains.get(loop, frozenset())

    @cached_property
    def _assigned_chains(self) -> Dict[ast.AST, FrozenSet[str]]:
        """For each loop, the attribute chains its iterations assign (in its own scope)."""
        found: Dict[ast.AST, Set[str]] = {}
        index = self.index
        for node in index.nodes(
            ast.Assign, ast.AnnAssign, ast.AugAssign, ast.For, ast.AsyncFor, ast.With, ast.AsyncWith
        ):
            if isinstance(node, ast.Assign):
                targets: List[ast.AST] = list(node.targets)
            elif isinstance(node, (ast.With, ast.AsyncWith)):
                targets = [item.optional_vars for item in node.items if item.optional_vars is not None]
            else:
                targets = [node.target]  # type: ignore[attr-defined]
            loops = list(index.loops(node))
            if isinstance(node, (ast.For, ast.AsyncFor)):
                loops.append(node)
            chains = {name for target in targets for name in _chains(target)}
            for loop in loops:
                found.setdefault(loop, set()).update(chains)
        return {loop: frozenset(chains) for loop, chains in found.items()}


def once_branch(test: ast.expr) -> Optional[str]:
    """Which branch of `if test:` runs once per object or key (BODY or ORELSE), or None when `test` is no
    create-once guard. A periodic test (`step % 100 == 0`) and a constant never are."""
    if any(isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) for node in ast.walk(test)):
        return None
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = once_branch(test.operand)
        if inner is not None:
            return BODY if inner == ORELSE else ORELSE
        return BODY if isinstance(test.operand, (ast.Name, ast.Attribute, ast.Subscript, ast.Call)) else None
    if isinstance(test, ast.BoolOp):
        branches = [once_branch(value) for value in test.values]
        # `if cached is not None and shape == seen: return cached` is a memo per key: its `else` runs once per
        # key. The order of preference follows De Morgan's laws, so `not (a and b)` reads as `not a or not b`.
        first, second = (BODY, ORELSE) if isinstance(test.op, ast.And) else (ORELSE, BODY)
        return first if first in branches else second if second in branches else None
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        return _compare_branch(test.left, test.ops[0], test.comparators[0])
    if isinstance(test, ast.Call) and last(dotted(test.func) or "") in ("hasattr", "getattr"):
        return ORELSE
    name = dotted(test) if isinstance(test, (ast.Name, ast.Attribute)) else None
    if name is not None:
        flag = last(name)
        return BODY if FIRST_FLAG.search(flag) else ORELSE if DONE_FLAG.search(flag) else None
    return None


def _empties(node: ast.AST, name: str) -> bool:
    """`name = []` (or `list()`, `()`), `name.clear()`, `del name[:]`: the collection `name` starts over."""
    if isinstance(node, ast.Assign):
        value = node.value
        empty = isinstance(value, (ast.List, ast.Tuple)) and not value.elts
        empty |= isinstance(value, ast.Call) and dotted(value.func) == "list" and not value.args and not value.keywords
        return empty and any(dotted(target) == name for target in node.targets)
    if isinstance(node, ast.Call):
        return dotted(node.func) == f"{name}.clear" and not node.args
    if isinstance(node, ast.Delete):
        return any(
            isinstance(t, ast.Subscript)
            and dotted(t.value) == name
            and isinstance(t.slice, ast.Slice)
            and t.slice.lower is None
            and t.slice.upper is None
            for t in node.targets
        )
    return False


def _unconditional(block: List[ast.stmt]) -> List[ast.stmt]:
    """The statements that run whenever `block` does (into `with` bodies and a `try`'s body and `finally`)."""
    found: List[ast.stmt] = []
    for statement in block:
        found.append(statement)
        if isinstance(statement, (ast.With, ast.AsyncWith)):
            found += _unconditional(statement.body)
        elif isinstance(statement, ast.Try):
            found += _unconditional(statement.body) + _unconditional(statement.finalbody)
    return found


def _flag_value(value: object) -> Optional[bool]:
    """How true a constant set to a flag is: `True`/`1`, `False`/`0`/`None`; None for anything else."""
    return bool(value) if value is None or type(value) in (bool, int) else None


def _first_pass(test: ast.expr) -> bool:
    """`step == 0`: the first pass of a counter."""
    return (
        isinstance(test, ast.Compare)
        and len(test.ops) == 1
        and isinstance(test.ops[0], ast.Eq)
        and any(
            isinstance(side, ast.Constant) and type(side.value) is int and side.value == 0
            for side in (test.left, *test.comparators)
        )
    )


def _is_periodic(test: ast.expr) -> bool:
    """`step % 100 == 0`, `(i + 1) % n == 0`, `epoch % every == 0 and verbose`: true once every N passes."""
    parts = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
    return any(
        isinstance(part, ast.Compare)
        and len(part.ops) == 1
        and isinstance(part.ops[0], ast.Eq)
        and isinstance(part.left, ast.BinOp)
        and isinstance(part.left.op, ast.Mod)
        for part in parts
    )


def _catches_lookup(handler: ast.ExceptHandler) -> bool:
    """`except KeyError:` (or `LookupError`, `AttributeError`, TensorFlow's `NotFoundError`): the handler builds
    what the `try` failed to find, so it runs once per key; a bare `except:` or `except Exception:` is no guard."""
    types = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    names = [last(dotted(t) or "") for t in types if t is not None]
    return bool(names) and all(name in LOOKUP_ERRORS for name in names)


def _compare_branch(left: ast.expr, op: ast.cmpop, right: ast.expr) -> Optional[str]:
    if isinstance(op, (ast.In, ast.NotIn)):  # a key in a cache; not a word in a string (`"cnn" in name`)
        # A constant key in Streamlit's per-session store is one: `if "model" not in st.session_state:`.
        session = (dotted(right) or "").rpartition(".")[2] == "session_state"
        if (isinstance(left, ast.Constant) and not session) or isinstance(right, LITERALS):
            return None
        return BODY if isinstance(op, ast.NotIn) else ORELSE
    if not any(isinstance(side, ast.Constant) and _is_empty(side.value) for side in (left, right)):
        return None
    if isinstance(op, (ast.Is, ast.Eq)):
        return BODY
    return ORELSE if isinstance(op, (ast.IsNot, ast.NotEq)) else None


def _is_empty(value: object) -> bool:
    """None, False or 0: what a value not made yet (`x is None`) or a first pass (`step == 0`) compares to."""
    return value is None or value is False or (type(value) is int and value == 0)


def _defaulted_arguments(test: ast.expr, top: ast.AST) -> FrozenSet[str]:
    """The parameters of the function `top` that `test` checks for a missing value (`train_op is None`,
    `not train_op`), when that is all it checks; else nothing. Such a block fills in a default on every call
    that omits the argument: nothing outlives the call, so it is not a create-once guard."""
    if not isinstance(top, FUNCTIONS):
        return frozenset()
    arguments = set(parameters(top)) - {"self", "cls"}
    tests = test.values if isinstance(test, ast.BoolOp) else [test]
    found: Set[str] = set()
    for part in tests:
        if isinstance(part, ast.UnaryOp) and isinstance(part.op, ast.Not):
            part = part.operand
        elif isinstance(part, ast.Compare) and len(part.ops) == 1:
            if not (isinstance(part.comparators[0], ast.Constant) and part.comparators[0].value is None):
                return frozenset()
            part = part.left
        if not (isinstance(part, ast.Name) and part.id in arguments):
            return frozenset()
        found.add(part.id)
    return frozenset(found)


def _chains(target: ast.AST) -> List[str]:
    """The attribute chains an assignment target binds (`self.model` in `self.model, n = ...`)."""
    if isinstance(target, (ast.Tuple, ast.List)):
        return [chain for element in target.elts for chain in _chains(element)]
    if isinstance(target, ast.Starred):
        return _chains(target.value)
    name = dotted(target) if isinstance(target, ast.Attribute) else None
    return [name] if name is not None else []


def _is_main_test(test: ast.expr) -> bool:
    """`__name__ == "__main__"`."""
    return (
        isinstance(test, ast.Compare)
        and isinstance(test.left, ast.Name)
        and test.left.id == "__name__"
        and any(isinstance(c, ast.Constant) and c.value == "__main__" for c in test.comparators)
    )


def _assigned_value(binding: Binding) -> Optional[ast.expr]:
    """What an assignment or `for` binds a name from; for `x += step`, its right-hand side."""
    if binding.how == AUGMENTED and isinstance(binding.node, ast.AugAssign):
        return binding.node.value
    return binding.value if binding.how in (ASSIGN, LOOP_TARGET) else None


def _reads_any(value: Optional[ast.expr], names: Set[str]) -> bool:
    return value is not None and bool(reads(value) & names)


def reads_varying(node: ast.AST, varying: FrozenSet[str]) -> bool:
    return bool(names_in(node) & varying)


def statements_in(loop: ast.AST) -> List[ast.AST]:
    return [n for n in walk_scope(loop) if isinstance(n, ast.stmt)]


def is_function(node: object) -> bool:
    return isinstance(node, FUNCTIONS)


def over_graph_objects(loop: ast.AST) -> bool:
    """`for v in variables:`, `for t, value in zip(tensors, values):`: one op per graph object, built once.

    Such loops build the graph (an assign per variable) rather than repeat a step, so they are not counted as
    growing it; an enclosing epoch or step loop still is.
    """
    if not isinstance(loop, (ast.For, ast.AsyncFor)):
        return False
    words: Set[str] = set()
    for node in ast.walk(loop.iter):
        name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
        words.update(word.lower() for word in name.split("_"))
    return any(PER_OBJECT.match(word) for word in words)


def _from_other_module(name: str, external: ExternalRepetition, runs_session: bool) -> Repetition:
    """The repetition of `name` that another module's code makes (`ProjectView.repeated_callers`)."""
    return Repetition(
        f"`{name}` is {external.reason}",
        path=(name,),
        runs_session=runs_session,
        graph_mode=external.graph_mode,
        stable=external.stable,
        sweep=external.sweep,
        resets=external.resets,
        keeps_result=external.keeps_result,
        runs_passed=external.runs_passed,
    )


def _short_literal(iterable: Optional[ast.expr]) -> bool:
    """A literal list, tuple or set of a few elements, none starred."""
    return (
        isinstance(iterable, (ast.List, ast.Tuple, ast.Set))
        and 0 < len(iterable.elts) <= MAX_SWEEP
        and not any(isinstance(e, ast.Starred) for e in iterable.elts)
    )


def _device_words(name: str) -> bool:
    """A name keyed by device: `gpu_models`, `self._dev_grads`, not `args.dev` or `dev_set`."""
    words = set(name.lower().split("_"))
    return bool(DEVICE_WORDS & words) or bool(SHORT_DEVICE_WORDS & words and PER_DEVICE_WORDS & words)


def _given(function: ast.AST) -> FrozenSet[str]:
    """The parameters a call hands a function, not the object it is called on."""
    return frozenset(parameters(function)) - {"self", "cls"} if isinstance(function, FUNCTIONS) else frozenset()

"""Which function a call runs, and what a function does when it runs, following calls transitively.

A call resolves to the definitions Python would run: a nested or module-level `def` bound to the name, a method
through `self`/`cls`, `super()`, the class itself or an instance of a class of the module (constructors run
`__init__`), or a function of another module of the project (through the project index). A method call on a
receiver of unknown type resolves by name when exactly one class of the module defines that method and the name is
not a common one.

What a function does ("effects"): creates variables, creates tf.functions, builds graph ops, runs a session
(`sess.run`, `t.eval(feed_dict=...)`), builds a Keras model, predicts, compiles, trains, runs a model step (calls a
Keras model or layer bound to a name, records a GradientTape, applies gradients), clears the Keras session, starts a
fresh default graph. A function does what its own body does and what the functions it calls do, except
behind a create-once guard; each effect keeps the node that has it and the chain of calls to it, for messages.
"""

from __future__ import annotations

import ast
import builtins
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Dict, FrozenSet, List, Optional, Sequence, Set, Tuple, Union, cast

from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.bindings import ASSIGN, DEFINITION, IMPORT
from tflint_mem.analysis.imports import is_tf, last
from tflint_mem.analysis.lookalikes import (
    CACHE_DECORATORS,
    GRADIENT_TAPES,
    KERAS_BACKEND_RUNS,
    OPTIMIZER_STEP_METHODS,
    TRAINING_METHODS,
    VARIABLE_FACTORIES,
    is_clear_session,
    starts_fresh_graph,
)
from tflint_mem.analysis.repetition import (
    CALLBACK_KEYWORD,
    DRIVEN,
    MAPPED,
    MESSAGE_SUBSCRIBERS,
    RUN,
    SERVED,
    SUBSCRIPTION_METHODS,
)
from tflint_mem.analysis.syntax import FUNCTIONS, FunctionNode, dotted, names_in, parameters, walk_scope
from tflint_mem.analysis.syntax import keyword as keyword_argument
from tflint_mem.analysis.tf_api import TENSOR_ONLY_OPS, tf_api

if TYPE_CHECKING:
    from tflint_mem.analysis.classes import ClassInfo
    from tflint_mem.analysis.facts import ModuleFacts
    from tflint_mem.analysis.project import ExternalFunction

Target = Union[ast.FunctionDef, ast.AsyncFunctionDef, "ExternalFunction"]

VARIABLE = "creates a variable"
NEW_TF_FUNCTION = "creates a tf.function"
OPS = "builds graph ops"
SESSION_RUN = "runs a session"
MODEL = "builds a Keras model"
PREDICTS = "predicts"
COMPILES = "compiles a model"
TRAINS = "trains a model"


STEP = "runs a model step"
CLEARS_SESSION = "clears the Keras session"
FRESH_GRAPH = "starts a fresh default graph"
EFFECTS = (
    VARIABLE,
    NEW_TF_FUNCTION,
    OPS,
    SESSION_RUN,
    MODEL,
    PREDICTS,
    COMPILES,
    TRAINS,
    STEP,
    CLEARS_SESSION,
    FRESH_GRAPH,
)
# Calls that run a step by their name alone.
STEP_NAMES = frozenset({"GradientTape", "gradient", "apply_gradients", "minimize", "fit", "fit_generator"})
STEP_NAMES |= frozenset({"train_on_batch", "test_on_batch", "predict_on_batch"})
STEP_EFFECTS = frozenset({STEP, TRAINS, PREDICTS})
# Methods that call the function they are given once per element: a process or thread pool's, and pandas'.
POOL_MAPS = frozenset({"map", "imap", "imap_unordered", "starmap", "map_async", "starmap_async"})
# A Spark RDD's or a Dask bag's per-element methods (not `mapPartitions`: once per partition, the usual fix).
DISTRIBUTED_MAPS = frozenset({"map", "flatMap", "foreach", "mapValues", "flatMapValues"})
DISTRIBUTED_LIBRARIES = frozenset({"pyspark", "dask"})
PANDAS_APPLIES = frozenset({"apply", "applymap", "map", "progress_apply", "parallel_apply", "transform"})
# Gradio calls the function an interface or a component event is given once per request (`gr.Interface(fn=...)`,
# `button.click(classify, inputs, outputs)`): a model built there is built per request.
GRADIO_INTERFACES = frozenset({"Interface", "ChatInterface", "TabbedInterface"})
GRADIO_EVENTS = frozenset({"click", "submit", "change", "upload", "stream", "input", "select", "release"})
# Calls that run a function they are handed once in this process (a thread, a pool's task), and keywords that hand
# it. Not `multiprocessing.Process` (a process per trial returns its memory when it exits: the usual fix), nor a
# process pool's `apply_async`, which async-rl uses to start one long-lived worker process each.
RUNNERS = frozenset({"Thread", "Timer", "submit", "run_in_executor", "to_thread"})
HANDED_KEYWORDS = frozenset({"target", "func", "fn", "function", "objective"})
# Hyper-parameter searches that call the objective they are handed once per trial (given a trial count).
SEARCH_DRIVERS = frozenset({"optimize", "fmin", "gp_minimize", "forest_minimize", "gbrt_minimize", "run"})
SWEEP_AGENTS = frozenset({"wandb.agent"})  # run the function they are handed once per run of a sweep
TRIAL_COUNTS = frozenset({"n_trials", "max_evals", "n_calls", "num_samples", "max_trials", "n_iter"})
REMOTE_CALL = "remote"  # Ray's `f.remote(...)` runs the function `@ray.remote` decorates
BUILTIN_NAMES = frozenset(name for name in dir(builtins) if not name.startswith("_"))  # `len`, `isinstance` ...
# A method name this many classes of the module define, called on a receiver of unknown class, may run any of them.
MAX_SAME_NAMED = 3
# Method names too common to resolve by name alone on a receiver of unknown type.
GENERIC_METHODS = frozenset(
    {"run", "get", "set", "update", "call", "step", "reset", "close", "start", "stop", "add", "append", "apply"}
    | {"fit", "predict", "compile", "evaluate", "save", "load", "build", "forward", "train", "test", "__call__"}
    | {"__init__", "map", "filter", "read", "write", "send", "put", "items", "keys", "values", "copy", "format"}
    | {"restore"}
)


@dataclass(frozen=True)
class Effect:
    """A function does `what`: at `node` (in this module), reached through `path` (function names, outermost first;
    the last one has the effect itself, in `module` when that is another module of the project)."""

    what: str
    node: Optional[ast.AST]
    path: Tuple[str, ...]
    module: Optional[str] = None
    line: Optional[int] = None


class Calls:
    def __init__(self, facts: ModuleFacts) -> None:
        self.facts = facts
        self._resolved: Dict[int, List[Target]] = {}
        self._resolving: Set[int] = set()
        self._cuts = 0
        self._callers_found: Optional[Dict[ast.AST, List[ast.Call]]] = None
        self._effects: Dict[ast.AST, Dict[str, Effect]] = {}
        self._cached: Dict[ast.AST, bool] = {}  # `cached`, asked again for each question about a function

    # --- the module's calls, by scope ----------------------------------------------------------
    @cached_property
    def by_scope(self) -> Dict[ast.AST, List[ast.Call]]:
        found: Dict[ast.AST, List[ast.Call]] = {}
        for call in self.facts.index.nodes(ast.Call):
            found.setdefault(self.facts.index.scope(call), []).append(call)  # type: ignore[arg-type]
        return found

    def returns(self, function: ast.AST) -> List[ast.expr]:
        """The values a function returns (its own `return` statements, not nested functions')."""
        return [
            node.value  # type: ignore[attr-defined]
            for node in self.facts.index.nodes(ast.Return)
            if node.value is not None and self.facts.index.scope(node) is function  # type: ignore[attr-defined]
        ]

    # --- resolution ------------------------------------------------------------------------------
    def resolve(self, call: ast.Call) -> List[Target]:
        key = id(call)
        found = self._resolved.get(key)
        if found is not None:
            return found
        if key in self._resolving:
            self._cuts += 1  # recursion through kinds: nothing here, and nothing that depends on it is kept
            return []
        self._resolving.add(key)
        cuts = self._cuts
        try:
            found = self._resolve(call)
        finally:
            self._resolving.discard(key)
        if self.settled(cuts):
            self._resolved[key] = found
        return found

    @property
    def cuts(self) -> int:
        """How many resolutions a recursion has cut short so far (see `settled`)."""
        return self._cuts

    def settled(self, cuts: int) -> bool:
        """No resolution was cut short by a recursion since `cuts`, or none is still under way: what was computed
        since then does not depend on an unfinished answer, and may be kept."""
        return self._cuts == cuts or not self._resolving

    def _resolve(self, call: ast.Call) -> List[Target]:
        return self.reference(call.func)

    def reference(self, func: ast.expr) -> List[Target]:
        """The functions of the module (or project) an expression names: `f`, `self.step`, `helper.run`."""
        facts = self.facts
        if isinstance(func, ast.Name):
            return self._name(func.id, func)
        if not isinstance(func, ast.Attribute):
            return []
        receiver, method = func.value, func.attr
        classes = facts.classes
        if method == REMOTE_CALL and isinstance(receiver, ast.Name):
            # `detect.remote(frames)` of a `@ray.remote` function runs `detect` in a worker, once per call.
            remote: List[Target] = [
                t for t in self._name(receiver.id, receiver) if isinstance(t, FUNCTIONS) and _remote(t)
            ]
            if remote:
                return remote
        if isinstance(receiver, ast.Name):
            owner = facts.bindings.method_class(func, receiver.id)
            if owner is not None:
                if facts.bindings.hides_method(owner, method):
                    return []
                defined = classes.by_node[owner]
                return list(classes.method(defined, method)) or self._inherited(defined, method)
            info = classes.named(receiver.id)
            if info is not None and not facts.bindings.reaching(receiver.id, func):
                return list(classes.method(info, method))
            if info is not None and all(b.how == DEFINITION for b in facts.bindings.reaching(receiver.id, func)):
                return list(classes.method(info, method))
        if isinstance(receiver, ast.Call) and isinstance(receiver.func, ast.Name) and receiver.func.id == "super":
            function = facts.index.function(func)
            info = classes.of_method(function) if function is not None else None
            if info is not None:
                return [m for base in classes.mro(info)[1:] for m in base.methods.get(method, [])]
            return []
        qualified = facts.kinds.qualified(func)
        if qualified is not None and facts.project is not None:
            external = facts.project.function(qualified, facts)
            return [external] if external is not None else []
        kind = facts.kinds.of(receiver)
        if kind.name in (K.OBJECT, K.MODEL, K.LAYER) and kind.detail is not None:
            info = classes.named(kind.detail)
            if info is not None:
                return list(classes.method(info, method))
            if facts.project is not None:
                external = facts.project.method(kind.detail, method, facts)
                return [external] if external is not None else []
        if (
            kind.name in (K.UNKNOWN, K.OBJECT, K.MODEL, K.LAYER)
            and kind.detail is None
            and method not in GENERIC_METHODS
        ):
            # The receiver's class is not known: a method name only one class of the module defines.
            definitions = classes.method_names.get(method, [])
            if definitions and self._library_object(receiver):
                return []  # `writer.add_summary(...)` on a `tf.summary.FileWriter`, whatever the module defines
            if 0 < len(definitions) <= MAX_SAME_NAMED and not method.startswith("__"):
                return list(definitions)  # `agent.act(s)` with an `Agent` and a `RandomAgent`: it may run either
            if (
                not definitions
                and facts.project is not None
                and isinstance(receiver, ast.Name)
                and not method.startswith("__")
            ):
                external = facts.project.method_named(method, facts)  # the one imported class that defines it
                return [external] if external is not None else []
        return []

    def _inherited(self, info: ClassInfo, method: str) -> List[Target]:
        """`self.build_model()` in a subclass of a class another module of the project defines (a `DoubleDQNAgent`
        that extends `app.Agent.Agent`): that class's method, as its module's summary describes it."""
        project = self.facts.project
        if project is None:
            return []
        for owner in self.facts.classes.mro(info):
            for base in owner.bases:
                qualified = self.facts.imports.resolve(base)
                external = project.method(qualified, method, self.facts) if qualified is not None else None
                if external is not None:
                    return [external]
        return []

    def _library_object(self, receiver: ast.expr, depth: int = 2) -> bool:
        """Every value `receiver` is bound to is what a library's callable returns (`tf.summary.FileWriter(...)`),
        followed through plain aliases (`writer = self.file_writer`): an object of that library, not of a class of
        the module that happens to define a method of the same name."""
        facts = self.facts
        if isinstance(receiver, ast.Name):
            bindings = facts.bindings.reaching(receiver.id, receiver)
        elif isinstance(receiver, ast.Attribute) and isinstance(receiver.value, ast.Name):
            owner = facts.bindings.method_class(receiver, receiver.value.id)
            bindings = facts.bindings.attribute_bindings(owner, receiver.attr) if owner is not None else []
        else:
            return False
        values = [b.value if b.how == ASSIGN and b.unpacked is None else None for b in bindings]
        return bool(values) and all(self._library_value(value, depth) for value in values)

    def _library_value(self, value: Optional[ast.expr], depth: int) -> bool:
        if isinstance(value, ast.Call):
            return self._library_call(value)
        return depth > 0 and isinstance(value, (ast.Name, ast.Attribute)) and self._library_object(value, depth - 1)

    def _library_call(self, call: ast.Call) -> bool:
        """A call of an imported library's callable: a qualified name no module of the project defines."""
        qualified = self.facts.kinds.qualified(call.func)
        return qualified is not None and not self.resolve(call) and not self.constructs(call)

    def _name(self, name: str, at: ast.AST) -> List[Target]:
        facts = self.facts
        found: List[Target] = []
        bindings = facts.bindings.reaching(name, at)
        for binding in bindings:
            node = binding.node
            if binding.how == DEFINITION and isinstance(node, FUNCTIONS):
                found.append(node)
            elif binding.how == DEFINITION and isinstance(node, ast.ClassDef):
                found.extend(facts.classes.method(facts.classes.by_node[node], "__init__"))
            elif binding.how == IMPORT and facts.project is not None:
                qualified = facts.imports.resolve_dotted(name)
                external = facts.project.function(qualified, facts) if qualified else None
                if external is not None:
                    found.append(external)
            elif binding.how == ASSIGN and isinstance(binding.value, ast.Name) and binding.value.id != name:
                found.extend(self._name(binding.value.id, binding.value))
            elif binding.how == ASSIGN:
                return []  # `resize = tffunc(np.float32)(resize)`: the name may mean a wrapper, not the `def`
        if not bindings and facts.project is not None:
            qualified = facts.imports.resolve_dotted(name)
            external = facts.project.function(qualified, facts) if qualified else facts.project.star(name, facts)
            if external is not None:
                found.append(external)
        return found

    def argument_for(self, site: ast.Call, function: Union[ast.AST, Target], parameter: str) -> Optional[ast.expr]:
        """The expression `site` passes for `parameter` of `function` (of this module or another): a keyword, a
        positional argument, or, for the first parameter of a method called on an object (`obj.step(x)`), that
        object. None when the call passes nothing for it (the default applies) or the match is unknown (`*args`,
        `**kwargs` at the call)."""
        if isinstance(function, FUNCTIONS):
            names = [a.arg for a in (*function.args.posonlyargs, *function.args.args)]
        else:
            names = list(getattr(function, "params", ()))  # another module's function, as its summary lists them
        if any(isinstance(a, ast.Starred) for a in site.args) or any(k.arg is None for k in site.keywords):
            return None
        given = next((k.value for k in site.keywords if k.arg == parameter), None)
        if given is not None:
            return given
        if parameter not in names:
            return None
        implicit = names[:1] in (["self"], ["cls"]) and (isinstance(site.func, ast.Attribute) or self.constructs(site))
        position = names.index(parameter) - (1 if implicit else 0)
        if position == -1:
            return site.func.value if isinstance(site.func, ast.Attribute) else None  # `obj.step()`: self is obj
        return site.args[position] if position < len(site.args) else None

    def constructs(self, call: ast.Call) -> bool:
        """Whether the call makes an object of a class of the module (so resolves to `__init__`)."""
        return isinstance(call.func, ast.Name) and any(
            b.how == DEFINITION and isinstance(b.node, ast.ClassDef)
            for b in self.facts.bindings.reaching(call.func.id, call.func)
        )

    def makes_object(self, call: ast.Call) -> bool:
        """Whether the call makes an object of a class of the module or of another module of the project."""
        return self.constructs(call) or any(
            getattr(target, "qualname", "").endswith(".__init__") for target in self.resolve(call)
        )

    @property
    def _callers(self) -> Dict[ast.AST, List[ast.Call]]:
        if self._callers_found is not None:
            return self._callers_found
        found: Dict[ast.AST, List[ast.Call]] = {}
        cuts = self._cuts
        methods = self.facts.classes.method_names
        named = self._local_callables
        for call in self.facts.index.nodes(ast.Call):
            func = call.func  # type: ignore[attr-defined]
            if isinstance(func, ast.Attribute) and func.attr not in methods and func.attr != REMOTE_CALL:
                continue  # `x.m()` runs a function of this module only if a class here defines `m` (or Ray's)
            if isinstance(func, ast.Name) and func.id not in named:
                continue  # `f()` runs one only if the module defines or assigns `f` (`_name`)
            for target in self.resolve(call):  # type: ignore[arg-type]
                if isinstance(target, FUNCTIONS):
                    found.setdefault(target, []).append(call)  # type: ignore[arg-type]
        if self.settled(cuts):
            self._callers_found = found  # asked in the middle of a resolution, it may miss the call under way
        return found

    @cached_property
    def _defs_by_scope(self) -> Dict[ast.AST, List[ast.AST]]:
        """The `def`s of each scope, in source order."""
        found: Dict[ast.AST, List[ast.AST]] = {}
        for node in self.facts.index.nodes(ast.FunctionDef, ast.AsyncFunctionDef):
            found.setdefault(self.facts.index.scope(node), []).append(node)
        return found

    @cached_property
    def _local_callables(self) -> FrozenSet[str]:
        """The names a call `f()` can run a function of this module by (`_name`): those the module binds by a
        `def` or `class`, or by an assignment (`run = train_step`); an imported, builtin or parameter name runs
        none of its functions."""
        return frozenset(
            name
            for names in self.facts.bindings.by_scope.values()
            for name, bindings in names.items()
            if any(binding.how in (DEFINITION, ASSIGN) for binding in bindings)
        )

    def callers(self, function: ast.AST) -> List[ast.Call]:
        """The calls in this module that may run `function`."""
        return self._callers.get(function, [])

    @cached_property
    def _callbacks(self) -> Dict[ast.AST, List[Tuple[str, ast.Call]]]:
        found: Dict[ast.AST, List[Tuple[str, ast.Call]]] = {}
        for call in self.facts.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            for keyword in call.keywords:
                if keyword.arg is not None and CALLBACK_KEYWORD.search(keyword.arg):
                    for target in self.reference(keyword.value):
                        if isinstance(target, FUNCTIONS):
                            found.setdefault(target, []).append((keyword.arg, call))
        return found

    def mapped(self, function: ast.AST) -> List[ast.Call]:
        """The calls that run `function` once per element of a collection: `map(f, xs)`, `pool.map(f, xs)`,
        `executor.map(f, xs)`, `np.apply_along_axis(f, 1, x)`, pandas' `df["col"].apply(f)` (also through
        `functools.partial(f, model)`). `ds.map(f)` of tf.data traces `f` once, and is not one of these."""
        return [call for call, how in self._handing_of.get(function, []) if how == MAPPED]

    def run_by(self, function: ast.AST) -> List[Tuple[ast.Call, str]]:
        """The calls that run `function` they are handed, and how: a search driver (optuna's
        `study.optimize(objective, n_trials=100)`, hyperopt's `fmin`) calls it once per trial (DRIVEN), a UI
        framework (Gradio) once per request (SERVED), a runner (`Thread(target=f)`, `executor.submit(f, x)`,
        `loop.run_in_executor(None, f)`) once per call of it (RUN)."""
        return [(call, how) for call, how in self._handing_of.get(function, []) if how != MAPPED]

    def handing(self, call: ast.Call) -> Tuple[List[Target], Optional[str]]:
        """The functions (of this module or another) a call runs that it is handed rather than calls, and how:
        MAPPED (once per element), DRIVEN (once per trial of a search), SERVED (once per request) or RUN (once, by a
        thread or a pool)."""
        return self._handings.get(call, ([], None))

    @cached_property
    def _handings(self) -> Dict[ast.Call, Tuple[List[Target], str]]:
        """`handing` for every call of the module that hands a function on, classified once."""
        found: Dict[ast.Call, Tuple[List[Target], str]] = {}
        for call in self.facts.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            handed = self._handed_by(call)
            if handed is not None:
                found[call] = handed
        return found

    def _handed_by(self, call: ast.Call) -> Optional[Tuple[List[Target], str]]:
        how = self._how_handed(call)
        if how is None:
            return None
        if how == MAPPED:
            values = call.args[:1]
        elif how == SERVED:
            values = [k.value for k in call.keywords if k.arg in HANDED_KEYWORDS | {"callback"}] + list(call.args)
        else:
            values = [k.value for k in call.keywords if k.arg in HANDED_KEYWORDS] + list(call.args[:2])
        targets = [t for value in values if not isinstance(value, ast.Starred) for t in self.handed(value)]
        return targets, how

    def _how_handed(self, call: ast.Call) -> Optional[str]:
        facts = self.facts
        func, args = call.func, call.args
        name = last(dotted(func) or "")
        if name in SEARCH_DRIVERS and any(k.arg in TRIAL_COUNTS for k in call.keywords):
            return DRIVEN
        if facts.kinds.qualified(func) in SWEEP_AGENTS:
            return DRIVEN  # `wandb.agent(sweep_id, function=train)`: one run per configuration of the sweep
        if name in RUNNERS:
            return RUN
        if facts.kinds.qualified(func) in MESSAGE_SUBSCRIBERS or (
            isinstance(func, ast.Attribute) and func.attr in SUBSCRIPTION_METHODS
        ):
            return SERVED  # `rospy.Subscriber(topic, Image, self.handle)`: `handle` runs once per message
        if "gradio" in facts.imports.roots and (
            name in GRADIO_INTERFACES or (isinstance(func, ast.Attribute) and func.attr in GRADIO_EVENTS)
        ):
            return SERVED
        if not args or isinstance(args[0], ast.Starred):
            return None
        if name == "apply_along_axis" and facts.kinds.qualified(func) == "numpy.apply_along_axis":
            return MAPPED
        if isinstance(func, ast.Name) and func.id == "map" and len(args) >= 2:
            return MAPPED if not facts.bindings.reaching("map", func) else None
        if isinstance(func, ast.Attribute) and func.attr in DISTRIBUTED_MAPS:
            receiver = facts.kinds.of(func.value)
            if receiver.name == K.FOREIGN and (receiver.detail or "").split(".")[0] in DISTRIBUTED_LIBRARIES:
                return MAPPED  # `rdd.map(lambda x: score(x))`: once per element, on the workers
        if isinstance(func, ast.Attribute) and func.attr in POOL_MAPS and len(args) >= 2:
            if facts.datasets.traces_handed(call):
                return None  # `ds.map(parse, 4)`: tf.data traces `parse` once, it does not run it per element
            return RUN if self._process_per_task(func.value) else MAPPED
        if isinstance(func, ast.Attribute) and func.attr in PANDAS_APPLIES and "pandas" in facts.imports.roots:
            return MAPPED if facts.kinds.of(func.value).name != K.DATASET else None
        return None

    def _process_per_task(self, pool: ast.expr) -> bool:
        """A pool made with `maxtasksperchild=1`: each element runs in a fresh worker process, once, and what it
        builds goes with that process (the usual fix for memory that grows per fold, tensorflow#43702)."""
        values = [b.value for b in self.facts.bindings.reaching(pool.id, pool)] if isinstance(pool, ast.Name) else []
        return bool(values) and all(
            isinstance(value, ast.Call)
            and any(
                k.arg == "maxtasksperchild" and isinstance(k.value, ast.Constant) and k.value.value == 1
                for k in value.keywords
            )
            for value in values
        )

    @cached_property
    def _handing_of(self) -> Dict[ast.AST, List[Tuple[ast.Call, str]]]:
        found: Dict[ast.AST, List[Tuple[ast.Call, str]]] = {}
        for call, (targets, how) in self._handings.items():
            for target in targets:
                if isinstance(target, FUNCTIONS):
                    found.setdefault(target, []).append((call, how))
        return found

    def handed(self, value: ast.expr, depth: int = 2) -> List[Target]:
        """The functions a value handed on as a callable runs: `f`, `self.step`, `functools.partial(f, model)`, or a
        name assigned from such a partial."""
        if isinstance(value, ast.Call) and self.facts.kinds.qualified(value.func) == "functools.partial":
            return self.reference(value.args[0]) if value.args and depth > 0 else []
        if isinstance(value, ast.Name) and depth > 0:
            bindings = self.facts.bindings.reaching(value.id, value)
            partials = [b.value for b in bindings if b.how == ASSIGN and isinstance(b.value, ast.Call)]
            if partials and len(partials) == len(bindings):
                return [t for p in partials for t in self.handed(p, depth - 1)]
        return self.reference(value)

    def callbacks(self, function: ast.AST) -> List[Tuple[str, ast.Call]]:
        """Where `function` is handed on as a per-step callback: (the keyword, the call it is passed to), for
        `opt.minimize(model, step_callback=self._step)`, `scipy.optimize.minimize(f, x0, callback=log)`,
        `LambdaCallback(on_batch_end=record)`."""
        return self._callbacks.get(function, [])

    # --- what functions do ------------------------------------------------------------------------
    def direct_effects(self, function: ast.AST) -> Dict[str, Effect]:
        """What `function`'s own body does, outside create-once guards."""
        facts = self.facts
        name = getattr(function, "name", "<lambda>")
        found: Dict[str, Effect] = {}
        if self.cached(function):
            return found
        guarded = facts.repetition.create_once
        for call in self.by_scope.get(function, []):
            what = self.effect_of(call)
            unguarded = what in (CLEARS_SESSION, FRESH_GRAPH) or guarded(call, function) is None
            if what is not None and what not in found and unguarded:
                found[what] = Effect(what, call, (name,))
        for nested in self._defs_by_scope.get(function, ()):
            if facts.tf_functions.decorated(nested) is not None:
                if NEW_TF_FUNCTION not in found and guarded(nested, function) is None:
                    found[NEW_TF_FUNCTION] = Effect(NEW_TF_FUNCTION, nested, (name,))
        return found

    def _computes_in_numpy(self, call: ast.Call, qualified: str) -> bool:
        """An API that builds ops only for a tensor, given anything else (`TENSOR_ONLY_OPS`)."""
        if qualified.rpartition(".")[2] not in TENSOR_ONLY_OPS:
            return False
        given = call.args[0] if call.args else keyword_argument(call, "x")
        return given is None or self.facts.kinds.of(given).name not in (K.TENSOR, K.VARIABLE)

    def effect_of(self, call: ast.Call) -> Optional[str]:
        """What one call does, of the effects followed here."""
        facts = self.facts
        qualified = facts.kinds.qualified(call.func)
        if qualified is not None:
            if qualified in KERAS_BACKEND_RUNS:
                return SESSION_RUN if facts.sessions.runs_graph(call) else None  # not an op it adds
            if qualified in VARIABLE_FACTORIES:
                return VARIABLE
            if is_clear_session(qualified):
                return CLEARS_SESSION
            if starts_fresh_graph(qualified):
                return FRESH_GRAPH
            if qualified in GRADIENT_TAPES:
                return STEP
            if facts.tf_functions.made_by(call) is not None:
                return NEW_TF_FUNCTION
            made = facts.kinds.of(call)
            if made.name == K.MODEL:
                return MODEL
            if is_tf(qualified) and tf_api().builds_ops(qualified) and facts.tf_functions.tracing(call) is None:
                return None if self._computes_in_numpy(call, qualified) else OPS
            return None
        func = call.func
        if isinstance(func, ast.Name) and facts.tf1_era and self.runs_backend_function(call):
            return SESSION_RUN  # `compute([x, 0])`, made by `K.function(...)`: Keras 2 runs it in the TF1 session
        if isinstance(func, ast.Attribute):
            method = func.attr
            if facts.sessions.runs_graph(call):
                return SESSION_RUN
            if method in ("predict", "predict_on_batch") and facts.kinds.of(func.value).name != K.FOREIGN:
                return PREDICTS
            if method == "compile" and facts.kinds.of(func.value).name in (K.MODEL, K.UNKNOWN):
                return COMPILES
            if method in TRAINING_METHODS and facts.kinds.of(func.value).name != K.FOREIGN:
                return TRAINS
            if method in OPTIMIZER_STEP_METHODS and facts.kinds.of(func.value).name != K.FOREIGN:
                return STEP
        if dotted(func) is not None and (
            facts.kinds.of(func).name in (K.MODEL, K.LAYER) or any(k.arg == "training" for k in call.keywords)
        ):
            return STEP  # a model or layer bound to a name, run on an input (`Dense(8)(x)` builds one instead)
        if not isinstance(func, ast.Attribute) and facts.kinds.of(call).name == K.MODEL:
            # A Keras subclass of the module, or a model builder the module does not define (`build_model()`
            # imported from elsewhere); a function of the module that builds one is followed by `effects`.
            return MODEL if self.constructs(call) or not self.resolve(call) else None
        return None

    def runs_backend_function(self, call: ast.Call) -> bool:
        """A call of what `K.function(inputs, outputs, updates)` made: Keras 2's compiled graph function, the
        training step of the Keras 2 GAN notebooks (`netD_train([real, noise])`)."""
        func = call.func
        values = self.facts.bindings.values(func.id, func) if isinstance(func, ast.Name) else []
        return any(
            isinstance(v, ast.Call) and (self.facts.kinds.qualified(v.func) or "").endswith("keras.backend.function")
            for v in values
        )

    def runs_step(self, call: ast.Call) -> bool:
        """Whether a call runs a training or inference step: it calls a Keras model, layer or metric bound to a
        name (or passes `training=`), records a GradientTape, takes or applies gradients, trains or predicts
        (`fit`, `*_on_batch`), or runs a function that does one of these; a tf.function whose body is not in this
        module counts as one."""
        facts = self.facts
        name = dotted(call.func)
        if name is None:
            return False
        if last(name) in STEP_NAMES or any(k.arg == "training" for k in call.keywords):
            return True
        if facts.kinds.of(call.func).name in (K.MODEL, K.LAYER, K.METRIC):
            return True
        made = facts.tf_functions.called(call)
        if made is not None and made.definition is None:
            return True
        if made is not None and made.definition is not None and not isinstance(made.definition, ast.Lambda):
            effects = self.effects(made.definition)
        else:
            effects = self.call_effects(call)
        return bool(effects.keys() & STEP_EFFECTS)

    def effects(self, function: ast.AST) -> Dict[str, Effect]:
        """What `function` does, directly or through the functions it calls (transitively)."""
        found = self._effects.get(function)
        if found is not None:
            return found
        self._effects[function] = {}  # recursion
        found = dict(self.direct_effects(function))
        if not self.cached(function):
            name = getattr(function, "name", "<lambda>")
            guarded = self.facts.repetition.create_once
            for call in self.by_scope.get(function, []):
                if guarded(call, function) is not None:
                    continue
                for target in self.resolve(call):
                    for what, effect in self.target_effects(target).items():
                        if what not in found:
                            found[what] = Effect(what, effect.node, (name, *effect.path), effect.module, effect.line)
        self._effects[function] = found
        return found

    def target_effects(self, target: Target) -> Dict[str, Effect]:
        if isinstance(target, FUNCTIONS):
            return self.effects(target)
        return cast("Dict[str, Effect]", target.effects)

    def call_effects(self, call: ast.Call) -> Dict[str, Effect]:
        """What a call does through the functions it runs (all of them must do it)."""
        targets = self.resolve(call)
        if not targets:
            return {}
        per_target = [self.target_effects(target) for target in targets]
        shared = set(per_target[0]).intersection(*per_target[1:])
        return {what: per_target[0][what] for what in shared}

    def cached(self, function: ast.AST) -> bool:
        """A function that makes its result once: a cache decorator, or a memo check it starts with."""
        found = self._cached.get(function)
        if found is None:
            cuts = self._cuts
            found = self._makes_result_once(function)
            if self.settled(cuts):  # kept only if no resolution was cut short meanwhile (`resolve`)
                self._cached[function] = found
        return found

    def _makes_result_once(self, function: ast.AST) -> bool:
        decorators = getattr(function, "decorator_list", [])
        if any(last(dotted(_called(d)) or "") in CACHE_DECORATORS for d in decorators):
            return True
        body = getattr(function, "body", [])
        if not isinstance(body, list):
            return False
        return any(self._is_memo_check(statement) or _done_flag(statement, function) for statement in body)

    def _is_memo_check(self, statement: ast.stmt) -> bool:
        """`if key in cache: return cache[key]`, `if self._model is not None: return self._model`: it returns
        what it checked. An early exit (`if not data: return`) is not one."""
        if not isinstance(statement, ast.If) or not self.facts.repetition.is_create_once_guard(statement):
            return False
        if _tests_arguments_only(statement.test, self.facts.index.scope(statement)):
            return False  # `if fn is not None: return fn(x)` uses what the call was given; it made nothing
        checked = _paths_read(statement.test)
        return any(
            isinstance(s, ast.Return) and s.value is not None and _overlap(_paths_read(s.value), checked)
            for s in statement.body
        )


def _done_flag(statement: ast.stmt, function: ast.AST) -> bool:
    """`if self._trace_written: return` at the top of a method that sets `self._trace_written = True`: the rest of
    it runs once per object (retinanet-tensorflow2.x's `_add_graph_trace`, which builds its tf.function only then)."""
    if (
        not isinstance(statement, ast.If)
        or statement.orelse
        or not all(isinstance(s, ast.Return) for s in statement.body)
    ):
        return False
    flag = statement.test
    if not isinstance(flag, ast.Attribute):
        return False
    chain = dotted(flag)
    return chain is not None and any(
        isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Constant)
        and node.value.value is True
        and any(dotted(target) == chain for target in node.targets)
        for node in walk_scope(function)
    )


def _paths_read(node: ast.AST) -> Set[str]:
    """The whole names an expression reads (`self.epsilon`, `cache`, `random.random`), not their roots alone:
    `self.epsilon` and `self.action_size` are different state of the same object."""
    found: Set[str] = set()
    stack = [node]
    while stack:
        current = stack.pop()
        name = dotted(current) if isinstance(current, (ast.Name, ast.Attribute)) else None
        if name is not None:
            found.add(name)
        elif not isinstance(current, (ast.Lambda, *FUNCTIONS, ast.ClassDef)):
            stack.extend(ast.iter_child_nodes(current))
    return found


def _overlap(read: Set[str], checked: Set[str]) -> bool:
    """Some name read is one checked, or a part or an extension of one (`self.cache` and `self.cache.get`)."""
    return any(a == b or a.startswith(b + ".") or b.startswith(a + ".") for a in read for b in checked)


def _tests_arguments_only(test: ast.expr, function: Optional[ast.AST]) -> bool:
    """`test` reads nothing but the function's own arguments (through builtins: `if len(bboxes) == 0:`,
    Tiny_Faces_in_Tensorflow#17), so nothing it checks outlives a call."""
    if not isinstance(function, FUNCTIONS):
        return False
    given = set(parameters(function)) - {"self", "cls"}
    return bool(given) and names_in(test) - BUILTIN_NAMES <= given


def _called(decorator: ast.expr) -> ast.expr:
    return decorator.func if isinstance(decorator, ast.Call) else decorator


def names(functions: Sequence[ast.AST]) -> List[str]:
    return [getattr(function, "name", "<lambda>") for function in functions]


def is_def(node: object) -> bool:
    return isinstance(node, FUNCTIONS)


def own_calls(function: FunctionNode) -> Set[ast.Call]:
    return {node for node in walk_scope(function) if isinstance(node, ast.Call)}


def _remote(function: ast.AST) -> bool:
    """A function decorated with `@ray.remote` (or `@ray.remote(num_gpus=...)`)."""
    for decorator in getattr(function, "decorator_list", []):
        target = dotted(_called(decorator))
        if target is not None and target.rpartition(".")[2] == REMOTE_CALL:
            return True
    return False

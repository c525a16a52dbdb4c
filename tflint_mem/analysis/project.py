"""Calls across the modules of one project: per-module summaries, and the view a module has of the others.

A summary is what other modules need to know about a module, computed from its facts and kept as plain data (it
is cached with the results): for each top-level function and method, whether it is a tf.function (and with which
signature), what it does (creates variables or tf.functions, builds ops or models, runs a session, predicts,
compiles, trains), what it returns, and whether the module itself runs it repeatedly; for each class, what it
extends; and every call the module makes to another module's function, with whether that call runs repeatedly.

`ProjectView` answers a module's questions about the others from their summaries: which function an imported name
is, what it does and returns, and whether some other module calls one of this module's functions in a loop.
Which file an import means is the run layer's business (`tflint_mem.run.project`); it hands the view a resolver.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import (
    TYPE_CHECKING,
    Any,
    Callable,
    Dict,
    FrozenSet,
    List,
    Mapping,
    NamedTuple,
    Optional,
    Sequence,
    Set,
    Tuple,
    cast,
)

from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.calls import MODEL as BUILDS_MODEL
from tflint_mem.analysis.calls import Effect
from tflint_mem.analysis.repetition import DRIVEN, MAPPED, SERVED, Repetition
from tflint_mem.analysis.syntax import parameters

if TYPE_CHECKING:
    from tflint_mem.analysis.facts import ModuleFacts

Summary = Dict[str, Any]
# What other modules read of a module without its summary (`table`): {"functions": its functions' qualified names,
# "classes": {name: {"kind", "extends", "methods", "line"}}}, as its summary has them.
Table = Dict[str, Any]
CLASS_TABLE = ("kind", "extends", "methods", "line")  # what a class's summary entry holds but its attributes
# Resolves a qualified name as a module imports it (`model.build`, `.model.Net`) to (module path, the name in it).
Resolver = Callable[[str], Optional[Tuple[str, str]]]


class ExternalRepetition(NamedTuple):
    """How another module repeats a function: why (for the message), whether that repetition runs a TF1 session and
    is TF1 graph-mode code (the function's ops then go into the graph it runs, whatever its own module shows), the
    parameters it passes the same object each time, whether it is only a short sweep, starts each pass afresh, or
    keeps what each call returns."""

    reason: str
    runs_session: bool
    graph_mode: bool
    stable: FrozenSet[str]
    sweep: bool
    resets: bool  # each pass of that repetition starts on a fresh graph or Keras session (`clear_session()`)
    keeps_result: bool  # that repetition keeps what each call returns (an ensemble's `models.append(build())`)
    runs_passed: FrozenSet[str] = frozenset()  # parameters whose object the repeating loop also trains or runs


MAYBE_MODEL = frozenset({K.MODEL, K.UNKNOWN})
SEPARATOR = "::"  # `path::Class.method`: a function's identity across the project
KERAS_MODEL_ARGUMENT = "keras model"  # a summary's `args` value for a parameter given a Keras model (no `::`)


@dataclass(frozen=True)
class ExternalFunction:
    """A function of another module of the project, as its summary describes it."""

    path: str
    qualname: str
    line: int
    params: Tuple[str, ...]
    effects: Mapping[str, Effect] = field(hash=False)
    returns_kind: K.Kind = K.UNKNOWN_KIND
    tf_function: Optional[Mapping[str, bool]] = field(default=None, hash=False)
    returns_elements: Tuple[K.Kind, ...] = ()
    returns_members: K.Kind = K.UNKNOWN_KIND  # the elements of the collection it returns (`return population`)

    def returned_element(self, position: int) -> K.Kind:
        """What it returns at `position` of the tuple it returns (`return history, model`)."""
        return self.returns_elements[position] if position < len(self.returns_elements) else K.UNKNOWN_KIND

    @property
    def name(self) -> str:
        return self.qualname.rsplit(".", 1)[-1]

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line}"


def summarise(facts: ModuleFacts) -> Summary:
    """The summary of one module, from its facts (which may already see the modules it imports)."""
    functions: Dict[str, Any] = {}
    for node, qualname in facts.index.top_level_functions:
        made = facts.tf_functions.decorated(node)
        effects = facts.calls.effects(node)
        returned = facts.kinds.returns(node)
        members = facts.kinds.returned_members(node)
        local = facts.repetition.function_repeats(node, local_only=True)
        session = local is not None and local.runs_session
        functions[qualname] = {
            "line": node.lineno,
            "params": parameters(node),
            "tf_function": None
            if made is None
            else {"signature": made.has_input_signature, "relaxes": made.relaxes_shapes},
            "effects": {what: [e.line or _line(e.node), list(e.path), e.module] for what, e in effects.items()},
            "returns": [returned.name, returned.evidence, _detail(facts, returned)],
            "returns_elements": [[k.name, k.evidence, _detail(facts, k)] for k in facts.kinds.returned_elements(node)],
            "returns_members": [members.name, members.evidence, _detail(facts, members)],
            "repeated": local.reason if local is not None else None,
            "session": session,
        }
    classes = {
        info.name: {**_class_entry(info), "attributes": _attribute_kinds(facts, info.node)}
        for info in _module_classes(facts)
    }
    calls_out = []
    calls_through = []
    for call in facts.index.nodes(ast.Call):
        handed, how = facts.calls.handing(call)  # type: ignore[arg-type]
        targets = [*facts.calls.resolve(call), *handed]  # type: ignore[arg-type]
        for target in targets:
            if isinstance(target, ExternalFunction):
                repeated = facts.repetition.repeats(call, local_only=True)
                if target in handed and how in (MAPPED, DRIVEN, SERVED):
                    callee = facts.index.short(cast(ast.Call, call).func, 40)
                    repeated = repeated or Repetition(f"handed to `{callee}`")
                entry = _call_entry(facts, cast(ast.Call, call), target, repeated)
                entry["args"] = _argument_classes(facts, cast(ast.Call, call), target)
                calls_out.append({"target": f"{target.path}{SEPARATOR}{target.qualname}", **entry})
        traced_here = [t for t in _handed_to_tf_data(facts, cast(ast.Call, call)) if t not in targets]
        for target in traced_here:
            # `ds.map(random_erase)` of another module's function: tf.data runs it once, at trace time.
            entry = _call_entry(facts, cast(ast.Call, call), target, None)
            calls_out.append({"target": f"{target.path}{SEPARATOR}{target.qualname}", **entry, "traced": True})
        through = None if targets else _through_parameter(facts, cast(ast.Call, call))
        if through is not None:
            repeated = facts.repetition.repeats(call, local_only=True)
            entry = _call_entry(facts, cast(ast.Call, call), None, repeated)
            calls_through.append({**through, **entry})
    globals_ = {name: [k.name, k.evidence, _detail(facts, k)] for name, k in facts.kinds.module_globals().items()}
    return {
        "functions": functions,
        "classes": classes,
        "calls_out": calls_out,
        "calls_through": calls_through,
        "globals": globals_,
    }


def _handed_to_tf_data(facts: ModuleFacts, call: ast.Call) -> List[ExternalFunction]:
    """The functions of other modules that `call` hands to tf.data to trace (`ds.map(augment)`)."""
    values = [*call.args, *(k.value for k in call.keywords)]
    if not any(isinstance(v, (ast.Name, ast.Attribute)) for v in values) or not facts.datasets.traces_handed(call):
        return []
    return [
        target
        for value in values
        if isinstance(value, (ast.Name, ast.Attribute))
        for target in facts.calls.reference(value)
        if isinstance(target, ExternalFunction)
    ]


def table(facts: ModuleFacts) -> Table:
    """What other modules may read of a module without its summary: its functions' qualified names, and its
    classes' kinds, bases, methods and lines. It takes the module's tree and the classes of the modules it imports,
    none of the facts a summary computes: most modules another one reads are read for these alone, or for a few
    names that are not functions (`Net(...)` looks for a function `Net` first)."""
    return {
        "functions": frozenset(qualname for _, qualname in facts.index.top_level_functions),
        "classes": {info.name: _class_entry(info) for info in _module_classes(facts)},
    }


def table_of(summary: Summary) -> Table:
    """`table`, as a summary has it."""
    classes = summary["classes"]
    kept = {name: {key: info[key] for key in CLASS_TABLE if key in info} for name, info in classes.items()}
    return {"functions": frozenset(summary["functions"]), "classes": kept}


def _module_classes(facts: ModuleFacts) -> List[Any]:
    return [info for info in facts.classes.by_node.values() if isinstance(facts.index.scope(info.node), ast.Module)]


def _class_entry(info: Any) -> Dict[str, Any]:
    return {"kind": info.kind, "extends": info.extends, "methods": sorted(info.methods), "line": info.node.lineno}


def _keeps_result(
    facts: ModuleFacts,
    call: ast.Call,
    target: Optional[ExternalFunction],
    repeated: Optional[Repetition],
    caller: Optional[ast.AST],
) -> bool:
    """Whether what the call returns outlives the pass (or the run of `caller`: returned, it may be kept above); when
    the caller is repeated by a loop of this module, whether that loop keeps what the caller returns (sktime-dl#1:
    `err, model = self.train(...)` per grid cell, then `del model`). Only TFM009 reads it, of a call whose target
    builds a model: for other calls it is not worked out."""
    if not (repeated is not None or caller is not None) or not _may_hand_back_model(target):
        return False
    if not facts.fates.keeps_result(call, (repeated.loop if repeated is not None else None) or caller or call):
        return False
    site = repeated.site if repeated is not None and repeated.loop is None else None
    if site is None:
        return True
    loops = facts.index.loops(site)
    context = loops[-1] if loops else facts.index.function(site) or site
    # `err, model = self.train(...)`: the element known to be the model, else any that may be.
    statement = facts.index.statement(site)
    tuples = [t for t in getattr(statement, "targets", []) if isinstance(t, (ast.Tuple, ast.List))]
    width = max((len(t.elts) for t in tuples), default=0)
    kinds = [facts.kinds.unpacked(site, i).name for i in range(width)] if isinstance(site, ast.expr) else []
    wanted = {K.MODEL} if K.MODEL in kinds else MAYBE_MODEL
    return facts.fates.keeps_result(site, context, lambda i: i < len(kinds) and kinds[i] in wanted)


def _call_entry(
    facts: ModuleFacts, call: ast.Call, target: Optional[ExternalFunction], repeated: Optional[Repetition]
) -> Dict[str, Any]:
    """How a call to another module runs: where, from which function, whether repeatedly (and how)."""
    caller = facts.index.function(call)
    stable = facts.repetition.stable_arguments(call, target, repeated) if repeated and target is not None else ()
    loop = repeated.loop if repeated is not None else None
    runs = facts.repetition.run_arguments(call, target, loop) if loop is not None and target is not None else ()
    return {
        "line": call.lineno,
        "caller": _qualname(facts, caller) if caller is not None else None,
        "repeated": repeated is not None,
        "session": repeated is not None and repeated.runs_session,
        "graph_mode": repeated is not None and repeated.runs_session and facts.graph_mode,
        "resets": repeated is not None
        and (repeated.resets or facts.sessions.resets_graph(repeated.loop or caller or call)),
        # Whether what the call returns outlives the pass (or the run of `caller`: returned, it may be kept above).
        # Only TFM009 reads it, of a call whose target builds a model: for other calls it is not worked out.
        "keeps_result": _keeps_result(facts, call, target, repeated, caller),
        "in_loop": repeated is not None and repeated.loop is not None,
        "bounded": repeated is not None and (repeated.bounded or repeated.sweep),
        "once": caller is not None and repeated is None and _once_per_run(facts, call, caller),
        "fresh_graph": facts.sessions.in_new_graph(call),
        "traced": facts.tf_functions.tracer(call, local_only=True) is not None,
        "stable": sorted(stable),
        "runs_passed": sorted(runs),
    }


def _may_hand_back_model(target: Optional[ExternalFunction]) -> bool:
    """Whether what a call of `target` returns may be a model it builds (itself, or through a helper whose result it
    returns): a builder, or a function that calls one. Unknown targets (a method reached through a parameter) may."""
    if target is None:
        return True
    returned = (target.returns_kind, *target.returns_elements)
    return BUILDS_MODEL in target.effects or any(kind.name == K.MODEL for kind in returned)


def _argument_classes(facts: ModuleFacts, call: ast.Call, target: ExternalFunction) -> Dict[str, str]:
    """The parameters of `target` that this call passes an instance of a project class (`path::Class`): what
    another module's object holds when it keeps what it was given (`Simulation(model)`, then `self._model`); and
    those it passes a Keras model (`KERAS_MODEL_ARGUMENT`), for a module that only receives its models."""
    params = list(target.params)
    if params[:1] in (["self"], ["cls"]):
        params = params[1:]
    given = [(params[i], arg) for i, arg in enumerate(call.args[: len(params)]) if not isinstance(arg, ast.Starred)]
    given += [(k.arg, k.value) for k in call.keywords if k.arg in params]
    found = {}
    for name, value in given:
        kind = facts.kinds.of(value)
        detail = _detail(facts, kind)
        if detail is not None and SEPARATOR in detail:
            found[name] = detail
        elif kind.name == K.MODEL:
            found[name] = KERAS_MODEL_ARGUMENT  # `choose_keys(model, frame)` with `model = load_model(...)`
        elif isinstance(value, (ast.Name, ast.Attribute)):
            function = _function_named(facts, value)  # `RandomSearch(model_fn, space)`: a function to call later
            if function is not None:
                found[name] = function
    return found


def _function_named(facts: ModuleFacts, value: ast.expr) -> Optional[str]:
    """`path::qualname` of the one project function an argument names, or None."""
    targets = facts.calls.reference(value)
    if len(targets) != 1 or facts.project is None:
        return None
    target = targets[0]
    if isinstance(target, ExternalFunction):
        return f"{target.path}{SEPARATOR}{target.qualname}"
    return f"{facts.project.path}{SEPARATOR}{_qualname(facts, target)}"


def _through_parameter(facts: ModuleFacts, call: ast.Call) -> Optional[Dict[str, str]]:
    """`self._model.predict_batch(x)` where `self._model` only ever holds a parameter of its class's `__init__`:
    the method, the class and the parameter, for the project to resolve once it knows what callers pass."""
    func = call.func
    if not isinstance(func, ast.Attribute) or func.attr.startswith("__"):
        return None
    receiver = func.value
    if isinstance(receiver, ast.Name):
        # `self.model_fn(params)`: the function `__init__` was given, called (a search driver's `model_fn`).
        receiver, method = func, ""
    elif isinstance(receiver, ast.Attribute) and isinstance(receiver.value, ast.Name):
        method = func.attr
    else:
        return None
    owner = facts.bindings.method_class(receiver, receiver.value.id)  # type: ignore[attr-defined]
    if owner is None or not isinstance(facts.index.scope(owner), ast.Module):
        return None
    kept = facts.bindings.init_parameter(owner, receiver.attr)
    return {"method": method, "owner": owner.name, "param": kept[1]} if kept is not None else None


def _once_per_run(facts: ModuleFacts, call: ast.AST, caller: ast.AST) -> bool:
    """The call runs at most once each time its function runs: behind a create-once guard, or in a loop it
    leaves."""
    repetition = facts.repetition
    return repetition.create_once(call, caller) is not None or bool(repetition.loops(call))


def _table_of(summary: Optional[Summary]) -> Optional[Table]:
    return table_of(summary) if summary is not None else None


def _any_call(callers: Sequence[Tuple[str, Mapping[str, Any]]], untraced: bool) -> bool:
    return any(not untraced or not call.get("traced") for _, call in callers)


def _qualname(facts: ModuleFacts, function: ast.AST) -> str:
    owner = facts.index.scope(function)
    name = getattr(function, "name", "<lambda>")
    return f"{owner.name}.{name}" if isinstance(owner, ast.ClassDef) else name


def _line(node: Optional[ast.AST]) -> int:
    return getattr(node, "lineno", 0)


def _attribute_kinds(facts: ModuleFacts, owner: ast.ClassDef) -> Dict[str, List[Optional[str]]]:
    """What the attributes its methods assign hold (`self.network = self.create_network()`: a Keras model), for
    another module that reaches them through an instance (`self.actor.network.predict(obs)`)."""
    found = {}
    for attribute in facts.bindings.attributes.get(owner, {}):
        kind = facts.kinds.of_attribute(owner, attribute)
        if kind.known and kind.name not in (K.NONE, K.MODULE, K.FUNCTION):
            found[attribute] = [kind.name, kind.evidence, _detail(facts, kind)]
    return found


def _detail(facts: ModuleFacts, kind: K.Kind) -> Optional[str]:
    """A kind's class as other modules can find it: `path::Class` for a class of this module."""
    if kind.detail is not None and facts.classes.named(kind.detail) is not None and facts.project is not None:
        return f"{facts.project.path}{SEPARATOR}{kind.detail}"
    return kind.detail


class ProjectView:
    """What one module (`path`) can know about the other modules of its project.

    `summaries` gives another module's summary by path (None: unknown, unreadable, or not to be used, as for a
    module in an import cycle with this one); `resolve` maps a name as this module imports it to a module path and
    the name inside it; `callers` lists, for a function of this module (`path::qualname`), the calls other modules
    make to it (`calls_out` entries, with the calling module's path).
    """

    def __init__(
        self,
        path: str,
        resolve: Resolver,
        summaries: Callable[[str], Optional[Summary]],
        callers: Callable[[str], Sequence[Tuple[str, Mapping[str, Any]]]] = lambda target: (),
        label: Callable[[str], str] = lambda path: path,
        importers: Callable[[], bool] = lambda: False,
        may_call: Optional[Callable[[str], bool]] = None,
        calls: Optional[Callable[[str, bool], bool]] = None,
        tables: Optional[Callable[[str], Optional[Table]]] = None,
        traced_possible: Callable[[str], bool] = lambda target: True,
        graph_importers: Callable[[], bool] = lambda: False,
        graph_program: Callable[[], bool] = lambda: False,
    ) -> None:
        self.path = path
        self.label = label  # how messages name another module's file
        self._resolve = resolve
        self._summaries = summaries
        # What a module's summary holds but needs none of its facts (`table`): read first, the summary when needed.
        self._tables = tables if tables is not None else lambda other: _table_of(summaries(other))
        self._traced_possible = traced_possible  # False: no module may call the function from traced code
        self._callers = callers
        self._importers = importers
        self._graph_importers = graph_importers  # whether a module that imports this one may be TF1 graph code
        self._graph_importer: Optional[bool] = None
        self._graph_program = graph_program  # whether the programs that run this module may run TF1 graphs
        self._in_graph_program: Optional[bool] = None
        self._may_call = may_call if may_call is not None else lambda target: bool(callers(target))
        # Whether some other module calls a function (from untraced code, if asked): `callers`, found lazily.
        self._calls = calls if calls is not None else lambda target, untraced: _any_call(callers(target), untraced)
        self._functions: Dict[Tuple[str, str], Optional[ExternalFunction]] = {}

    # --- links, for the screens -------------------------------------------------------------------
    def imports_project(self, names: Sequence[str]) -> bool:
        """Whether any of these imported names (as an import statement of this module spells them) means another
        module of the project."""
        for name in names:
            found = self._resolve(name)
            if found is not None and found[0] != self.path:
                return True
        return False

    def imported_by_project(self) -> bool:
        """Whether another module of the project imports this one (so may call its functions in a loop)."""
        return self._importers()

    def passes_models(self, function: ast.AST, facts: ModuleFacts, param: str) -> bool:
        """Whether other modules call `function` and every call passes a Keras model for its parameter `param` (the
        model a game loop loads and hands to a policy helper in a module that never imports Keras)."""
        callers = self._callers(f"{self.path}{SEPARATOR}{_qualname(facts, function)}")
        return bool(callers) and all(call.get("args", {}).get(param) == KERAS_MODEL_ARGUMENT for _, call in callers)

    def imported_by_graph_code(self) -> bool:
        """Whether a module of the project that imports this one may be TF1 graph-mode code (so may call its
        functions between the steps of a session it runs)."""
        if self._graph_importer is None:
            self._graph_importer = self._graph_importers()
        return self._graph_importer

    def runs_with_graph_code(self) -> bool:
        """Whether a module that imports this one, or another module that one imports, may be TF1 graph-mode code:
        the program then runs TF1 (or has eager execution off), so Keras 2 backend calls here run the session."""
        if self._in_graph_program is None:
            self._in_graph_program = self._graph_program()
        return self._in_graph_program

    # --- names another module defines -------------------------------------------------------------
    def function(self, qualified: Optional[str], facts: ModuleFacts) -> Optional[ExternalFunction]:
        """The function (or the constructor of the class) an imported name refers to."""
        if not qualified:
            return None
        found = self._resolve(qualified)
        if found is None:
            return None
        path, name = found
        return self._external(path, name) or self._constructor(path, name)

    def _constructor(self, path: str, cls: str) -> Optional[ExternalFunction]:
        """What calling another module's class runs (its `__init__`, if it defines one) and makes: an instance,
        or a Keras model, layer ... when the class extends one."""
        key = (path, f"{cls}()")
        if key in self._functions:
            return self._functions[key]
        table = self._tables(path)
        info = table["classes"].get(cls) if table is not None else None
        init = self._external(path, f"{cls}.__init__")
        found = init
        if info is not None:
            kind = K.CLASS_KINDS.get(info["kind"], K.OBJECT)
            extends = f"`{cls}(...)`, which extends `{info['extends']}`"
            made = K.Kind(kind, extends if kind != K.OBJECT else f"an instance of `{cls}`", f"{path}{SEPARATOR}{cls}")
            line = init.line if init is not None else info.get("line", 0)
            effects = dict(init.effects) if init is not None else {}
            if kind == K.MODEL:  # making an instance of a Keras model class builds a model
                effects.setdefault(BUILDS_MODEL, Effect(BUILDS_MODEL, None, (cls,), path, info.get("line", line)))
            params = init.params if init is not None else ()
            found = ExternalFunction(path, f"{cls}.__init__", line, params, effects, made, None)
        self._functions[key] = found
        return found

    def method(self, detail: str, method: str, facts: ModuleFacts) -> Optional[ExternalFunction]:
        """A method of another module's class, named by a kind's detail (`path::Class`, or as imported)."""
        if SEPARATOR in detail:
            path, cls = detail.split(SEPARATOR, 1)
        else:
            found = self._resolve(detail)
            if found is None:
                return None
            path, cls = found
        return self._external(path, f"{cls}.{method}")

    def method_named(self, method: str, facts: ModuleFacts) -> Optional[ExternalFunction]:
        """The method `method` of the one class this module imports from its project that defines it (`predict_
        structure` on a parameter, when `MEGNetModel` is the only imported class with such a method); None when
        no imported class, or more than one, defines it."""
        found = set()
        for target in {*facts.imports.bindings.values(), *facts.imports.relative.values()}:
            where = self._resolve(target)
            table = self._tables(where[0]) if where is not None and where[0] != self.path else None
            info = table["classes"].get(where[1]) if table is not None and where is not None else None
            if info is not None and method in info["methods"]:
                found.add((where[0], f"{where[1]}.{method}"))  # type: ignore[index]
        return self._external(*found.pop()) if len(found) == 1 else None

    def star(self, name: str, facts: ModuleFacts) -> Optional[ExternalFunction]:
        """A name bound by `from <project module> import *`."""
        for module in facts.imports.star_modules:
            found = self._resolve(f"{module}.{name}")
            if found is not None:
                external = self._external(*found)
                if external is not None:
                    return external
        return None

    def global_kind(self, qualified: str) -> Optional[K.Kind]:
        """What a global of another module of the project holds (`from input_pipeline import train_data`)."""
        found = self._resolve(qualified)
        if found is None or found[0] == self.path:
            return None
        summary = self._summaries(found[0])
        entry = summary.get("globals", {}).get(found[1]) if summary is not None else None
        return K.Kind(*entry) if entry is not None else None

    def class_methods(self, detail: str) -> List[str]:
        """The methods a class of another module (`path::Name`, as kinds name it) defines itself."""
        path, _, name = detail.partition(SEPARATOR)
        table = self._tables(path)
        info = table["classes"].get(name) if table is not None else None
        return list(info["methods"]) if info is not None else []

    def attribute_kind(self, detail: str, attribute: str) -> Optional[K.Kind]:
        """What an attribute of an instance of another module's class (`path::Name`, as kinds name it) holds."""
        path, separator, name = detail.partition(SEPARATOR)
        summary = self._summaries(path) if separator else None
        info = summary["classes"].get(name) if summary is not None else None
        entry = info.get("attributes", {}).get(attribute) if info is not None else None
        return K.Kind(*entry) if entry is not None else None

    def inherited_attribute_kind(self, base: str, attribute: str) -> Optional[K.Kind]:
        """What an attribute holds that a class inherits from `base`, another module's class as the module imports
        it (`from .dqn import DQNAgent`): `self.model` read in a subclass's `replay`, assigned in the base's
        `__init__`."""
        found = self._resolve(base)
        return self.attribute_kind(f"{found[0]}{SEPARATOR}{found[1]}", attribute) if found is not None else None

    def class_kind(self, qualified: str) -> Optional[str]:
        """What a class of another module extends (`model`, `layer` ...), for a class that extends it."""
        found = self._resolve(qualified)
        table = self._tables(found[0]) if found is not None else None
        info = table["classes"].get(found[1]) if table is not None and found is not None else None
        return info["kind"] if info is not None and info["kind"] != "plain" else None

    def _external(self, path: str, qualname: str) -> Optional[ExternalFunction]:
        key = (path, qualname)
        if key in self._functions:
            return self._functions[key]
        table = self._tables(path)
        summary = self._summaries(path) if table is not None and qualname in table["functions"] else None
        entry = summary["functions"].get(qualname) if summary is not None else None
        found = None
        if entry is not None:
            effects = {
                what: Effect(what, None, tuple(chain), module or path, line)
                for what, (line, chain, module) in entry["effects"].items()
            }
            kind, evidence, detail = entry["returns"]
            if qualname.endswith(".__init__"):
                kind, evidence, detail = (
                    K.OBJECT,
                    f"an instance of `{qualname[:-9]}`",
                    f"{path}{SEPARATOR}{qualname[:-9]}",
                )
            found = ExternalFunction(
                path,
                qualname,
                entry["line"],
                tuple(entry["params"]),
                effects,
                K.Kind(kind, evidence, detail),
                entry["tf_function"],
                tuple(K.Kind(*element) for element in entry.get("returns_elements", ())),
                K.Kind(*entry["returns_members"]) if "returns_members" in entry else K.UNKNOWN_KIND,
            )
        self._functions[key] = found
        return found

    # --- who calls this module's functions ------------------------------------------------------------
    def called_elsewhere(self, function: ast.AST, facts: ModuleFacts) -> bool:
        """Whether another module of the project calls `function`."""
        return self._calls(f"{self.path}{SEPARATOR}{_qualname(facts, function)}", False)

    def may_be_called(self, function: ast.AST, facts: ModuleFacts) -> bool:
        """Whether another module of the project may call `function`: False only when none can (a module that no
        other imports, or whose importers never spell the function's name), which is known without reading their
        summaries; True does not mean that one does (`called_elsewhere` says)."""
        return self._may_call(f"{self.path}{SEPARATOR}{_qualname(facts, function)}")

    def called_only_traced(self, function: ast.AST, facts: ModuleFacts) -> bool:
        """Whether other modules call `function`, and only from code they trace (a function handed to
        `Dataset.map`, a tf.function's body): it runs at trace time there, not once per step."""
        target = f"{self.path}{SEPARATOR}{_qualname(facts, function)}"
        if not self._traced_possible(target):
            return False  # no caller can be in traced code: no summary needed to know
        return not self._calls(target, True) and self._calls(target, False)  # an untraced caller settles it

    def repeated_callers(self, function: ast.AST, facts: ModuleFacts, depth: int = 3) -> Optional[ExternalRepetition]:
        """How another module calls `function` repeatedly (in a loop there, or from a function that runs
        repeatedly), whether that repetition runs a TF1 session, which parameters it passes the same object
        on every run, and whether it is only a short sweep (a loop over a literal list); None if nowhere visible.
        A caller that repeats it without bound is named before one that only sweeps."""
        return self._repeated(f"{self.path}{SEPARATOR}{_qualname(facts, function)}", depth, set())

    def _repeated(self, target: str, depth: int, seen: Set[str]) -> Optional[ExternalRepetition]:
        """("called in a loop at `train.py:12`" or "called from `fit` at `train.py:30`, which is called in a loop at
        `main.py:8`", whether a session runs along the way, the parameters passed the same object each time)."""
        if depth == 0 or target in seen:
            return None
        seen.add(target)
        callers = sorted(self._callers(target), key=lambda caller: bool(caller[1].get("bounded")))
        # Any caller that runs it repeatedly passing the same object makes that parameter the same each time.
        stable = frozenset(name for _, call in callers if call["repeated"] for name in call.get("stable", ()))
        for path, call in callers:
            where = f"`{self.label(path)}:{call['line']}`"
            caller = call["caller"]
            if call.get("fresh_graph"):
                continue  # `with tf.Graph().as_default():` around the call: each run builds into a new graph
            if call["repeated"]:
                flags = (bool(call.get("session")), bool(call.get("graph_mode")), stable, bool(call.get("bounded")))
                resets, keeps = bool(call.get("resets")), bool(call.get("keeps_result"))
                if caller is None or call.get("in_loop", True):
                    runs = frozenset(call.get("runs_passed", ()))
                    return ExternalRepetition(f"called in a loop at {where}", *flags, resets, keeps, runs)
                summary = self._summaries(path)
                entry = summary["functions"].get(caller) if summary is not None else None
                why = entry["repeated"] if entry is not None and entry["repeated"] else "which runs repeatedly"
                return ExternalRepetition(f"called from `{caller}` at {where} ({why})", *flags, resets, keeps)
            if caller is None or call.get("once", False):
                continue  # run once per run of `caller`, however often that runs
            further = self._repeated(f"{path}{SEPARATOR}{caller}", depth - 1, seen)
            if further is not None:
                reason = f"called from `{caller}` at {where}, which is {further.reason}"
                # Kept only if `caller` passes it on (returns it) and what repeats `caller` keeps that: keras#19907's
                # loop keeps `train_fold`'s history, not the model `create_lstm1` made for it.
                keeps = bool(call.get("keeps_result")) and further.keeps_result
                return further._replace(reason=reason, stable=frozenset(), keeps_result=keeps, runs_passed=frozenset())
        return None

"""A cheap per-module summary the rules share: what each function of the module does, followed through calls.

Built once per file, on first use, in one pass over the tree (no libcst scope metadata). It records:

- where functions and classes are defined, and which calls inside each function reach another
  function of the module (`f(...)`, `self.f(...)`, `Class.f(...)`);
- what each function creates directly (Keras models, TensorFlow variables, new `tf.function`s), and
  whether it clears the Keras session or trains a model; `creators(kind)` follows calls within the
  module, transitively, and `creation_path` names the helpers on the way;
- what functions return (a model, a new `tf.function`), for factories called from a loop;
- which names are `tf.function`s, where, and with which arguments (`input_signature=`, ...);
- which module-level names are `tf.data` datasets, and which functions are Keras model subclasses.

Two ways to follow calls exist on purpose: `callees`/`transitive_callers` match by name only (every
function named `f` for a call `x.f()` through `self`), as TFM004/TFM005 and the op rules use it;
`calls`/`callers_of` resolve each call to the definitions Python would run (a nested def, the
module-level function, the method of the same class), for rules that must not over-report.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Callable, Dict, FrozenSet, Iterable, List, Mapping, Optional, Sequence, Set, Tuple, Union, cast

import libcst as cst

from tflint_mem.analysis.imports import ImportTable, dotted_name, is_tf
from tflint_mem.analysis.nodes import NODE_TYPES, children, walk

FunctionNode = Union[cst.FunctionDef, cst.Lambda]
Scope = Union[cst.Module, cst.ClassDef, cst.FunctionDef]

TF_FUNCTION = "tensorflow.function"
# TensorFlow's own spellings of tf.function, which its sources and some user code import directly.
TF_FUNCTION_NAMES = frozenset(
    {
        TF_FUNCTION,
        "tensorflow.python.eager.def_function.function",
        "tensorflow.python.eager.polymorphic_function.polymorphic_function.function",
    }
)
PY_FUNCTIONS = frozenset({"tensorflow.py_function", "tensorflow.numpy_function", "tensorflow.py_func"})
VARIABLE_FACTORIES = frozenset(
    {
        "tensorflow.Variable",
        "tensorflow.get_variable",
        "tensorflow.get_local_variable",
        "keras.Variable",
        "keras.backend.Variable",
        "keras.backend.variable",
        # TensorFlow's own spellings, which some user code imports too.
        "tensorflow.python.ops.variables.Variable",
        "tensorflow.python.ops.variable_v1.VariableV1",
        "tensorflow.python.ops.variable_scope.get_variable",
        "tensorflow.python.ops.resource_variable_ops.ResourceVariable",
    }
)
# Keras calls that return a new model (under any Keras path: `keras.Model`, `keras.models.Sequential`, ...).
MODEL_FACTORY_NAMES = frozenset(
    {
        "Model",
        "Sequential",
        "Functional",
        "clone_model",
        "load_model",
        "model_from_json",
    }
)
MODEL_BASE_NAMES = frozenset({"Model", "Sequential", "Functional"})
TRAINING_METHODS = frozenset({"fit", "fit_generator", "train_on_batch"})
CACHE_DECORATORS = frozenset({"cache", "lru_cache", "cached_property", "memoize", "memoized"})
# Module-level calls that run the function they are given: `app.run(main)`, `fire.Fire(train)`.
ENTRY_RUNNERS = frozenset({"run", "Fire"})

# Kinds of things a function can do, for `creators(kind)`.
MODEL = "model"
VARIABLE = "variable"
NEW_TF_FUNCTION = "tf.function"
CLEARS_SESSION = "clear_session"
TRAINS = "trains"


def is_tf_function_decorator(decorator: cst.Decorator, imports: ImportTable) -> bool:
    target = decorator.decorator
    if isinstance(target, cst.Call):
        target = target.func
    return imports.resolve(target) in TF_FUNCTION_NAMES


def first_argument(call: cst.Call, keyword: Optional[str] = None) -> Optional[cst.BaseExpression]:
    """The first positional argument, or the one passed as `keyword=`."""
    for arg in call.args:
        if arg.keyword is None and arg.star == "":
            return arg.value
        if keyword is not None and arg.keyword is not None and arg.keyword.value == keyword:
            return arg.value
    return None


def is_model_factory(qualified: Optional[str]) -> bool:
    """`keras.Sequential`, `keras.models.load_model`, `keras.applications.ResNet50`, ... (canonical names)."""
    if qualified is None or not qualified.startswith("keras."):
        return False
    last = qualified.rsplit(".", 1)[-1]
    if last in MODEL_FACTORY_NAMES:
        return True
    return qualified.startswith("keras.applications.") and last[:1].isupper()


def is_clear_session(qualified: Optional[str]) -> bool:
    return qualified is not None and is_tf(qualified) and qualified.endswith(".clear_session")


def tf_function_call(call: cst.Call, imports: ImportTable) -> Optional[Tuple[Optional[cst.BaseExpression], cst.Call]]:
    """For `tf.function(f, ...)` or `tf.function(...)(f)`: (the wrapped function, the call holding the options)."""
    if imports.resolve(call.func) in TF_FUNCTION_NAMES:
        return first_argument(call, "func"), call
    inner = call.func
    if isinstance(inner, cst.Call) and imports.resolve(inner.func) in TF_FUNCTION_NAMES:
        if first_argument(inner, "func") is None:  # not `tf.function(f)(x)`, which calls what it made
            return first_argument(call), inner
    return None


@dataclass(frozen=True)
class TfFunction:
    """One place a name becomes a `tf.function`: a decorated def, or `name = tf.function(...)`."""

    name: str
    node: cst.CSTNode  # the decorator, or the `tf.function(...)` call
    options: Mapping[str, cst.BaseExpression]  # keyword arguments given to tf.function
    decorated: Optional[cst.FunctionDef]  # the decorated def
    wrapped: Optional[cst.BaseExpression]  # what `tf.function(...)` wraps
    scope: Optional[cst.FunctionDef]  # the function it is created in; None at module or class level
    owner: Optional[cst.ClassDef]  # the class whose methods reach it through `self.name`

    @property
    def has_input_signature(self) -> bool:
        return _set(self.options.get("input_signature"))

    @property
    def relaxes_shapes(self) -> bool:
        return _set(self.options.get("reduce_retracing")) or _set(self.options.get("experimental_relax_shapes"))


@dataclass
class FunctionFacts:
    """What one function does directly; the summary follows calls to get what it does through others."""

    node: cst.FunctionDef
    owner: Optional[cst.ClassDef]  # the class it is a method of
    parent: Optional[cst.FunctionDef]  # the function it is nested in
    kinds: Set[str] = field(default_factory=set)
    calls: List[Tuple[cst.BaseExpression, Tuple[Scope, ...], bool]] = field(default_factory=list)
    returns: List[cst.BaseExpression] = field(default_factory=list)
    assigned: Dict[str, List[cst.BaseExpression]] = field(default_factory=dict)
    nested: Dict[str, List[cst.FunctionDef]] = field(default_factory=dict)
    cache_guarded: bool = False  # starts with `if <cache test>: ... return ...`
    cache_decorated: bool = False
    tf_function: bool = False


class ModuleSummary:
    """Function definitions, what they create and call, the module's tf.functions, classes and datasets."""

    def __init__(self, module: cst.Module, imports: ImportTable) -> None:
        self.module = module
        self.imports = imports
        self.defs_by_name: Dict[str, List[cst.FunctionDef]] = {}
        self.tf_function_wrapped: Set[str] = set()
        # Functions whose body (nested code included) calls tf.py_function / numpy_function / py_func.
        self.py_function_callers: Set[cst.FunctionDef] = set()
        # Names each function calls (`f(...)`, `self.f(...)`), for following calls within the module.
        self.callees: Dict[cst.FunctionDef, Set[str]] = {}
        self.facts: Dict[cst.FunctionDef, FunctionFacts] = {}
        self.module_functions: Dict[str, List[cst.FunctionDef]] = {}
        self.classes: Dict[str, List[cst.ClassDef]] = {}
        self.methods: Dict[cst.ClassDef, Dict[str, List[cst.FunctionDef]]] = {}
        self.model_classes: Set[str] = set()
        self.tf_functions: Dict[str, List[TfFunction]] = {}
        # Functions the module runs as its entry point (`main`, called under `if __name__ == "__main__":`).
        self.entry_points: Set[str] = set()
        # Calls made at module level: (callee expression, inside a module-level loop).
        self.module_calls: List[Tuple[cst.BaseExpression, bool]] = []
        # Values assigned to plain names at module level (in any block of module-level code).
        self.module_assigned: Dict[str, List[cst.BaseExpression]] = {}
        _SummaryCollector(self, imports).run(module)
        self.py_function_callers = self.transitive_callers(self.py_function_callers)
        self._creators: Dict[str, FrozenSet[cst.FunctionDef]] = {}

    # --- following calls by name (kept for the rules that use it) ----------------
    def transitive_callers(self, seeds: Set[cst.FunctionDef]) -> Set[cst.FunctionDef]:
        """`seeds` plus every function that calls one of them by name, directly or through others."""
        found = set(seeds)
        changed = True
        while changed:
            names = {function.name.value for function in found}
            new = {function for function, called in self.callees.items() if function not in found and called & names}
            found |= new
            changed = bool(new)
        return found

    def functions_named(self, name: str) -> List[cst.FunctionDef]:
        return self.defs_by_name.get(name, [])

    def function_named(self, name: str) -> Optional[cst.FunctionDef]:
        """The definition of `name` if the module defines exactly one function by that name."""
        found = self.defs_by_name.get(name, [])
        return found[0] if len(found) == 1 else None

    # --- following calls to the definitions Python would run ----------------------
    def resolve_call(self, func: cst.BaseExpression, scopes: Sequence[cst.CSTNode]) -> List[cst.FunctionDef]:
        """The module's functions a call to `func` runs, seen from the lexical `scopes` (module first)."""
        if isinstance(func, cst.Name):
            for scope in reversed(scopes):
                if isinstance(scope, cst.FunctionDef) and scope in self.facts:
                    nested = self.facts[scope].nested.get(func.value)
                    if nested:
                        return nested
            # Calling a class of the module runs its `__init__`.
            constructors = [
                f for cls in self.classes.get(func.value, []) for f in self.methods[cls].get("__init__", [])
            ]
            return self.module_functions.get(func.value, []) + constructors
        if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
            receiver, method = func.value.value, func.attr.value
            if receiver in ("self", "cls"):
                owner = _enclosing_class(scopes)
                own = self.methods.get(owner, {}).get(method) if owner is not None else None
                if own:
                    return own
                # Inherited from (or overridden in) another class of the module.
                return [f for methods in self.methods.values() for f in methods.get(method, [])]
            classes = self.classes.get(receiver, [])
            return [f for cls in classes for f in self.methods.get(cls, {}).get(method, [])]
        return []

    @cached_property
    def calls(self) -> Dict[cst.FunctionDef, Set[cst.FunctionDef]]:
        """Each function's resolved callees within the module."""
        return {
            node: {callee for func, scopes, _ in facts.calls for callee in self.resolve_call(func, scopes)}
            for node, facts in self.facts.items()
        }

    @cached_property
    def _callers(self) -> Dict[cst.FunctionDef, Set[cst.FunctionDef]]:
        callers: Dict[cst.FunctionDef, Set[cst.FunctionDef]] = {}
        for caller, callees in self.calls.items():
            for callee in callees:
                callers.setdefault(callee, set()).add(caller)
        return callers

    def callers_of(self, seeds: Iterable[cst.FunctionDef], through_tf_functions: bool = False) -> Set[cst.FunctionDef]:
        """`seeds` plus every function that reaches one through resolved calls.

        A call from inside a `tf.function` runs at trace time only, once per trace, so such callers are
        not followed unless `through_tf_functions` is set.
        """
        found = set(seeds)
        pending = list(found)
        while pending:
            for caller in self._callers.get(pending.pop(), ()):
                if caller in found or (self.facts[caller].tf_function and not through_tf_functions):
                    continue
                found.add(caller)
                pending.append(caller)
        return found

    def creators(self, kind: str) -> FrozenSet[cst.FunctionDef]:
        """Functions that do `kind` (MODEL, VARIABLE, NEW_TF_FUNCTION, ...) directly or through calls."""
        found = self._creators.get(kind)
        if found is None:
            seeds = {node for node, facts in self.facts.items() if kind in facts.kinds}
            found = frozenset(self.callers_of(seeds))
            self._creators[kind] = found
        return found

    def creation_path(self, function: cst.FunctionDef, kind: str) -> List[cst.FunctionDef]:
        """The shortest chain of calls from `function` to one that does `kind` itself (both included)."""
        creators = self.creators(kind)
        if function not in creators:
            return []
        paths: Dict[cst.FunctionDef, List[cst.FunctionDef]] = {function: [function]}
        pending = [function]
        while pending:
            current = pending.pop(0)
            if kind in self.facts[current].kinds:
                return paths[current]
            for callee in self.calls.get(current, ()):
                if callee in creators and callee not in paths:
                    paths[callee] = [*paths[current], callee]
                    pending.append(callee)
        return [function]

    # --- what functions return --------------------------------------------------------
    def returns_model(self, function: cst.FunctionDef) -> bool:
        """Whether `function` returns a new Keras model (built there or by a function it calls)."""
        return self._returns(function, MODEL, set())

    def returns_new_tf_function(self, function: cst.FunctionDef) -> bool:
        """Whether `function` returns a `tf.function` it creates on every call (a factory without a cache)."""
        facts = self.facts.get(function)
        if facts is None or facts.cache_decorated or facts.cache_guarded:
            return False
        return self._returns(function, NEW_TF_FUNCTION, set())

    def _returns(self, function: cst.FunctionDef, kind: str, seen: Set[cst.FunctionDef]) -> bool:
        facts = self.facts.get(function)
        if facts is None or function in seen:
            return False
        seen.add(function)
        scopes = self.scopes_of(function)
        return any(self._is_new(value, kind, facts, scopes, seen, depth=2) for value in facts.returns)

    def _is_new(
        self,
        value: cst.BaseExpression,
        kind: str,
        facts: FunctionFacts,
        scopes: Tuple[Scope, ...],
        seen: Set[cst.FunctionDef],
        depth: int,
    ) -> bool:
        """Whether `value`, in the function of `facts`, evaluates to a new model / new tf.function."""
        if isinstance(value, cst.Name):
            if kind == NEW_TF_FUNCTION and any(
                f.scope is facts.node and f.decorated is not None for f in self.tf_functions.get(value.value, [])
            ):
                return True  # a nested `@tf.function def name` returned by name
            return depth > 0 and any(
                self._is_new(assigned, kind, facts, scopes, seen, depth - 1)
                for assigned in facts.assigned.get(value.value, [])
            )
        if not isinstance(value, cst.Call):
            return False
        if kind == MODEL and self.makes_model(value):
            return True
        if kind == NEW_TF_FUNCTION and tf_function_call(value, self.imports) is not None:
            return True
        callees = self.resolve_call(value.func, (*scopes, facts.node))
        if kind == NEW_TF_FUNCTION:
            return any(self.returns_new_tf_function(callee) for callee in callees if callee not in seen)
        return any(self._returns(callee, kind, seen) for callee in callees)

    def makes_model(self, call: cst.Call) -> bool:
        """A Keras model constructor, or an instance of a Keras model subclass defined in this module."""
        if is_model_factory(self.imports.resolve(call.func)):
            return True
        return isinstance(call.func, cst.Name) and call.func.value in self.model_classes

    def scopes_of(self, function: cst.FunctionDef) -> Tuple[Scope, ...]:
        """The lexical scopes around `function` (module first, `function` itself excluded)."""
        chain: List[Scope] = []
        facts: Optional[FunctionFacts] = self.facts.get(function)
        while facts is not None:
            if facts.owner is not None:
                chain.append(facts.owner)
            parent = facts.parent
            if parent is None:
                break
            chain.append(parent)
            facts = self.facts.get(parent)
        return (self.module, *reversed(chain))

    # --- tf.functions by name -----------------------------------------------------------
    def tf_function_called(self, func: cst.BaseExpression, scopes: Sequence[cst.CSTNode]) -> Optional[TfFunction]:
        """The tf.function a call to `func` runs, if the module makes exactly that name a tf.function."""
        if isinstance(func, cst.Name):
            name = func.value
            functions = [scope for scope in scopes if isinstance(scope, cst.FunctionDef)]
            for scope in reversed(functions):
                local = [f for f in self.tf_functions.get(name, []) if f.scope is scope]
                if local:
                    return local[-1]
                facts = self.facts[scope]
                if name in facts.assigned:  # `step = make_step()`: what a factory of the module returns
                    return self._made_by_factory(facts.assigned[name], (*scopes[: scopes.index(scope) + 1],))
                if name in facts.nested:
                    return None  # a local of another kind shadows the module's name
            module_level = [f for f in self.tf_functions.get(name, []) if f.scope is None and f.owner is None]
            if module_level and len(self.module_functions.get(name, [])) <= 1:
                return module_level[-1]
            if name in self.module_assigned:
                return self._made_by_factory(self.module_assigned[name], (self.module,))
            return None
        if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
            name = func.attr.value
            owner = _enclosing_class(scopes)
            candidates = [f for f in self.tf_functions.get(name, []) if f.owner is not None]
            own = [f for f in candidates if f.owner is owner]
            if owner is not None and any(not self.facts[m].tf_function for m in self.methods[owner].get(name, [])):
                return None  # the class's own plain method
            if not own and any(not self.facts[m].tf_function for m in self.defs_by_name.get(name, [])):
                return None  # inherited: only if no class of the module has a plain method of that name
            chosen = own or candidates
            return chosen[-1] if chosen else None
        return None

    def _made_by_factory(
        self, values: Sequence[cst.BaseExpression], scopes: Sequence[cst.CSTNode], depth: int = 2
    ) -> Optional[TfFunction]:
        """The tf.function a name holds when every value assigned to it is a call of the same factory."""
        found: Optional[TfFunction] = None
        for value in values:
            if not isinstance(value, cst.Call):
                return None
            callees = self.resolve_call(value.func, scopes)
            if len(callees) != 1 or not self.returns_new_tf_function(callees[0]):
                return None
            made = self._returned_tf_function(callees[0], depth)
            if made is None or (found is not None and made is not found):
                return None
            found = made
        return found

    def _returned_tf_function(self, factory: cst.FunctionDef, depth: int) -> Optional[TfFunction]:
        facts = self.facts[factory]
        for value in facts.returns:
            if isinstance(value, cst.Name):
                made = [f for f in self.tf_functions.get(value.value, []) if f.scope is factory]
                if made:
                    return made[-1]
                if depth > 0 and value.value in facts.assigned:
                    return self._made_by_factory(facts.assigned[value.value], (*self.scopes_of(factory), factory), 0)
            elif isinstance(value, cst.Call):
                parts = tf_function_call(value, self.imports)
                if parts is not None:
                    options = {arg.keyword.value: arg.value for arg in parts[1].args if arg.keyword}
                    return TfFunction(factory.name.value, value, options, None, parts[0], factory, None)
                if depth > 0:
                    return self._made_by_factory([value], (*self.scopes_of(factory), factory), depth - 1)
        return None

    # --- module-level facts ---------------------------------------------------------------
    @cached_property
    def datasets(self) -> Set[str]:
        """Module-level names (and dotted attribute targets) last bound to a `tf.data` dataset."""
        from tflint_mem.rules.global_dataset_iterated_in_tf_function import module_datasets

        return module_datasets(self.module.body, self.imports)

    def runs_once(self, function: cst.FunctionDef, depth: int = 3) -> bool:
        """Whether the module visibly runs `function` once per process: its entry point, or only called
        (outside loops) from module level or from functions that run once themselves."""
        facts = self.facts.get(function)
        if facts is None or facts.owner is not None or facts.parent is not None:
            return False
        name = function.name.value
        if name in self.entry_points:
            return True
        if depth == 0:
            return False
        sites = [in_loop for func, in_loop in self.module_calls if isinstance(func, cst.Name) and func.value == name]
        for caller, caller_facts in self.facts.items():
            for func, scopes, in_loop in caller_facts.calls:
                if isinstance(func, cst.Name) and func.value == name and function in self.resolve_call(func, scopes):
                    if not self.runs_once(caller, depth - 1):
                        return False
                    sites.append(in_loop)
        return bool(sites) and not any(sites)


def _set(value: Optional[cst.BaseExpression]) -> bool:
    """An option passed with a value other than `None`/`False`."""
    return value is not None and not (isinstance(value, cst.Name) and value.value in ("None", "False"))


def _enclosing_class(scopes: Sequence[cst.CSTNode]) -> Optional[cst.ClassDef]:
    """The class whose method the innermost function is (`self` belongs to it)."""
    for index in range(len(scopes) - 1, 0, -1):
        if isinstance(scopes[index], cst.FunctionDef) and isinstance(scopes[index - 1], cst.ClassDef):
            found = scopes[index - 1]
            assert isinstance(found, cst.ClassDef)
            return found
    return None


class _SummaryCollector:
    """One iterative pass over the module (fast child access, no libcst visitor dispatch).

    Keeps the lexical context by hand: the scope stack (module, classes, functions), and per scope the
    loops and cache tests around the current node. Decorators and default values are read in the scope
    around a def, as Python evaluates them there.
    """

    def __init__(self, summary: ModuleSummary, imports: ImportTable) -> None:
        self.summary = summary
        self.imports = imports
        self.functions: List[cst.FunctionDef] = []
        self.scopes: List[Scope] = [summary.module]
        # Per scope: how many loops, and how many `if <cache test>:` bodies, enclose the current node.
        self.loop_depth: List[int] = [0]
        self.cache_ifs: List[int] = [0]
        self.main_block = 0

    def run(self, module: cst.Module) -> None:
        # The stack holds nodes to visit and callables to run when a construct is left.
        stack: List[object] = [module]
        while stack:
            item = stack.pop()
            node_type = type(item)
            if node_type not in NODE_TYPES:
                item()  # type: ignore[operator]
                continue
            node = cast(cst.CSTNode, item)
            handler = self.HANDLERS.get(node_type)
            if handler is not None and handler(self, node, stack):
                continue
            stack.extend(reversed(list(children(node))))

    def _push(self, stack: List[object], nodes: Iterable[Optional[cst.CSTNode]]) -> None:
        """Schedule `nodes` to be visited in order (after whatever is pushed later)."""
        stack.extend(reversed([node for node in nodes if node is not None]))

    # --- scopes ----------------------------------------------------------------------
    def _enter(self, scope: Scope) -> None:
        self.scopes.append(scope)
        self.loop_depth.append(0)
        self.cache_ifs.append(0)
        if isinstance(scope, cst.FunctionDef):
            self.functions.append(scope)

    def _leave(self) -> None:
        if isinstance(self.scopes.pop(), cst.FunctionDef):
            self.functions.pop()
        self.loop_depth.pop()
        self.cache_ifs.pop()

    def _class(self, node: cst.ClassDef, stack: List[object]) -> bool:
        summary = self.summary
        if len(self.scopes) == 1:
            summary.classes.setdefault(node.name.value, []).append(node)
        summary.methods[node] = {}
        for base in node.bases:
            qualified = self.imports.resolve(base.value)
            if qualified is not None and qualified.startswith("keras.") and _last(qualified) in MODEL_BASE_NAMES:
                summary.model_classes.add(node.name.value)
            elif dotted_name(base.value) in summary.model_classes:
                summary.model_classes.add(node.name.value)
        stack.append(self._leave)
        stack.append(node.body)
        stack.append(lambda: self._enter(node))
        self._push(stack, [*node.decorators, *node.bases, *node.keywords])
        return True

    def _function(self, node: cst.FunctionDef, stack: List[object]) -> bool:
        summary = self.summary
        summary.defs_by_name.setdefault(node.name.value, []).append(node)
        summary.callees[node] = set()
        enclosing = self.scopes[-1]
        owner = enclosing if isinstance(enclosing, cst.ClassDef) else None
        parent = enclosing if isinstance(enclosing, cst.FunctionDef) else None
        facts = FunctionFacts(node=node, owner=owner, parent=parent)
        facts.cache_decorated = any(_decorator_name(d) in CACHE_DECORATORS for d in node.decorators)
        facts.cache_guarded = _starts_with_cache_return(node)
        summary.facts[node] = facts
        if owner is not None:
            summary.methods[owner].setdefault(node.name.value, []).append(node)
        elif parent is not None:
            summary.facts[parent].nested.setdefault(node.name.value, []).append(node)
        else:
            summary.module_functions.setdefault(node.name.value, []).append(node)
        decorators = list(node.decorators)
        for decorator in node.decorators:
            if is_tf_function_decorator(decorator, self.imports):
                facts.tf_function = True
                options = decorator.decorator if isinstance(decorator.decorator, cst.Call) else None
                self._register(node.name.value, decorator, options, decorated=node)
                if parent is not None and not self._guarded():
                    summary.facts[parent].kinds.add(NEW_TF_FUNCTION)
                if options is not None:  # its arguments are read, the call itself creates nothing new here
                    decorators.remove(decorator)
                    decorators.extend(arg.value for arg in options.args)  # type: ignore[misc]
        stack.append(self._leave)
        stack.append(node.body)
        stack.append(lambda: self._enter(node))
        params = node.params
        defaults = [p.default for p in (*params.posonly_params, *params.params, *params.kwonly_params)]
        self._push(stack, [*decorators, *defaults])
        return True

    # --- loops, conditions ---------------------------------------------------------------
    def _loop(self, node: cst.CSTNode, stack: List[object]) -> bool:
        """`for`/`while`: the body (and a `while` test) runs once per iteration; `else` runs once."""

        def enter() -> None:
            self.loop_depth[-1] += 1

        def leave() -> None:
            self.loop_depth[-1] -= 1

        if isinstance(node, cst.For):
            self._push(stack, [node.target, node.iter, enter, node.body, leave, node.orelse])  # type: ignore[list-item]
        else:
            assert isinstance(node, cst.While)
            self._push(stack, [enter, node.test, node.body, leave, node.orelse])  # type: ignore[list-item]
        return True

    def _comprehension(self, node: cst.CSTNode, stack: List[object]) -> bool:
        """A comprehension is a loop, except for the iterable of its first `for` (evaluated once)."""
        assert isinstance(node, (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp))
        for_in = node.for_in

        def enter() -> None:
            self.loop_depth[-1] += 1

        def leave() -> None:
            self.loop_depth[-1] -= 1

        inner = [for_in.target, *for_in.ifs, for_in.inner_for_in]
        parts = [getattr(node, name) for name in ("elt", "key", "value") if hasattr(node, name)]
        self._push(stack, [for_in.iter, enter, *inner, *parts, leave])  # type: ignore[list-item]
        return True

    def _if(self, node: cst.If, stack: List[object]) -> bool:
        main = len(self.scopes) == 1 and _is_main_test(node.test)
        cache = is_cache_test(node.test)

        def enter() -> None:
            self.main_block += main
            self.cache_ifs[-1] += cache

        def leave() -> None:
            self.main_block -= main
            self.cache_ifs[-1] -= cache

        self._push(stack, [node.test, enter, node.body, leave, node.orelse])  # type: ignore[list-item]
        return True

    # --- statements ------------------------------------------------------------------
    def _return(self, node: cst.Return, stack: List[object]) -> bool:
        if self.functions and node.value is not None:
            self.summary.facts[self.functions[-1]].returns.append(node.value)
        return False

    def _assign(self, node: cst.CSTNode, stack: List[object]) -> bool:
        if isinstance(node, cst.Assign):
            for target in node.targets:
                self._bind(target.target, node.value)
        elif isinstance(node, cst.AnnAssign) and node.value is not None:
            self._bind(node.target, node.value)
        return False

    def _bind(self, target: cst.BaseExpression, value: cst.BaseExpression) -> None:
        if isinstance(target, cst.Name):
            if self.functions:
                self.summary.facts[self.functions[-1]].assigned.setdefault(target.value, []).append(value)
            elif len(self.scopes) == 1:
                self.summary.module_assigned.setdefault(target.value, []).append(value)
        if not isinstance(value, cst.Call):
            return
        parts = tf_function_call(value, self.imports)
        if parts is None:
            return
        wrapped, options = parts
        if isinstance(target, cst.Name):
            self._register(target.value, value, options, wrapped=wrapped)
        elif isinstance(target, cst.Attribute) and dotted_name(target.value) in ("self", "cls"):
            owner = _enclosing_class(self.scopes)
            self._register(target.attr.value, value, options, wrapped=wrapped, owner=owner)

    def _register(
        self,
        name: str,
        node: cst.CSTNode,
        options: Optional[cst.Call],
        decorated: Optional[cst.FunctionDef] = None,
        wrapped: Optional[cst.BaseExpression] = None,
        owner: Optional[cst.ClassDef] = None,
    ) -> None:
        enclosing = self.scopes[-1]
        if decorated is not None:
            scope = enclosing if isinstance(enclosing, cst.FunctionDef) else None
            owner = enclosing if isinstance(enclosing, cst.ClassDef) else None
        else:
            scope = None if owner is not None else (enclosing if isinstance(enclosing, cst.FunctionDef) else None)
        keywords = {arg.keyword.value: arg.value for arg in (options.args if options else ()) if arg.keyword}
        self.summary.tf_functions.setdefault(name, []).append(
            TfFunction(name, node, keywords, decorated=decorated, wrapped=wrapped, scope=scope, owner=owner)
        )

    # --- calls -----------------------------------------------------------------------
    def _call(self, node: cst.Call, stack: List[object]) -> bool:
        summary = self.summary
        func = node.func
        in_loop = self.loop_depth[-1] > 0
        current = summary.facts[self.functions[-1]] if self.functions else None
        if current is not None:
            current.calls.append((func, tuple(self.scopes), in_loop))
            callee = _local_callee(func)
            if callee is not None:
                summary.callees[current.node].add(callee)
        else:
            summary.module_calls.append((func, in_loop))
            self._entry_points(node, in_loop)
        qualified = self.imports.resolve(func)
        if qualified in PY_FUNCTIONS:
            summary.py_function_callers.update(self.functions)
        if current is not None:
            if qualified in VARIABLE_FACTORIES:
                current.kinds.add(VARIABLE)
            elif is_clear_session(qualified):
                current.kinds.add(CLEARS_SESSION)
            elif summary.makes_model(node):
                current.kinds.add(MODEL)
            elif isinstance(func, cst.Attribute) and func.attr.value in TRAINING_METHODS:
                current.kinds.add(TRAINS)
        parts = tf_function_call(node, self.imports)
        if parts is None:
            return False
        if current is not None and not self._guarded():
            current.kinds.add(NEW_TF_FUNCTION)
        wrapped = parts[0]
        name = dotted_name(wrapped) if wrapped is not None else None
        if name is not None:
            # `tf.function(train_step)` and `tf.function(self.train_step)` both wrap `train_step`.
            summary.tf_function_wrapped.add(_last(name))
        return False

    def _entry_points(self, call: cst.Call, in_loop: bool) -> None:
        """`main()` under `if __name__ == "__main__":`, `app.run(main)`, `fire.Fire(train)`, `tf.app.run()`."""
        func = call.func
        if self.main_block and isinstance(func, cst.Name):
            self.summary.entry_points.add(func.value)
        runner = dotted_name(func)
        if in_loop or runner is None or _last(runner) not in ENTRY_RUNNERS:
            return
        if not call.args:
            self.summary.entry_points.add("main")
        for arg in call.args:
            if isinstance(arg.value, cst.Name):
                self.summary.entry_points.add(arg.value.value)

    def _guarded(self) -> bool:
        """Whether the current function caches what it creates: `if self._fn is None:` around or before it."""
        if self.cache_ifs[-1] > 0:
            return True
        facts = self.summary.facts[self.functions[-1]] if self.functions else None
        return facts is not None and (facts.cache_guarded or facts.cache_decorated)

    HANDLERS: Dict[type, Callable[[_SummaryCollector, Any, List[object]], bool]] = {
        cst.ClassDef: _class,
        cst.FunctionDef: _function,
        cst.For: _loop,
        cst.While: _loop,
        cst.ListComp: _comprehension,
        cst.SetComp: _comprehension,
        cst.GeneratorExp: _comprehension,
        cst.DictComp: _comprehension,
        cst.If: _if,
        cst.Return: _return,
        cst.Assign: _assign,
        cst.AnnAssign: _assign,
        cst.Call: _call,
    }


def _last(dotted: str) -> str:
    return dotted.rsplit(".", 1)[-1]


def _decorator_name(decorator: cst.Decorator) -> Optional[str]:
    target = decorator.decorator
    if isinstance(target, cst.Call):
        target = target.func
    name = dotted_name(target)
    return name.rsplit(".", 1)[-1] if name is not None else None


def is_cache_test(test: cst.BaseExpression) -> bool:
    """A test that lets its body run once per cache key: `x is None`, `key not in cache`, `hasattr(...)`."""
    for node in walk(test, skip=(cst.Lambda,)):
        if isinstance(node, cst.Name) and node.value in ("None", "hasattr", "getattr"):
            return True
        if isinstance(node, (cst.In, cst.NotIn)):
            return True
    return False


def _is_main_test(test: cst.BaseExpression) -> bool:
    """`__name__ == "__main__"`."""
    return (
        isinstance(test, cst.Comparison)
        and isinstance(test.left, cst.Name)
        and test.left.value == "__name__"
        and any(
            isinstance(c.comparator, cst.SimpleString) and "__main__" in c.comparator.value for c in test.comparisons
        )
    )


def _starts_with_cache_return(function: cst.FunctionDef) -> bool:
    """`if self._fn is not None: return self._fn` (a memo check) among the function's top-level statements."""
    body = function.body
    if not isinstance(body, cst.IndentedBlock):
        return False
    for statement in body.body:
        if isinstance(statement, cst.If) and is_cache_test(statement.test):
            block = statement.body
            if isinstance(block, cst.IndentedBlock) and any(
                isinstance(line, cst.SimpleStatementLine) and any(isinstance(s, cst.Return) for s in line.body)
                for line in block.body
            ):
                return True
    return False


def _local_callee(func: cst.BaseExpression) -> Optional[str]:
    """`f` for `f(...)`, `self.f(...)` and `cls.f(...)`: calls that may reach a function of this module."""
    if isinstance(func, cst.Name):
        return func.value
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value in ("self", "cls"):
        return func.attr.value
    return None

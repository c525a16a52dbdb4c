"""tf.data: which calls are dataset calls, the function a transformation applies, and what that function runs.

A receiver's type is often unknown (a parameter, the result of a project's own loader): such a value may be a
dataset in a file that uses TensorFlow, unless it is known to be something else (another library's object, a
module, a number, a collection). A dataset method is also called unbound, `tf.data.Dataset.map(ds, f)`.

Where a dataset's elements come from is followed back from a dataset expression, through its method chain, the
assignments that reach a name (every path of them) and the module's functions that return it, to the call that
made it: its origins (a split taken from the dict `tfds.load` returns without `split=` has that call as its
origin). The elements are in memory already when every origin is a source that slices values held in
memory (`from_tensor_slices`, `range`, `list_files`, `zip` of those) or ends in an in-memory `.cache()`, and only
steps that pass elements through follow. A number of elements is recognised as such (`len(x)`,
`ds.cardinality()`, `info.splits[...].num_examples`, `x.shape[0]`, and names, functions and arithmetic that give
one).

The function a transformation applies is followed to the module's own functions: a lambda, a `def` bound to the
name (every binding that reaches it must be one), a method through `self`/`cls`, `functools.partial` of one, a
name assigned one of those. A method named on a receiver of unknown type is looked up by name among the module's
functions. A function runs Python when it calls `tf.py_function`/`tf.numpy_function`/`tf.compat.v1.py_func`, calls
a function of the module that does, or is decorated by a function of the module that returns one that does.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Dict, List, Optional, Tuple, Union

from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.bindings import ASSIGN, DEFINITION
from tflint_mem.analysis.imports import last
from tflint_mem.analysis.kinds import TFDS_LOAD, fold_int
from tflint_mem.analysis.lookalikes import (
    DATASET_METHODS,
    DATASET_ZIP,
    ELEMENT_KEEPING_METHODS,
    EXPANDING_METHODS,
    FILE_READERS,
    IN_MEMORY_SOURCES,
    PY_FUNCTIONS,
    dataset_class_method,
    is_dataset_constructor,
)
from tflint_mem.analysis.syntax import FUNCTIONS, argument, dotted, is_true, keyword, positional

if TYPE_CHECKING:
    from tflint_mem.analysis.facts import ModuleFacts

Function = Union[ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda]
DATASET_CLASS = "tensorflow.data.Dataset"
# Dataset methods whose function argument tf.data traces into its pipeline.
DATA_TRACING_METHODS = frozenset(
    {"map", "filter", "flat_map", "interleave", "reduce", "scan", "group_by_window", "take_while", "parallel_map"}
)
# `tf.data` APIs whose function argument runs as Python: per element (`from_generator`), or once (`apply`).
DATA_PYTHON_FUNCTIONS = frozenset({"from_generator", "apply"})
PARTIAL = "functools.partial"
MAX_DEPTH = 4
MAX_ORIGINS = 16
CARDINALITY = "tensorflow.data.experimental.cardinality"
COUNT_ATTRIBUTES = frozenset({"num_examples", "total_num_examples"})


@dataclass(frozen=True)
class Origin:
    """One way a dataset is made: the call that made it (None where that is not known: a parameter, an attribute
    set elsewhere, another module's value) and the dataset methods applied since, in order."""

    source: Optional[ast.Call]
    steps: Tuple[ast.Call, ...] = ()


UNKNOWN_ORIGIN = Origin(None)


class Datasets:
    def __init__(self, facts: ModuleFacts) -> None:
        self.facts = facts
        self._python: Dict[ast.AST, Tuple[ast.Call, ...]] = {}

    # --- dataset calls ----------------------------------------------------------------------------
    def may_be_dataset(self, node: ast.AST) -> bool:
        """A dataset by its kind, or a value of unknown kind (or an object of a class of the project) in a file
        that uses TensorFlow."""
        kind = self.facts.kinds.of(node)
        if kind.name == K.DATASET:
            return True
        return kind.name in (K.UNKNOWN, K.OBJECT) and self.facts.uses_tensorflow

    def method(self, call: ast.Call) -> Optional[str]:
        """The method a call runs on what may be a dataset (`map` for `ds.map(f)`), or the dataset method it calls
        unbound (`tf.data.Dataset.map(ds, f)`); None for anything else."""
        func = call.func
        if not isinstance(func, ast.Attribute):
            return None
        qualified = self.facts.kinds.qualified(func)
        if qualified is not None:
            return func.attr if qualified == f"{DATASET_CLASS}.{func.attr}" and func.attr in DATASET_METHODS else None
        return func.attr if self.may_be_dataset(func.value) else None

    def applied_function(self, call: ast.Call) -> Optional[ast.expr]:
        """The function a transformation applies: its first argument or `map_func=` (the second argument of an
        unbound `tf.data.Dataset.map(ds, f)`)."""
        return argument(call, 1 if self.unbound(call) else 0, "map_func")

    def unbound(self, call: ast.Call) -> bool:
        """`tf.data.Dataset.map(ds, f)`: a method called on the class, the dataset its first argument."""
        func = call.func
        return isinstance(func, ast.Attribute) and self.facts.kinds.qualified(func.value) == DATASET_CLASS

    def receiver(self, call: ast.Call) -> Optional[ast.expr]:
        """The dataset a method call applies to: `ds` in `ds.map(f)` and in `tf.data.Dataset.map(ds, f)`."""
        if not isinstance(call.func, ast.Attribute):
            return None
        if self.unbound(call):
            first = positional(call)[:1]
            return first[0] if first else None
        return call.func.value

    # --- where elements come from ---------------------------------------------------------------------
    def origins(self, node: ast.expr, depth: int = MAX_DEPTH) -> List[Origin]:
        """The ways the dataset `node` may have been made (one per path of assignments; `UNKNOWN_ORIGIN` for a
        path that cannot be followed)."""
        found = self._origins(node, depth)
        return found if len(found) <= MAX_ORIGINS else [UNKNOWN_ORIGIN]

    def _origins(self, node: ast.expr, depth: int) -> List[Origin]:
        facts = self.facts
        if isinstance(node, ast.Call):
            func = node.func
            method = self.method(node) if isinstance(func, ast.Attribute) else None
            qualified = facts.kinds.qualified(func)
            if method is not None and method in DATASET_METHODS and (qualified is None or self.unbound(node)):
                receiver = self.receiver(node)
                upstream = self._origins(receiver, depth) if receiver is not None else [UNKNOWN_ORIGIN]
                return [Origin(o.source, (*o.steps, node)) for o in upstream]
            if is_dataset_constructor(qualified) or dataset_class_method(qualified) is not None:
                return [Origin(node)]
            values = self._returned(node) if depth > 0 else None
            if values is None:
                return [UNKNOWN_ORIGIN]
            return [o for value in values for o in self._origins(value, depth - 1)] or [UNKNOWN_ORIGIN]
        if isinstance(node, ast.Subscript):
            load = self.split_of(node)
            return [Origin(load)] if load is not None else [UNKNOWN_ORIGIN]
        name = dotted(node)
        if name is None or depth == 0:
            return [UNKNOWN_ORIGIN]
        if isinstance(node, ast.Name):
            bindings = facts.bindings.reaching(name, node)
        else:
            bindings = facts.bindings.reaching_chain(name, node)
        if not bindings or any(b.how != ASSIGN or b.unpacked is not None or b.value is None for b in bindings):
            return [UNKNOWN_ORIGIN]
        return [o for b in bindings for o in self._origins(b.value, depth - 1)]  # type: ignore[arg-type]

    def split_of(self, node: ast.expr) -> Optional[ast.Call]:
        """The `tfds.load(...)` call whose dict of datasets (no `split=`, no `batch_size=-1`) `node` takes one split
        of: `tfds.load("x")["train"]`, or `splits["train"]` where every binding of `splits` that reaches it holds
        such a dict (the first of `splits, info = tfds.load("x", with_info=True)`)."""
        if not isinstance(node, ast.Subscript):
            return None
        value = node.value
        if isinstance(value, ast.Call):
            return value if self._loads_splits(value, None) else None
        if not isinstance(value, ast.Name):
            return None
        bindings = self.facts.bindings.reaching(value.id, value)
        loads = [b.value for b in bindings if b.how == ASSIGN and self._loads_splits(b.value, b.unpacked)]
        return loads[0] if bindings and len(loads) == len(bindings) else None  # type: ignore[return-value]

    def _loads_splits(self, value: Optional[ast.expr], unpacked: Optional[int]) -> bool:
        """`value`, as `unpacked` takes it, is the dict of every split that `tfds.load` returns without `split=`."""
        if not isinstance(value, ast.Call) or self.facts.kinds.qualified(value.func) != TFDS_LOAD:
            return False
        if argument(value, 1, "split") is not None or fold_int(keyword(value, "batch_size")) == -1:
            return False
        return unpacked == 0 if is_true(keyword(value, "with_info")) else unpacked is None

    def in_memory(self, node: ast.expr) -> bool:
        """Whether every element of the dataset `node` is held in memory already, whatever buffers it: each origin
        ends in an in-memory `.cache()` followed only by steps that pass elements through (`repeat`, `take`,
        `filter`, another `shuffle` ...), or is an in-memory source (`from_tensor_slices`, `range`, `list_files`,
        `zip` of them, whose elements are slices of values in memory) followed only by such steps."""
        origins = self.origins(node)
        return all(self._in_memory(origin) for origin in origins)

    def _in_memory(self, origin: Origin) -> bool:
        for step in reversed(origin.steps):
            method = self.method(step)
            if method == "cache" and caches_in_memory(step):
                return True
            if method not in ELEMENT_KEEPING_METHODS:
                return False
        source = origin.source
        if source is None:
            return False
        made_by = dataset_class_method(self.facts.kinds.qualified(source.func))
        if made_by == DATASET_ZIP:
            parts = positional(source)
            if len(parts) == 1 and isinstance(parts[0], (ast.Tuple, ast.List)):
                parts = list(parts[0].elts)
            return bool(parts) and all(self.in_memory(part) for part in parts)
        return made_by in IN_MEMORY_SOURCES

    def counts_files_of(self, counted: ast.expr, node: ast.expr) -> bool:
        """Whether `counted` is the list of files the dataset `node` reads records from, so that `len(counted)`
        counts files, not elements: `TFRecordDataset(files)`, or `from_tensor_slices(files)` then `interleave`."""
        name = dotted(counted)
        if name is None:
            return False
        for origin in self.origins(node):
            source = origin.source
            first = argument(source, 0, "filenames") if source is not None else None
            if source is None or first is None or dotted(first) != name:
                continue
            qualified = self.facts.kinds.qualified(source.func)
            if qualified in FILE_READERS or any(self.method(step) in EXPANDING_METHODS for step in origin.steps):
                return True
        return False

    # --- numbers of elements --------------------------------------------------------------------------
    def counted(self, node: ast.expr, depth: int = MAX_DEPTH) -> Optional[ast.expr]:
        """What `node` counts the elements of, when it is a number of elements: `x` for `len(x)` and `x.shape[0]`,
        `ds` for `ds.cardinality()` and `tf.data.experimental.cardinality(ds)`, `info...` for
        `info.splits["train"].num_examples`; also through `int()`, `.numpy()`, arithmetic with a number
        (`len(x) // 2`), names every reaching binding of which is one, and functions of the module returning one."""
        facts = self.facts
        if depth == 0:
            return None
        if isinstance(node, ast.BinOp):
            return self.counted(node.left, depth) or self.counted(node.right, depth)
        if isinstance(node, ast.Attribute) and node.attr in COUNT_ATTRIBUTES:
            return node.value
        if isinstance(node, ast.Subscript):
            shape = node.value
            index = node.slice
            first = isinstance(index, ast.Constant) and index.value == 0
            return shape.value if first and isinstance(shape, ast.Attribute) and shape.attr == "shape" else None
        if isinstance(node, ast.Name):
            bindings = facts.bindings.reaching(node.id, node)
            values = [b.value if b.how == ASSIGN and b.unpacked is None else None for b in bindings]
            counted = [self.counted(v, depth - 1) if v is not None else None for v in values]
            return counted[0] if counted and None not in counted else None
        if not isinstance(node, ast.Call):
            return None
        func, args = node.func, positional(node)
        if isinstance(func, ast.Name) and func.id in ("len", "int") and len(args) == 1:
            if facts.bindings.reaching(func.id, func):
                return None
            return args[0] if func.id == "len" else self.counted(args[0], depth)
        if isinstance(func, ast.Attribute) and func.attr == "numpy" and not args:
            return self.counted(func.value, depth)
        if facts.kinds.qualified(func) == CARDINALITY:
            return args[0] if args else None
        if isinstance(func, ast.Attribute) and func.attr == "cardinality" and facts.kinds.qualified(func) is None:
            return func.value
        returned = self._returned(node)
        counted = [self.counted(value, depth - 1) for value in returned or []]
        return counted[0] if counted and None not in counted else None

    def _returned(self, call: ast.Call) -> Optional[List[ast.expr]]:
        """What a call of functions of this module returns (None if it may run anything else)."""
        targets = self.facts.calls.resolve(call)
        functions = [target for target in targets if isinstance(target, FUNCTIONS)]
        if not targets or len(functions) != len(targets):
            return None
        return [value for function in functions for value in self.facts.calls.returns(function)]

    @cached_property
    def mapped(self) -> Dict[Function, ast.Call]:
        """The functions of the module passed to `Dataset.map` (tf.data traces them), with the `map` call."""
        found: Dict[Function, ast.Call] = {}
        for call in self.facts.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            func = call.func
            if isinstance(func, ast.Attribute) and func.attr == "map" and self.method(call) == "map":
                applied = self.applied_function(call)
                for function in self.functions(applied) if applied is not None else []:
                    found.setdefault(function, call)
        return found

    @cached_property
    def traced(self) -> Dict[Function, ast.Call]:
        """The functions of the module tf.data traces, with the call they are handed to: the function of a dataset
        transformation (`map`, `filter`, `flat_map`, `interleave`, `reduce`, `scan`, `group_by_window` ...), or any
        function handed to a `tf.data` API (`tf.data.experimental.Reducer(init, reduce, finalize)`). Not
        `from_generator`'s generator (Python, run per element) nor `apply`'s (run once, eagerly, on the dataset)."""
        found: Dict[Function, ast.Call] = dict(self.mapped)
        for call in self.facts.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            if self.traces_handed(call):
                for function in self.handed(call):
                    found.setdefault(function, call)
        return found

    def traces_handed(self, call: ast.Call) -> bool:
        """Whether tf.data traces the functions handed to `call`: a dataset's tracing method (`map`, `filter`...),
        or a `tf.data` API that is not one of those that run Python (`from_generator`)."""
        func = call.func
        # What the value is asked only of a tracing method's name: most calls are not one.
        tracing_name = isinstance(func, ast.Attribute) and func.attr in DATA_TRACING_METHODS
        method = self.method(call) if tracing_name else None
        qualified = self.facts.kinds.qualified(func) or ""
        return method in DATA_TRACING_METHODS or (
            qualified.startswith("tensorflow.data.") and last(qualified) not in DATA_PYTHON_FUNCTIONS
        )

    def handed(self, call: ast.Call) -> List[Function]:
        """The functions of the module handed to `call` as arguments: a function's name, a method, a lambda, a
        `functools.partial` of one (not the result of calling one)."""
        found: List[Function] = []
        for given in [*call.args, *(k.value for k in call.keywords)]:
            if isinstance(given, (ast.Name, ast.Attribute, ast.Lambda, ast.Call)):
                found.extend(self.functions(given))
        return found

    # --- functions ------------------------------------------------------------------------------
    def functions(self, node: ast.expr, depth: int = MAX_DEPTH) -> List[Function]:
        """The functions of the module that `node`, an expression passed as a function, may be (empty if unknown,
        or if some binding of a name is not a function of the module)."""
        facts = self.facts
        if isinstance(node, ast.Lambda):
            return [node]
        if depth == 0:
            return []
        if isinstance(node, ast.Call):
            qualified = facts.kinds.qualified(node.func)
            partial = qualified == PARTIAL or (qualified is None and dotted(node.func) == "partial")
            wrapped = positional(node)[:1] if partial else []
            return self.functions(wrapped[0], depth - 1) if wrapped else []
        if isinstance(node, ast.Name):
            found: List[Function] = []
            bindings = facts.bindings.reaching(node.id, node)
            for binding in bindings:
                if binding.how == DEFINITION and isinstance(binding.node, FUNCTIONS):
                    found.append(binding.node)
                elif binding.how == ASSIGN and binding.value is not None and binding.unpacked is None:
                    values = self.functions(binding.value, depth - 1)
                    if not values:
                        return []
                    found.extend(values)
                else:
                    return []
            return found
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            return self._method(node, node.value)
        return []

    def _method(self, node: ast.Attribute, receiver: ast.Name) -> List[Function]:
        """`self.parse` in a method: the class's method; `x.parse` on a value of unknown type: by name."""
        facts = self.facts
        owner = facts.bindings.method_class(node, receiver.id)
        if owner is not None:
            return list(facts.classes.method(facts.classes.by_node[owner], node.attr))
        kind = facts.kinds.of(receiver)
        if kind.name in (K.OBJECT, K.MODEL, K.LAYER) and kind.detail is not None:
            info = facts.classes.named(kind.detail)
            return list(facts.classes.method(info, node.attr)) if info is not None else []
        if kind.known or facts.kinds.qualified(node) is not None:
            return []
        return [f for f in facts.index.nodes(*FUNCTIONS) if getattr(f, "name", None) == node.attr]  # type: ignore[misc]

    # --- Python run through tf.py_function ----------------------------------------------------------
    def python_calls(self, node: Optional[ast.expr]) -> Tuple[ast.Call, ...]:
        """The `tf.py_function`-like calls that running the function `node` makes (through the module's functions);
        empty unless every function it may be makes one."""
        functions = self.functions(node) if node is not None else []
        found: List[ast.Call] = []
        for function in functions:
            calls = self.function_python_calls(function)
            if not calls:
                return ()
            found.extend(call for call in calls if call not in found)
        return tuple(found)

    def runs_python(self, node: Optional[ast.expr]) -> bool:
        return bool(self.python_calls(node))

    def function_python_calls(self, function: Function) -> Tuple[ast.Call, ...]:
        """The `tf.py_function`-like calls a function makes, itself or through the functions it calls or is
        decorated with."""
        found = self._python.get(function)
        if found is not None:
            return found
        self._python[function] = ()  # recursion
        facts = self.facts
        calls: List[ast.Call] = []
        for call in facts.calls_in(function):
            if facts.kinds.qualified(call.func) in PY_FUNCTIONS:
                calls.append(call)
                continue
            for target in facts.calls.resolve(call):
                if isinstance(target, FUNCTIONS):
                    calls.extend(self.function_python_calls(target))
        for decorator in getattr(function, "decorator_list", []):
            wrapper = decorator.func if isinstance(decorator, ast.Call) else decorator
            for made in self.functions(wrapper):
                for value in facts.calls.returns(made):
                    for returned in self.functions(value):
                        calls.extend(self.function_python_calls(returned))
        found = tuple(dict.fromkeys(calls))
        self._python[function] = found
        return found


def caches_in_memory(call: ast.Call) -> bool:
    """`.cache()`, `.cache("")` and `.cache(filename="")` cache in memory; any other filename goes to disk."""
    filename = argument(call, 0, "filename")
    return filename is None or (isinstance(filename, ast.Constant) and filename.value in ("", b""))

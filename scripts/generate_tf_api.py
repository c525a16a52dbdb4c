"""Write tflint_mem/analysis/data/tf_api.json: what the installed TensorFlow's public API does, for rules to read.

    python scripts/generate_tf_api.py            # (re)write the data file
    python scripts/generate_tf_api.py --check    # exit 1 if the file differs from what would be written

The linter never imports TensorFlow. Rules that must know whether a call creates graph ops (TFM010) or
constructs an object that owns TensorFlow state (TFM014) look names up in the data file this script
writes from the real API of an installed `tensorflow` (and `keras`):

- It walks the public namespaces `tf.*`, `tf.compat.v1.*`, `tf.compat.v2.*`, `tf.raw_ops` and the public
  Keras API (`keras.*`, which is also `tf.keras.*`), and names every callable as the linter spells it
  (`tensorflow.compat.v1.X` -> `tensorflow.X`, `tensorflow.keras.X` -> `keras.X`), plus the module where
  each such object is defined (`tensorflow.python.ops.math_ops.add`), for code that imports that path.
- **creates-ops**: a callable creates graph ops if TensorFlow marks it as a tensor op (its dispatch
  wrapper, `add_dispatch_support`), if it is a generated op wrapper (`gen_*_ops`, the whole of
  `tf.raw_ops`), or if its bytecode reaches one of those, or an op-creation primitive (`_apply_op_helper`,
  `Graph.create_op`, `constant`, `convert_to_tensor`), within `MAX_DEPTH` calls. Calls are followed
  through module globals, attribute chains, function-local imports, `self.method` on the defining class,
  and -- for a method called on an object of unknown TensorFlow type -- by method name when at most
  `MAX_NAMESAKES` TensorFlow classes define that name. Classes are followed into `__init__` (and a
  metaclass `__call__`): `tf.train.Saver()` builds its save/restore ops when constructed.
- **creates-variables**: the same, with variable construction (subclasses of `tf.Variable`) as the seed.
- **stateful-classes**: classes whose instances own variables or other TensorFlow state: subclasses of
  `tf.Variable`, `tf.Module`, the Keras `Layer` (so models), `Optimizer` and `Metric`, and TF1's
  `tf.compat.v1.train.Optimizer`, or classes whose construction creates variables.
- **stateful-factories**: functions that construct a stateful class within `FACTORY_DEPTH` calls
  (`keras.applications.ResNet50`, `keras.models.clone_model`, `tf.compat.v1.get_variable`).
- **stateless-layers**: Keras layer classes (all of them stateful classes above) whose construction and `build`
  create no variables: no `__init__` or `build` of the class or its Keras bases (below `Layer`) names
  `add_weight`, `add_variable`, `Variable`, `SeedGenerator` (Keras 3 dropout and noise layers own a seed
  variable), `deserialize_keras_object` (`Bidirectional` copies the layer it wraps) or `_add_existing_weight`
  (`TFSMLayer` loads a SavedModel's variables), nor constructs a layer class that does; and the stateful
  factories that construct no other stateful class (`keras.layers.concatenate`, `keras.layers.add`). `Flatten`,
  `Concatenate`, `Reshape`, pooling layers: built inside a traced function they raise nothing and, built per call,
  leave no memory behind (measured for TFM014).
- **op-methods**: for public TensorFlow (not Keras) classes, the public methods that create graph ops
  (`Variable.assign`, `Optimizer.minimize`): what a loop calling them on a graph object adds to the graph.
- **keras2-backend**: the Keras 2 backend functions that Keras 3's `keras.backend` no longer has
  (`K.placeholder`, `K.variable`, `K.gradients`, `K.sum` ...), as TensorFlow 2.x's `tf.keras` had them and the
  `tf_keras` package still has them: code written for Keras 2 spells them `keras.backend.X` or
  `tf.keras.backend.X`, which the linter reads as `keras.backend.X`. Which create ops or variables is derived as
  above, from `tf_keras`'s bytecode. `tf_keras` is optional: without it, the section is kept as last written.

The result depends on the TensorFlow version and, through bytecode, on the Python minor version; both
are recorded in the file. `tests/analysis/test_tf_api_data.py` (marked `real`) checks that the file is current.
"""

from __future__ import annotations

import argparse
import builtins
import collections
import dis
import inspect
import json
import os
import sys
import types
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Set, Tuple

ROOT = Path(__file__).resolve().parents[1]
OUTPUT = ROOT / "tflint_mem" / "analysis" / "data" / "tf_api.json"
OURS = ("tensorflow", "keras", "tf_keras")  # `tf_keras` is imported only after TensorFlow's own analysis
MAX_DEPTH = int(os.environ.get("TF_API_DEPTH", 6))
MAX_NAMESAKES = 5
FACTORY_DEPTH = 3
# Attribute names whose call adds an op to a graph, whatever the receiver (a Graph, an op-def library).
OP_PRIMITIVE_ATTRIBUTES = frozenset({"create_op", "_create_op_internal", "_apply_op_helper"})
UNKNOWN = object()  # a value of some TensorFlow type the bytecode does not reveal
# `self.stack.remove(x)` is a list method whatever TensorFlow classes also define `remove`.
BUILTIN_METHODS = frozenset(
    name for kind in (object, list, dict, set, frozenset, tuple, str, bytes, int, float) for name in dir(kind)
)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the data file is not current")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--explain", metavar="NAME", help="print the call path that makes NAME create ops, and exit")
    args = parser.parse_args(argv)
    if args.explain:
        print(explain(args.explain))
        return 0
    recorded = json.loads(args.output.read_text(encoding="utf-8")) if args.output.exists() else {}
    text = render(generate(recorded.get("keras2-backend")))
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.exists() else ""
        if current != text:
            print(f"{args.output} is not current for the installed TensorFlow; run {Path(__file__).name}")
            return 1
        return 0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(text, encoding="utf-8")
    print(f"wrote {args.output}")
    return 0


def explain(name: str) -> str:
    import keras
    import tensorflow as tf

    symbols = public_symbols(tf, keras)
    if name not in symbols:
        return f"{name} is not a public TensorFlow or Keras callable"
    analysis = Analysis(tf)
    lines = []
    for label, seed in (("creates ops", analysis.op_seed), ("creates variables", analysis.variable_seed)):
        chain = analysis.path(symbols[name] if inspect.isclass(symbols[name]) else unwrap(symbols[name]), seed)
        steps = " -> ".join(f"{getattr(n, '__module__', '?')}.{getattr(n, '__qualname__', n)}" for n in chain or [])
        lines.append(f"{label}: " + (steps if chain else "no"))
    return "\n".join(lines)


def render(data: Dict[str, Any]) -> str:
    return json.dumps(data, indent=1, sort_keys=True) + "\n"


def generate(keras2_recorded: Optional[Dict[str, str]] = None) -> Dict[str, Any]:
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    import keras
    import tensorflow as tf

    symbols = public_symbols(tf, keras)
    analysis = Analysis(tf)
    ops = {name for name, obj in symbols.items() if analysis.reaches(obj, analysis.op_seed)}
    variables = {name for name, obj in symbols.items() if analysis.reaches(obj, analysis.variable_seed)}
    ops |= variables  # a variable is ops in the graph: its handle, initializer and read
    stateful = {
        name
        for name, obj in symbols.items()
        if inspect.isclass(obj) and (issubclass(obj, analysis.stateful_roots) or name in variables)
    }
    analysis.stateful_names = {id(obj) for name, obj in symbols.items() if name in stateful}
    factories = {
        name
        for name, obj in symbols.items()
        if not inspect.isclass(obj) and analysis.reaches(obj, analysis.stateful_seed, depth=FACTORY_DEPTH)
    }
    stateless = stateless_layers(symbols, stateful, keras)
    analysis.weighted_names = {id(obj) for name, obj in symbols.items() if name in stateful - stateless}
    stateless |= {
        name for name in factories if not analysis.reaches(symbols[name], analysis.weighted_seed, depth=FACTORY_DEPTH)
    }
    op_methods: Dict[str, str] = {}
    for name, obj in symbols.items():
        if inspect.isclass(obj) and name.startswith("tensorflow.") and not name.startswith("tensorflow.raw_ops."):
            methods = sorted(
                {method for method, value in public_methods(obj) if analysis.reaches(value, analysis.op_seed)}
            )
            if methods:
                op_methods[name] = " ".join(methods)
    return {
        "generated-by": "scripts/generate_tf_api.py",
        "tensorflow-version": tf.__version__,
        "keras-version": keras.__version__,
        "python-version": f"{sys.version_info.major}.{sys.version_info.minor}",
        "creates-ops": group(ops),
        "creates-variables": group(variables),
        "stateful-classes": group(stateful),
        "stateful-factories": group(factories),
        "stateless-layers": group(stateless),
        "op-methods": op_methods,
        "public-names": public_names(tf, keras),
        "keras2-backend": keras2_backend(keras) or keras2_recorded or {},
    }


def keras2_backend(keras: Any) -> Optional[Dict[str, str]]:
    """The Keras 2 backend functions Keras 3 dropped, from an installed `tf_keras` (None without it): their names
    (`public-names`, what `from keras.backend import *` bound), and those that create ops or variables."""
    try:
        import tf_keras
    except ImportError:
        return None
    backend = tf_keras.backend
    kept = set(dir(keras.backend))
    symbols = {
        name: value
        for name in sorted(dir(backend))
        if not name.startswith("_") and name not in kept and callable(value := getattr(backend, name))
    }
    analysis = Analysis(None)  # built after the import, so `tf_keras`'s classes are method namesakes too
    variables = {name for name, obj in symbols.items() if analysis.reaches(obj, analysis.variable_seed)}
    ops = {name for name, obj in symbols.items() if analysis.reaches(obj, analysis.op_seed)} | variables
    return {
        "tf-keras-version": tf_keras.__version__,
        "public-names": " ".join(sorted(symbols)),
        "creates-ops": " ".join(sorted(ops)),
        "creates-variables": " ".join(sorted(variables)),
    }


# Modules whose names `from M import *` binds in user code (`from tensorflow.keras.layers import *`), by the
# linter's spelling of M.
STAR_MODULES = (
    "tensorflow",
    "tensorflow.data",
    "tensorflow.math",
    "tensorflow.nn",
    "keras",
    "keras.activations",
    "keras.applications",
    "keras.backend",
    "keras.callbacks",
    "keras.datasets",
    "keras.initializers",
    "keras.layers",
    "keras.losses",
    "keras.metrics",
    "keras.models",
    "keras.optimizers",
    "keras.preprocessing",
    "keras.regularizers",
    "keras.utils",
)


def public_names(tf: Any, keras: Any) -> Dict[str, str]:
    """The names `from M import *` binds for each module of `STAR_MODULES`: its public attributes."""
    found = {}
    for name in STAR_MODULES:
        if name == "tensorflow":
            module = tf
        elif name.startswith("tensorflow."):
            module = tf
            for part in name.split(".")[1:]:
                module = getattr(module, part)
        else:
            module = keras
            for part in name.split(".")[1:]:
                module = getattr(module, part)
        exported = getattr(module, "__all__", None)
        names = exported if exported is not None else [n for n in dir(module) if not n.startswith("_")]
        found[name] = " ".join(sorted(set(names)))
    return found


# Names in a layer's `__init__`/`build` that mean it creates (or copies, or loads) variables.
LAYER_STATE_NAMES = frozenset(
    {"add_weight", "add_variable", "Variable", "SeedGenerator", "deserialize_keras_object", "_add_existing_weight"}
)


def stateless_layers(symbols: Dict[str, Any], stateful: Set[str], keras: Any) -> Set[str]:
    """The stateful classes that are Keras layers creating no variables (see the module docstring); models hold
    the layers they are given, so they are not layers of this kind."""
    base = keras.layers.Layer
    memo: Dict[type, bool] = {}

    def creates_state(cls: type, depth: int = 0) -> bool:
        if cls in memo:
            return memo[cls]
        memo[cls] = False  # a cycle: decided by the other paths
        found = False
        for klass in cls.__mro__:
            if klass is base or klass is object or not _ours(klass):
                continue
            for method in ("__init__", "build"):
                function = klass.__dict__.get(method)
                code = getattr(function, "__code__", None)
                if code is None:
                    continue
                names = {name for nested in _code_objects(code) for name in nested.co_names}
                found |= bool(names & LAYER_STATE_NAMES)
                for name in names:
                    value = function.__globals__.get(name)
                    if inspect.isclass(value) and issubclass(value, base) and value is not base and depth < 4:
                        found |= creates_state(value, depth + 1)
        memo[cls] = found
        return found

    return {
        name
        for name in stateful
        if inspect.isclass(symbols[name])
        and issubclass(symbols[name], base)
        and symbols[name] is not base
        and not issubclass(symbols[name], keras.Model)
        and not creates_state(symbols[name])
    }


def group(names: Iterable[str]) -> Dict[str, str]:
    """`{"tensorflow.math": "abs acos add ..."}`: a third of the size of a flat list, one line per namespace."""
    grouped: Dict[str, List[str]] = collections.defaultdict(list)
    for name in names:
        parent, _, leaf = name.rpartition(".")
        grouped[parent].append(leaf)
    return {parent: " ".join(sorted(leaves)) for parent, leaves in sorted(grouped.items())}


def canonical(name: str) -> str:
    """The linter's spelling (see tflint_mem.analysis.imports.canonical), for names this script produces."""
    if name.startswith("keras.src."):
        return "keras." + name[len("keras.src.") :]
    return name


def public_symbols(tf: Any, keras: Any) -> Dict[str, Any]:
    """Every public callable by canonical name, plus the defining-module name of each."""
    symbols: Dict[str, Any] = {}
    seen: Set[int] = set()
    for module in (tf.compat.v1, tf.compat.v2):
        _walk(module, "tensorflow", symbols, seen, prefixes=("tensorflow._api",), skip=("compat", "keras"))
    seen.clear()
    _walk(keras, "keras", symbols, seen, prefixes=("keras.",), skip=("src",))
    for obj in list(symbols.values()):
        target = unwrap(obj)
        module = getattr(target, "__module__", None) or ""
        qualname = getattr(target, "__qualname__", "")
        if module.startswith(("tensorflow.python.", "keras.src.")) and qualname and "<" not in qualname:
            symbols.setdefault(canonical(f"{module}.{qualname}"), obj)
    return symbols


def _walk(
    module: Any, prefix: str, out: Dict[str, Any], seen: Set[int], prefixes: Tuple[str, ...], skip: Tuple[str, ...]
) -> None:
    if id(module) in seen:
        return
    seen.add(id(module))
    for name in sorted(dir(module)):
        if name.startswith("_") or name in skip:
            continue
        try:
            value = getattr(module, name)
        except Exception:  # lazy loaders raise for parts of the API that are not installed
            continue
        if inspect.ismodule(value):
            try:
                module_name = value.__name__
            except Exception:
                continue
            if module_name.startswith(prefixes) and not module_name.startswith("keras.src"):
                _walk(value, f"{prefix}.{name}", out, seen, prefixes, skip)
        elif callable(value):
            out.setdefault(f"{prefix}.{name}", value)


def public_methods(cls: type) -> Iterator[Tuple[str, Any]]:
    """Public methods of `cls` and their overrides in TensorFlow subclasses (`tf.Variable.assign` is abstract)."""
    classes = [cls, *(sub for sub in _subclasses(cls) if _ours(sub))]
    for name in sorted(dir(cls)):
        if name.startswith("_"):
            continue
        for klass in classes:
            try:
                value = inspect.getattr_static(klass, name)
            except AttributeError:
                continue
            if isinstance(value, (staticmethod, classmethod)):
                value = value.__func__
            if inspect.isfunction(value) and _ours(value):
                yield name, value


def _subclasses(cls: type) -> List[type]:
    found: List[type] = []
    pending = list(cls.__subclasses__())
    while pending:
        sub = pending.pop()
        if sub not in found:
            found.append(sub)
            pending.extend(sub.__subclasses__())
    return found


def unwrap(obj: Any) -> Any:
    """The function under TensorFlow's decorators (`tf_decorator`, `functools.wraps`)."""
    for _ in range(20):
        target = getattr(obj, "_tf_decorator", None)
        target = getattr(target, "decorated_target", None) if target is not None else None
        if target is None:
            target = getattr(obj, "__wrapped__", None)
        if target is None or target is obj:
            return obj
        obj = target
    return obj


def _ours(obj: Any) -> bool:
    try:
        module = getattr(obj, "__module__", None)
    except Exception:
        return False
    return isinstance(module, str) and module.startswith(OURS)


class Analysis:
    """A call graph over TensorFlow's own bytecode, and which nodes reach a seed within MAX_DEPTH calls."""

    def __init__(self, tf: Any) -> None:
        import keras
        from tensorflow.python.framework import constant_op, op_def_library, ops
        from tensorflow.python.module import module
        from tensorflow.python.ops import variables
        from tensorflow.python.training import optimizer as v1_optimizer

        self.primitives = {
            unwrap(f)
            for f in (
                op_def_library._apply_op_helper,
                ops.Graph.create_op,
                ops.Graph._create_op_internal,
                constant_op.constant,
                ops.convert_to_tensor,
            )
        }
        self.variable_class = variables.Variable
        self.stateful_roots: Tuple[type, ...] = (
            variables.Variable,
            module.Module,
            keras.layers.Layer,
            keras.optimizers.Optimizer,
            keras.metrics.Metric,
            keras.Variable,
            v1_optimizer.Optimizer,
        )
        self.methods_by_name: Dict[str, List[Any]] = collections.defaultdict(list)
        for loaded in list(sys.modules.values()):
            name = getattr(loaded, "__name__", None)
            if not isinstance(name, str) or not name.startswith(OURS):
                continue
            for value in list(vars(loaded).values()):
                if inspect.isclass(value) and value.__module__ == name:
                    for attribute, member in vars(value).items():
                        if isinstance(member, (staticmethod, classmethod)):
                            member = member.__func__
                        if inspect.isfunction(member):
                            self.methods_by_name[attribute].append(member)
        self.stateful_names: Set[int] = set()
        self.weighted_names: Set[int] = set()
        self._edges: Dict[int, Tuple[List[Any], bool]] = {}
        self._memo: Dict[Tuple[int, int, str], bool] = {}
        self._keep: List[Any] = []  # keeps analysed objects alive, so their ids stay unique

    # --- seeds -----------------------------------------------------------------
    def op_seed(self, obj: Any) -> bool:
        if obj in self.primitives if _hashable(obj) else False:
            return True
        if hasattr(obj, "_tf_type_based_dispatcher"):  # set by tf's add_dispatch_support on tensor ops
            return True
        module = getattr(obj, "__module__", None) or ""
        return inspect.isfunction(obj) and module.rsplit(".", 1)[-1].startswith("gen_")

    def stateful_seed(self, obj: Any) -> bool:
        return inspect.isclass(obj) and id(obj) in self.stateful_names

    def weighted_seed(self, obj: Any) -> bool:
        """A stateful class other than a stateless layer."""
        return inspect.isclass(obj) and id(obj) in self.weighted_names

    def variable_seed(self, obj: Any) -> bool:
        return inspect.isclass(obj) and issubclass(obj, self.variable_class) and obj is not self.variable_class

    # --- reachability ------------------------------------------------------------
    def reaches(self, obj: Any, seed: Callable[[Any], bool], depth: int = MAX_DEPTH) -> bool:
        """Whether calling `obj` reaches a seed within `depth` calls."""
        start = obj if inspect.isclass(obj) else unwrap(obj)
        key = (id(start), depth, seed.__name__)
        if key not in self._memo:
            self._memo[key] = self.path(start, seed, depth) is not None
        return self._memo[key]

    def path(self, start: Any, seed: Callable[[Any], bool], depth: int = MAX_DEPTH) -> Optional[List[Any]]:
        """The shortest call path from `start` to a seed (breadth-first), or None."""
        parents: Dict[int, Any] = {id(start): None}
        nodes = {id(start): start}
        frontier = [start]
        for _ in range(depth + 1):
            following = []
            for node in frontier:
                targets, primitive = self.edges(node)
                if seed(node) or (primitive and seed == self.op_seed):
                    chain = [node]
                    while parents[id(chain[-1])] is not None:
                        chain.append(parents[id(chain[-1])])
                    return chain[::-1]
                for target in targets:
                    if id(target) not in parents:
                        parents[id(target)] = node
                        nodes[id(target)] = target
                        following.append(target)
            if not following:
                return None
            frontier = following
        return None

    def edges(self, node: Any) -> Tuple[List[Any], bool]:
        """What `node` may call, and whether it calls an op-creation primitive by attribute name."""
        if id(node) not in self._edges:
            self._keep.append(node)
            if inspect.isclass(node):
                self._edges[id(node)] = (self._class_edges(node), False)
            else:
                self._edges[id(node)] = self._function_edges(node)
        return self._edges[id(node)]

    def _class_edges(self, cls: type) -> List[Any]:
        targets = [klass.__dict__["__init__"] for klass in cls.__mro__ if "__init__" in klass.__dict__ and _ours(klass)]
        call = type(cls).__dict__.get("__call__")
        if call is not None and _ours(type(cls)):
            targets.append(call)
        return [unwrap(target) for target in targets]

    def _function_edges(self, func: Any) -> Tuple[List[Any], bool]:
        """Follow the bytecode's loads: only what is called (or a property read) becomes an edge.

        A value referenced but not called (`isinstance(v, ResourceVariable)`) is not an edge. The callee
        of a call is the value loaded as `NULL + f` (LOAD_GLOBAL), by LOAD_METHOD (`LOAD_ATTR` with the
        method flag from Python 3.12) or right after PUSH_NULL; calls pop it off a stack of callees.
        """
        code = getattr(func, "__code__", None)
        if code is None or not _ours(func):
            return [], False
        global_names = getattr(func, "__globals__", {})
        owner = _defining_class(func)
        targets: List[Any] = []
        primitive = False
        for code_object in _code_objects(code):
            local: Dict[str, Any] = {}
            current: Any = None
            importing: Any = None
            callees: List[Any] = []
            after_null = False
            chain_is_callee = False  # a NULL was pushed: the attribute chain being loaded is called
            for instruction in dis.get_instructions(code_object):
                op, arg = instruction.opname, instruction.argval
                method = op == "LOAD_METHOD" or (op == "LOAD_ATTR" and "NULL" in instruction.argrepr)
                if chain_is_callee and (op != "LOAD_ATTR" or method):
                    if not method:
                        self._called(current, callees, targets)
                    chain_is_callee = False
                if op == "LOAD_GLOBAL":
                    current = global_names.get(arg, getattr(builtins, str(arg), None))
                    chain_is_callee = "NULL" in instruction.argrepr
                elif op in ("LOAD_FAST", "LOAD_DEREF", "LOAD_CLOSURE"):
                    current = local.get(arg)
                    if current is None and arg in ("self", "cls"):
                        current = owner if owner is not None else UNKNOWN
                    chain_is_callee = chain_is_callee or after_null
                elif op in ("LOAD_ATTR", "LOAD_METHOD"):
                    primitive |= arg in OP_PRIMITIVE_ATTRIBUTES
                    current = self._attribute(current, str(arg), targets, called=method)
                    if method:
                        callees.append(current)
                elif op == "IMPORT_NAME":
                    importing = current = sys.modules.get(str(arg))
                elif op == "IMPORT_FROM":
                    current = _import_from(importing, str(arg))
                elif op in ("STORE_FAST", "STORE_DEREF"):
                    if current is not None and current is not UNKNOWN:
                        local[arg] = current
                    current = None
                elif op in ("CALL", "CALL_FUNCTION_EX", "CALL_KW"):
                    called = callees.pop() if callees else None
                    # Calling TensorFlow code returns some TensorFlow object of a type the bytecode hides.
                    current = UNKNOWN if called is UNKNOWN or (called is not None and _ours(called)) else None
                elif op not in ("PRECALL", "KW_NAMES", "CACHE", "NOP", "RESUME", "PUSH_NULL"):
                    current = None
                after_null = op == "PUSH_NULL"
        return targets, primitive

    def _called(self, value: Any, callees: List[Any], targets: List[Any]) -> None:
        callees.append(value)
        if _callable_code(value):
            targets.append(value if inspect.isclass(value) else unwrap(value))

    def _attribute(self, receiver: Any, name: str, targets: List[Any], called: bool) -> Any:
        """Follow `receiver.name`, recording the TensorFlow code that runs: the callee if called, a property."""
        if receiver is None:
            return None
        if receiver is UNKNOWN:
            namesakes = self.methods_by_name.get(name, [])
            if called and 0 < len(namesakes) <= MAX_NAMESAKES and name not in BUILTIN_METHODS:
                targets.extend(namesakes)
            return UNKNOWN
        try:
            value = inspect.getattr_static(receiver, name) if inspect.isclass(receiver) else getattr(receiver, name)
        except Exception:
            # An instance attribute (`self._builder`) or a lazily loaded name: a TensorFlow object all the same.
            return UNKNOWN if _ours(receiver) else None
        if isinstance(value, (staticmethod, classmethod)):
            value = value.__func__
        elif isinstance(value, property):
            if _callable_code(value.fget):
                targets.append(unwrap(value.fget))
            return UNKNOWN
        if called and _callable_code(value):
            targets.append(value if inspect.isclass(value) else unwrap(value))
        return value


def _callable_code(value: Any) -> bool:
    return (
        value is not None and value is not UNKNOWN and callable(value) and not inspect.ismodule(value) and _ours(value)
    )


def _defining_class(func: Any) -> Any:
    parts = getattr(func, "__qualname__", "").split(".")
    if len(parts) < 2 or "<locals>" in parts:
        return None
    value: Any = sys.modules.get(getattr(func, "__module__", ""))
    for part in parts[:-1]:
        value = getattr(value, part, None)
    return value if inspect.isclass(value) else None


def _import_from(module: Any, name: str) -> Any:
    if module is None:
        return None
    value = getattr(module, name, None)
    if value is None:
        value = sys.modules.get(f"{getattr(module, '__name__', '')}.{name}")
    return value


def _code_objects(code: types.CodeType) -> Iterator[types.CodeType]:
    yield code
    for constant in code.co_consts:
        if isinstance(constant, types.CodeType):
            yield from _code_objects(constant)


def _hashable(obj: Any) -> bool:
    try:
        hash(obj)
    except TypeError:
        return False
    return True


if __name__ == "__main__":
    sys.exit(main())

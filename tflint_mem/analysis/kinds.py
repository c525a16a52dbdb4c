"""What kind of value an expression is (a dataset, a Keras model, a tensor, a Python number ...) and why.

`Kinds.of(expr)` answers from evidence, strongest first: the call that made the value (through imports, star
imports and the conventional names), the bindings that reach a name, the values assigned to `self.<attr>`, what a
function of the module (or of another module of the project) returns, and how the value is used (`.compile()` then
`.fit()`, `fit(..., epochs=...)`, a Keras-only method, an annotation). Another library's call makes a foreign
object, whatever its methods are called. The answer carries its evidence, so messages can say why.
"""

from __future__ import annotations

import ast
import math
import operator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Dict, FrozenSet, List, Mapping, Optional, Sequence, Set, Tuple

from tflint_mem.analysis import classes as class_kinds
from tflint_mem.analysis.bindings import ASSIGN, AUGMENTED, DEFINITION, IMPORT, LOOP_TARGET, PARAMETER, WITH, Binding
from tflint_mem.analysis.imports import is_tf, last
from tflint_mem.analysis.lookalikes import (
    DATASET_METHODS,
    GRADIENT_TAPES,
    KERAS_BACKEND_RUNS,
    KERAS_FIT_KEYWORDS,
    KERAS_MODEL_METHODS,
    MODEL_BUILDER_NAME,
    PY_FUNCTIONS,
    SESSION_FACTORIES,
    TAPE_GRADIENT_METHODS,
    TF_FUNCTION_NAMES,
    VARIABLE_FACTORIES,
    foreign_library,
    is_dataset_constructor,
    is_model_factory,
)
from tflint_mem.analysis.syntax import FUNCTIONS, argument, dotted, is_true, keyword, positional, walk_scope
from tflint_mem.analysis.tf_api import tf_api

if TYPE_CHECKING:
    from tflint_mem.analysis.facts import ModuleFacts

DATASET = "dataset"
ITERATOR = "iterator"
MODEL = "Keras model"
LAYER = "Keras layer"
OPTIMIZER = "optimizer"
METRIC = "metric"
STATEFUL = "stateful object"
TF_FUNCTION = "tf.function"
TENSOR = "tensor"
VARIABLE = "variable"
NUMBER = "Python number"
ARRAY = "NumPy array"
SESSION = "session"
GRAPH = "graph"
GRADIENT_TAPE = "gradient tape"
FOREIGN = "foreign object"
MODULE = "module"
OBJECT = "object"
FUNCTION = "function"
COLLECTION = "collection"
LOSS = "Keras loss"  # an instance of a `keras.losses` class: called on labels and predictions, it returns a tensor
GENERATOR = "generator"  # what calling a function that yields returns: a stream of items (frames, batches, lines)
NONE = "None"
UNKNOWN = "unknown"
KERAS_STATE = frozenset({MODEL, LAYER, OPTIMIZER, METRIC, STATEFUL, VARIABLE})
CLASS_KINDS = {
    class_kinds.MODEL: MODEL,
    class_kinds.LAYER: LAYER,
    class_kinds.OPTIMIZER: OPTIMIZER,
    class_kinds.METRIC: METRIC,
    class_kinds.STATEFUL: STATEFUL,
    class_kinds.CALLBACK: OBJECT,
    class_kinds.FOREIGN: FOREIGN,
}
NUMBER_BUILTINS = frozenset({"len", "int", "float", "round", "abs", "min", "max", "sum", "bool", "pow", "divmod"})
SHAPE_KEEPING_METHODS = frozenset({"astype", "copy"})  # `np.expand_dims(x, 0).astype("float32")`: still one sample
DICT_VIEWS = frozenset({"values", "keys", "items"})
COLLECTION_BUILTINS = frozenset({"list", "dict", "tuple", "set", "sorted", "str", "zip", "enumerate", "range", "map"})
TENSOR_KEEPERS = frozenset({"tensorflow.constant", "tensorflow.convert_to_tensor", "tensorflow.cast"})
ARRAY_SCALARS = frozenset({"item"})
ITERATOR_MAKERS = frozenset({"make_one_shot_iterator", "make_initializable_iterator"})
TF1_ITERATOR = "tensorflow.data.Iterator"  # what they make: the class whose `get_next()` the API lists as an op
NUMPY_MATH = frozenset(
    {"exp", "log", "log2", "log10", "sqrt", "sin", "cos", "tanh", "power", "floor", "ceil", "round", "abs"}
    | {"maximum", "minimum", "clip", "exp2", "expm1", "log1p", "square"}
)
NUMPY_RANGES = frozenset({"linspace", "geomspace", "logspace", "arange"})  # 1-D arrays of numbers
ONE_DIMENSIONAL = "1-D"
NUMPY_NUMBERS = frozenset({"float32", "float64", "int32", "int64", "float16", "int8", "uint8", "int16"})
MAX_DEPTH = 4
TFDS_LOAD = "tensorflow_datasets.load"


@dataclass(frozen=True)
class Kind:
    """A kind and the evidence for it (`detail`: the class, library or module class behind it)."""

    name: str
    evidence: str = ""
    detail: Optional[str] = None

    @property
    def known(self) -> bool:
        return self.name not in (UNKNOWN, NONE)

    def __eq__(self, other: object) -> bool:  # compare by kind: `kind == MODEL`
        if isinstance(other, str):
            return self.name == other
        return isinstance(other, Kind) and (self.name, self.detail) == (other.name, other.detail)

    def __hash__(self) -> int:
        return hash((self.name, self.detail))


UNKNOWN_KIND = Kind(UNKNOWN)
NONE_KIND = Kind(NONE)


class Kinds:
    """Kinds of the expressions of one module, memoised."""

    def __init__(self, facts: ModuleFacts) -> None:
        self.facts = facts
        self.imports = facts.imports
        self._memo: Dict[int, Kind] = {}
        self._methods: Dict[int, Dict[str, Dict[str, List[ast.Call]]]] = {}
        # `self.<attr>.method(...)` calls per class: attribute -> method -> calls
        self._attribute_uses: Dict[ast.ClassDef, Dict[str, Dict[str, List[ast.Call]]]] = {}
        self._active: Set[int] = set()
        self._returns: Dict[ast.AST, Kind] = {}
        self._additions: Dict[Tuple[ast.AST, bool], List[ast.AST]] = {}  # `_additions_in`
        self._qualified: Dict[int, Optional[str]] = {}  # `qualified`, memoised (asked of the same nodes again)

    # --- entry points -------------------------------------------------------------------------
    def of(self, node: ast.AST) -> Kind:
        key = id(node)
        found = self._memo.get(key)
        if found is not None:
            return found
        if key in self._active or len(self._active) > 40:
            return UNKNOWN_KIND  # a cycle (`x = x + 1`) or a chain too long to be worth following
        self._active.add(key)
        try:
            found = self._of(node)
        finally:
            self._active.discard(key)
        self._memo[key] = found
        return found

    def is_(self, node: ast.AST, *names: str) -> bool:
        return self.of(node).name in names

    def qualified(self, node: ast.AST) -> Optional[str]:
        """The canonical TensorFlow/other-library name of a Name/Attribute chain, unless a local binding shadows
        its first name."""
        key = id(node)  # nodes live as long as the facts: an id stays theirs
        if key in self._qualified:
            return self._qualified[key]
        found = self._qualified[key] = self._qualify(node)
        return found

    def _qualify(self, node: ast.AST) -> Optional[str]:
        name = dotted(node)
        if name is None:
            return None
        root = name.split(".", 1)[0]
        if self.imports.target(root) is None:
            return None  # not imported (nor implicit): no name, whatever binds it (checked first: far cheaper)
        if self.facts.bindings.owner(root, node) is not None and not self._is_import_binding(root, node):
            return None
        return self.imports.resolve_dotted(name)

    def _is_import_binding(self, root: str, node: ast.AST) -> bool:
        if root in self.imports.aliases:
            return True  # its one binding is the alias (`tf1 = tf.compat.v1`)
        bindings = self.facts.bindings.reaching(root, node)
        return bool(bindings) and all(b.how == IMPORT for b in bindings)

    # --- by syntax ----------------------------------------------------------------------------
    def _of(self, node: ast.AST) -> Kind:
        if isinstance(node, ast.Constant):
            if node.value is None:
                return NONE_KIND
            if isinstance(node.value, (bool, int, float, complex)):
                return Kind(NUMBER, "a number literal")
            return Kind(COLLECTION, "a literal")
        if isinstance(node, (ast.List, ast.Tuple, ast.Dict, ast.Set, ast.JoinedStr, *_COMPREHENSIONS)):
            return Kind(COLLECTION, "a Python collection")
        if isinstance(node, ast.Name):
            return self._name(node)
        if isinstance(node, ast.Attribute):
            return self._attribute(node)
        if isinstance(node, ast.Call):
            return self._call(node)
        if isinstance(node, ast.BinOp):
            return self._arithmetic([node.left, node.right], node)
        if isinstance(node, ast.UnaryOp):
            inner = self.of(node.operand)
            return inner if inner.name in (NUMBER, TENSOR, ARRAY) else UNKNOWN_KIND
        if isinstance(node, (ast.Compare, ast.BoolOp)) and isinstance(node, ast.Compare):
            return Kind(NUMBER, "a comparison")
        if isinstance(node, ast.BoolOp):
            return self.union([self.of(value) for value in node.values])
        if isinstance(node, ast.IfExp):
            return self.union([self.of(node.body), self.of(node.orelse)])
        if isinstance(node, ast.Subscript):
            return self._subscript(node)
        if isinstance(node, ast.Lambda):
            return Kind(FUNCTION, "a lambda")
        if isinstance(node, ast.NamedExpr):
            return self.of(node.value)
        return UNKNOWN_KIND

    def few_values(self, node: ast.AST, depth: int = 2) -> Optional[int]:
        """How many values a Python value can take at most, when the code bounds it by a constant: a bool (a
        comparison, `not x`, `and`/`or` of bools, `True`): 2; `i % 3`: 3; a name every binding of which is one of
        those (`accum = not (step % k == 0)`). None when nothing bounds it (a counter, `len(batch)`)."""
        if isinstance(node, ast.Constant):
            return 1
        if isinstance(node, ast.Compare) or (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not)):
            return 2
        if isinstance(node, ast.BoolOp):
            counts = [self.few_values(value, depth) for value in node.values]
            if isinstance(node.op, ast.And) and counts[-1] is not None:
                # `is_train and np.random.random() > 0.5`: an earlier operand's falsy value, or the last operand.
                return len(counts) - 1 + counts[-1]
            return None if None in counts else sum(c for c in counts if c is not None)  # one of its operands
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
            divisor = node.right
            if isinstance(divisor, ast.Constant) and type(divisor.value) is int and divisor.value > 0:
                return divisor.value
            return None
        if isinstance(node, ast.Name) and depth > 0:
            bindings = self.facts.bindings.reaching(node.id, node)
            values = [b.value for b in bindings if b.how == ASSIGN and b.unpacked is None and b.value is not None]
            if not bindings or len(values) != len(bindings):
                return None
            counts = [self.few_values(value, depth - 1) for value in values]
            return None if None in counts else sum(c for c in counts if c is not None)
        return None

    def union(self, kinds: List[Kind]) -> Kind:
        """What a value is when it may be any of `kinds`: the known kind they agree on (None is ignored)."""
        known = [kind for kind in kinds if kind.known]
        if not known:
            return NONE_KIND if kinds and all(kind.name == NONE for kind in kinds) else UNKNOWN_KIND
        names = {kind.name for kind in known}
        details = {kind.detail for kind in known}
        if len(names) == 1 and len(details) > 1:
            # `env.run(random_agent)`, then `env.run(agent)`: an object, of either class (not the first one's).
            evidence = " or ".join(sorted({kind.evidence for kind in known}))
            return Kind(known[0].name, evidence, None)
        if len(names) == 1 and len(known) == len([k for k in kinds if k.name != NONE]):
            return known[0]
        if len(names) == 1:
            return known[0]  # known where assigned, unknown on some paths: the known kind is the evidence
        if names <= {TENSOR, VARIABLE}:
            return Kind(TENSOR, known[0].evidence)
        return UNKNOWN_KIND

    def _arithmetic(self, operands: List[ast.expr], node: ast.AST) -> Kind:
        kinds = [self.of(operand) for operand in operands]
        names = {kind.name for kind in kinds}
        if names & {TENSOR, VARIABLE}:
            return Kind(TENSOR, "arithmetic on a tensor")
        if ARRAY in names:
            return Kind(ARRAY, "arithmetic on an array")
        if names == {NUMBER}:
            return Kind(NUMBER, "arithmetic on Python numbers")
        if names == {NUMBER, UNKNOWN} and all(k.known or _constant_name(o) for k, o in zip(kinds, operands)):
            # `epoch * STEPS_PER_EPOCH + i` with the constant from elsewhere (tensorflow#44033's global step)
            return Kind(NUMBER, "arithmetic on Python numbers and a constant")
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and COLLECTION in names:
            return Kind(COLLECTION, "string formatting")
        return UNKNOWN_KIND

    def _subscript(self, node: ast.Subscript) -> Kind:
        value = node.value
        if isinstance(value, ast.Attribute) and value.attr == "shape":
            return Kind(NUMBER, "a static shape dimension")
        kind = self.of(value)
        if kind.name in (TENSOR, VARIABLE):
            return Kind(TENSOR, "a slice of a tensor")
        if kind.name == ARRAY:
            if kind.detail == ONE_DIMENSIONAL and not isinstance(node.slice, (ast.Slice, ast.Tuple)):
                return Kind(NUMBER, "an element of a 1-D NumPy array (a NumPy float, which is a Python float)")
            return Kind(ARRAY, "a slice of an array")
        if kind.name == FOREIGN:
            return kind
        if kind.name == COLLECTION and not isinstance(node.slice, ast.Slice):
            # `sigmas[-1]` of a list of floats; `bots[turn % 4]` of a list of a project class's instances (ben#15)
            member = self.members(value)
            instance = member.name == OBJECT and member.detail is not None
            return member if member.name in (NUMBER, TENSOR, MODEL, LAYER) or instance else UNKNOWN_KIND
        return UNKNOWN_KIND

    # --- names and attributes ---------------------------------------------------------------------
    def _name(self, node: ast.Name) -> Kind:
        bindings = self.facts.bindings.reaching(node.id, node)
        if not bindings:
            qualified = self.imports.resolve_dotted(node.id)
            if qualified is not None:
                return self._module_value(qualified)
            # A snippet's `model` from an earlier cell or post: what the code does with it says what it is.
            return self.usage(node.id, self.facts.index.scope(node), strong_only=True)
        if len(bindings) == 1 and self._is_receiver(bindings[0]):
            return self.self_kind(node)
        kinds = [self.of_binding(binding) for binding in bindings]
        found = self.union(kinds)
        if found.known:
            return found
        parameters = [b for b in bindings if b.how == PARAMETER]
        if parameters:
            return self.usage(node.id, parameters[0].scope)
        if found.name == UNKNOWN and all(b.how in (ASSIGN, IMPORT) for b in bindings):
            # `fmodel = PhiFSModel(...)` of another package: what the code does with it says what it is.
            scopes = dict.fromkeys([*(b.scope for b in bindings), self.facts.index.scope(node)])
            for scope in scopes:
                used = self.usage(node.id, scope, strong_only=True)
                if used.known:
                    return used
        return found

    def _is_receiver(self, binding: Binding) -> bool:
        """The first parameter of a method: `self` (not of a static method)."""
        function = binding.scope
        if binding.how != PARAMETER or not isinstance(function, FUNCTIONS):
            return False
        if not isinstance(self.facts.index.scope(function), ast.ClassDef):
            return False
        if any(dotted(d) == "staticmethod" for d in function.decorator_list):
            return False
        args = [*function.args.posonlyargs, *function.args.args]
        return bool(args) and args[0] is binding.node

    def of_binding(self, binding: Binding) -> Kind:
        if binding.how == ASSIGN and binding.value is not None:
            if binding.unpacked is not None:
                return self.unpacked(binding.value, binding.unpacked)
            return self.of(binding.value)
        if binding.how == LOOP_TARGET and binding.value is not None:
            return self.element(binding.value, binding)
        if binding.how == WITH and binding.value is not None:
            made = self.of(binding.value)
            if made.name in (SESSION, GRAPH, FOREIGN, GRADIENT_TAPE):
                return made
            return UNKNOWN_KIND
        if binding.how == AUGMENTED and isinstance(binding.node, ast.AugAssign):
            made = self.of(binding.node.value)  # `step += 1` keeps a number a number, a tensor a tensor
            return made if made.name in (NUMBER, TENSOR, ARRAY) else UNKNOWN_KIND
        if binding.how == PARAMETER:
            annotated = self._annotation(binding.node)
            return annotated if annotated.known else self._argument(binding)
        if binding.how == DEFINITION:
            if isinstance(binding.node, FUNCTIONS):
                if self.facts.tf_functions.decorated(binding.node) is not None:
                    return Kind(TF_FUNCTION, f"`@tf.function` `{binding.name}`")
                return Kind(FUNCTION, f"`def {binding.name}`")
            return Kind(OBJECT, f"class `{binding.name}`")
        if binding.how == IMPORT:
            qualified = self.imports.resolve_dotted(binding.name)
            return self._module_value(qualified) if qualified is not None else UNKNOWN_KIND
        return UNKNOWN_KIND

    def _argument(self, binding: Binding) -> Kind:
        """What a parameter holds, from the calls of its function in this module: the kind every call passes for
        it (the default's, where a call passes nothing); unknown if the function is not called here."""
        function = binding.scope
        if not isinstance(function, FUNCTIONS) or binding.name in ("self", "cls"):
            return UNKNOWN_KIND
        sites = self.facts.calls.callers(function)
        if not sites and binding.value is not None and fold_number(binding.value) is not None:
            # `def __init__(self, max_weight=10.0)` called from elsewhere: the default says what it takes.
            return Kind(NUMBER, f"a parameter defaulting to `{ast.unparse(binding.value)}`")
        passed = self._passed(binding)
        if passed is None or (binding.value is None and None in passed):
            return UNKNOWN_KIND
        found = self.union([self.of(value if value is not None else binding.value) for value in passed])  # type: ignore[arg-type]
        return Kind(found.name, f"passed {found.evidence}", found.detail) if found.known else UNKNOWN_KIND

    def _passed(self, binding: Binding) -> Optional[List[Optional[ast.expr]]]:
        """What each call of the parameter's function in this module passes for it (None where a call passes
        nothing); None if the function is not called here, is called in more than 8 places, or a call spreads
        `*args`/`**kwargs`."""
        function = binding.scope
        if not isinstance(function, FUNCTIONS):
            return None
        sites = self.facts.calls.callers(function)
        if not sites or len(sites) > 8:
            return None
        if any(isinstance(a, ast.Starred) for s in sites for a in s.args) or any(
            k.arg is None for s in sites for k in s.keywords
        ):
            return None
        return [self.facts.calls.argument_for(site, function, binding.name) for site in sites]

    def passed_from_other_modules(self, value: ast.expr) -> Kind:
        """What other modules of the project pass for a parameter the value names, when this module never calls its
        function: a Keras model if every such call passes one (their summaries say so), else unknown. Asked only
        where a rule needs it: it reads the summaries of the modules that call the function."""
        project = self.facts.project
        if project is None:
            return UNKNOWN_KIND
        if isinstance(value, ast.Attribute):
            kept = self._init_parameter(value)  # `self.model`, set only from `__init__`'s `model`
        elif isinstance(value, ast.Name):
            bindings = self.facts.bindings.reaching(value.id, value)
            one = len(bindings) == 1 and bindings[0].how == PARAMETER and isinstance(bindings[0].scope, FUNCTIONS)
            kept = (bindings[0].scope, value.id) if one else None
        else:
            kept = None
        if kept is None:
            return UNKNOWN_KIND
        function, parameter = kept
        if self.facts.calls.callers(function) or not self.facts.imported_elsewhere:
            return UNKNOWN_KIND
        if project.passes_models(function, self.facts, parameter):
            return Kind(MODEL, f"`{parameter}`, a Keras model other modules pass")
        return UNKNOWN_KIND

    def _init_parameter(self, value: ast.Attribute) -> Optional[Tuple[ast.AST, str]]:
        """`__init__` and its parameter that `self.<attr>` only ever holds (`Bindings.init_parameter`): a ROS
        subscriber's callback predicting with the model its node handed over."""
        receiver = value.value
        owner = self.facts.bindings.method_class(value, receiver.id) if isinstance(receiver, ast.Name) else None
        return self.facts.bindings.init_parameter(owner, value.attr) if owner is not None else None

    def unpacked(self, value: ast.expr, position: int) -> Kind:
        """One of several names fed by one value: `train, test = tfds.load(..., split=[...])`."""
        made = self.of(value)
        if made.name == DATASET:
            # `ds, info = tfds.load(..., with_info=True)`: the dataset(s) first, then a description of them.
            with_info = isinstance(value, ast.Call) and is_true(keyword(value, "with_info"))
            return made if position == 0 or not with_info else UNKNOWN_KIND
        if made.name in (FOREIGN, TENSOR):
            return made  # `outputs, state = tf.nn.dynamic_rnn(...)`: an op's results are tensors
        if isinstance(value, ast.Call):
            # `history, model = build_and_fit(...)`: the element the function returns at that position.
            kinds = []
            for target in self.facts.calls.resolve(value):
                if isinstance(target, FUNCTIONS):
                    kinds.append(self.returned_element(target, position))
                else:
                    kinds.append(target.returned_element(position))
            return self.union(kinds) if kinds else UNKNOWN_KIND
        return UNKNOWN_KIND

    def returned_element(self, function: ast.AST, position: int) -> Kind:
        """What a function returns at `position` when every `return` gives a tuple or list display of the same
        length (`return history, model`); unknown otherwise."""
        values = self.facts.calls.returns(function)
        displays = [v for v in values if isinstance(v, (ast.Tuple, ast.List))]
        if not values or len(displays) != len(values) or len({len(v.elts) for v in displays}) != 1:
            return UNKNOWN_KIND
        if position >= len(displays[0].elts) or any(isinstance(e, ast.Starred) for v in displays for e in v.elts):
            return UNKNOWN_KIND
        return self.union([self.of(v.elts[position]) for v in displays])

    def returned_members(self, function: ast.AST) -> Kind:
        """What the elements of the collection a function returns are (`return pop` of `Network` objects), where
        the module shows them; unknown otherwise, or when it returns no collection."""
        if self.returns(function).name != COLLECTION:
            return UNKNOWN_KIND
        return self.union([self.members(value) for value in self.facts.calls.returns(function)])

    def returned_elements(self, function: ast.AST) -> List[Kind]:
        """The kind of each element of the tuple a function returns (see `returned_element`); [] if none."""
        values = self.facts.calls.returns(function)
        first = values[0] if values else None
        if not isinstance(first, (ast.Tuple, ast.List)):
            return []
        return [self.returned_element(function, position) for position in range(len(first.elts))]

    def element(self, iterable: ast.expr, binding: Optional[Binding] = None) -> Kind:
        """What a `for` loop over `iterable` binds to its target; for a tuple target, `binding.unpacked` says which
        element (the first of an `enumerate` is a counter, the n-th of a `zip` comes from its n-th iterable)."""
        unpacked = binding.unpacked if binding is not None else None
        if isinstance(iterable, ast.Call) and not is_tf(self.imports.resolve(iterable.func)):  # `tf.range`: tensors
            name = last(dotted(iterable.func) or "")
            args = positional(iterable)
            if name in ("range", "xrange", "trange", "count") and unpacked is None:
                return Kind(NUMBER, "a loop counter")
            if name == "enumerate" and unpacked is not None:
                if unpacked == 0:
                    return Kind(NUMBER, "a loop counter")
                return self.element(args[0]) if args and unpacked == 1 else UNKNOWN_KIND
            if name == "zip" and unpacked is not None:
                return self.element(args[unpacked]) if unpacked < len(args) else UNKNOWN_KIND
            if name in ("tqdm", "progressbar", "reversed") and args:
                return self.element(args[0], binding)
        if unpacked is not None:
            return UNKNOWN_KIND
        kind = self.of(iterable)
        if kind.name in (DATASET, ITERATOR):
            return Kind(TENSOR, "an element of a dataset")
        if kind.name in (TENSOR, VARIABLE):
            return Kind(TENSOR, "a row of a tensor")
        if kind.name == ARRAY:
            if kind.detail == ONE_DIMENSIONAL:
                return Kind(NUMBER, "an element of a 1-D NumPy array (a NumPy float, which is a Python float)")
            return Kind(ARRAY, "a row of an array")
        if kind.name == FOREIGN:
            return kind
        return self.members(iterable)

    def members(self, collection: ast.expr, depth: int = 3) -> Kind:
        """What the elements of a Python collection are, where the module shows them all: a list or tuple display,
        a comprehension's element, `.values()` of a dict display or comprehension, and a name or `self.<attr>`
        assigned one of these (an empty list filled with `.append(x)` in the same scope included): the kind they
        agree on (`models = [build(i) for i in range(5)]`, `self.tasks = [ImageTask(...)]`)."""
        if isinstance(collection, (ast.List, ast.Tuple, ast.Set)):
            elements = [e for e in collection.elts if not isinstance(e, ast.Starred)]
            if len(elements) < len(collection.elts):
                return UNKNOWN_KIND
            return self.union([self.of(element) for element in elements]) if elements else UNKNOWN_KIND
        if isinstance(collection, (ast.ListComp, ast.SetComp, ast.GeneratorExp)):
            return self.of(collection.elt)
        if isinstance(collection, ast.Dict):
            if None in collection.keys:
                return UNKNOWN_KIND
            return self.union([self.of(v) for v in collection.values]) if collection.values else UNKNOWN_KIND
        if isinstance(collection, ast.DictComp):
            return self.of(collection.value)
        if isinstance(collection, ast.Call) and isinstance(collection.func, ast.Attribute):
            if collection.func.attr == "values" and not collection.args and depth > 0:
                inner = collection.func.value
                return self.members(inner, depth - 1) if self._is_dict(inner) else UNKNOWN_KIND
            if collection.func.attr in DICT_VIEWS or depth == 0:
                return UNKNOWN_KIND
        if depth == 0:
            return UNKNOWN_KIND
        if isinstance(collection, ast.BinOp) and isinstance(collection.op, ast.Add):
            # `parents + children`: the members of both lists
            return self.union([self.members(collection.left, depth - 1), self.members(collection.right, depth - 1)])
        if isinstance(collection, ast.Call):  # `get_sigma_levels()`: what a function of the module returns
            targets = self.facts.calls.resolve(collection)
            if len(targets) == 1 and not isinstance(targets[0], FUNCTIONS):
                return getattr(targets[0], "returns_members", UNKNOWN_KIND)  # another module's, from its summary
            returned = [v for t in targets if isinstance(t, FUNCTIONS) for v in self.facts.calls.returns(t)]
            if not returned or len(targets) != 1:
                return UNKNOWN_KIND
            return self.union([self.members(value, depth - 1) for value in returned])
        passed = self._passed_for(collection)
        if passed:  # a parameter: what every call of its function in this module passes (msma#1's `sigmas`)
            return self.union([self.members(value, depth - 1) for value in passed])
        values = self._collection_values(collection)
        if not values:
            return UNKNOWN_KIND
        return self.union([self.members(value, depth - 1) for value in values])

    def _passed_for(self, node: ast.expr) -> List[ast.expr]:
        """The arguments every call of this module passes for the parameter `node` names; [] if it is not a
        parameter, or a call passes nothing for it (`_passed`)."""
        if not isinstance(node, ast.Name):
            return []
        bindings = self.facts.bindings.reaching(node.id, node)
        if len(bindings) != 1 or bindings[0].how != PARAMETER:
            return []
        passed = self._passed(bindings[0])
        return [value for value in passed if value is not None] if passed and None not in passed else []

    def _is_dict(self, node: ast.expr) -> bool:
        values = (
            self._collection_values(node, additions=False) if isinstance(node, (ast.Name, ast.Attribute)) else [node]
        )
        return bool(values) and all(isinstance(v, (ast.Dict, ast.DictComp)) for v in values)

    def _collection_values(self, node: ast.expr, additions: bool = True) -> List[ast.expr]:
        """Every value a name or `self.<attr>` is given, and what is added to it in place (`.append(x)` as `[x]`,
        `.extend(xs)` and `+= xs` as `xs`, `d[k] = x` as `[x]`), in the scopes that bind it (for an attribute, its
        class; only the values given with `additions=False`); [] unless every binding is a plain assignment."""
        bindings = self.facts.bindings
        owner: Optional[ast.ClassDef] = None
        if isinstance(node, ast.Name):
            found = bindings.reaching(node.id, node)
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            owner = bindings.method_class(node, node.value.id)
            found = bindings.attribute_bindings(owner, node.attr) if owner is not None else []
        else:
            return []
        found = [b for b in found if b.how != AUGMENTED]  # `xs += [x]`: an addition, read below
        if not found or any(b.how != ASSIGN or b.value is None or b.unpacked is not None for b in found):
            return []
        values: List[ast.expr] = [b.value for b in found if b.value is not None]
        if not additions:
            return values
        if owner is not None:
            places = self._additions_in(owner, whole=True)
        else:
            places = [n for scope in dict.fromkeys(b.scope for b in found) for n in self._additions_in(scope)]
        chain = dotted(node)
        for place in places:
            added = _added_to(place, chain) if chain is not None else None
            if added is _UNKNOWN_ADDITION:
                return []
            if added is not None:
                values.append(added)
        return values

    def _additions_in(self, code: ast.AST, whole: bool = False) -> List[ast.AST]:
        """The nodes of a scope's own code (of all its code if `whole`) that may add to a collection (`_added_to`),
        in the order a walk meets them: kept, as each name's collection values walk its scopes again."""
        key = (code, whole)
        found = self._additions.get(key)
        if found is None:
            walked = ast.walk(code) if whole else walk_scope(code)
            found = self._additions[key] = [n for n in walked if isinstance(n, (ast.Call, ast.AugAssign, ast.Assign))]
        return found

    def _attribute(self, node: ast.Attribute) -> Kind:
        qualified = self.qualified(node)
        if qualified is not None:
            return self._module_value(qualified)
        if isinstance(node.value, ast.Name):
            owner = self.facts.bindings.method_class(node, node.value.id)
            if owner is not None:
                return self.of_attribute(owner, node.attr)
        if node.attr in ("shape", "dtype"):
            return Kind(COLLECTION, "a static shape")
        receiver = self.of(node.value)
        if receiver.name == FOREIGN:
            return receiver
        if receiver.name == OBJECT and receiver.detail is not None:
            return self._instance_attribute(receiver.detail, node.attr)
        if receiver.name in (MODEL, LAYER) and node.attr in ("trainable_variables", "weights", "variables"):
            return Kind(COLLECTION, "the model's variables")
        return UNKNOWN_KIND

    def _instance_attribute(self, cls: str, attribute: str) -> Kind:
        """`agent.model`, `self.actor.network`: what the attribute holds in the methods of the instance's class, of
        this module (`Agent`) or of another module of the project (`path::ActorNet`, from its summary)."""
        local = self.facts.classes.named(cls)
        if local is not None:
            return self.of_attribute(local.node, attribute)
        project = self.facts.project
        found = project.attribute_kind(cls, attribute) if project is not None else None
        return found if found is not None else UNKNOWN_KIND

    def of_attribute(self, owner: ast.ClassDef, attribute: str, seen: FrozenSet[ast.ClassDef] = frozenset()) -> Kind:
        """What `self.<attribute>` holds in the methods of `owner`; an attribute the class never assigns holds what
        its base classes assign (of this module, or of another module of the project, from its summary)."""
        info = self.facts.classes.by_node.get(owner)
        if info is not None and attribute == "model" and info.kind == class_kinds.CALLBACK:
            return Kind(MODEL, "the model a Keras callback is attached to")
        bindings = self.facts.bindings.attribute_bindings(owner, attribute)
        if not bindings and info is not None and owner not in seen:
            return self._inherited_attribute(info, attribute, seen | {owner})
        kinds = [self.of_binding(b) if b.how == ASSIGN and b.value is not None else UNKNOWN_KIND for b in bindings]
        found = self.union(kinds)
        return found if found.known else self._attribute_usage(owner, attribute)

    def _attribute_usage(self, owner: ast.ClassDef, attribute: str) -> Kind:
        """What the class's own use of `self.<attribute>` shows: a Keras-only method, or `fit(..., epochs=...)`
        (an agent base class whose subclasses, in another module, build the model: cartpole-rl-remote)."""
        uses = self._attribute_uses.get(owner)
        if uses is None:
            uses = self._attribute_uses[owner] = {}
            for node in ast.walk(owner):
                func = node.func if isinstance(node, ast.Call) else None
                if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Attribute):
                    if isinstance(func.value.value, ast.Name) and func.value.value.id == "self":
                        methods = uses.setdefault(func.value.attr, {})
                        methods.setdefault(func.attr, []).append(node)  # type: ignore[arg-type]
        found = _keras_use(f"self.{attribute}", uses.get(attribute, {}))
        return found if found is not None else UNKNOWN_KIND

    def _inherited_attribute(self, info: class_kinds.ClassInfo, attribute: str, seen: FrozenSet[ast.ClassDef]) -> Kind:
        for base in info.bases:
            local = dotted(base)
            if local is not None and self.facts.imports.target(local.split(".")[0]) is None:
                cls = self.facts.classes.named(local)
                kind = self.of_attribute(cls.node, attribute, seen) if cls is not None else UNKNOWN_KIND
            else:
                qualified = self.facts.imports.resolve(base)
                project = self.facts.project
                found = project.inherited_attribute_kind(qualified, attribute) if project and qualified else None
                kind = found if found is not None else UNKNOWN_KIND
            if kind.name != UNKNOWN:
                return kind
        return UNKNOWN_KIND

    def self_kind(self, node: ast.AST) -> Kind:
        """What `self` is in the method holding `node` (or a function nested in it): a Keras model or layer if its
        class extends one."""
        owner = self.facts.bindings.method_class(node, node.id) if isinstance(node, ast.Name) else None
        info = self.facts.classes.by_node.get(owner) if owner is not None else None
        if info is None:
            return UNKNOWN_KIND
        kind = CLASS_KINDS.get(info.kind)
        if kind is not None:
            return Kind(kind, f"`{info.name}` extends `{info.extends}`", info.name)
        return Kind(OBJECT, f"an instance of `{info.name}`", info.name)

    def module_globals(self) -> Dict[str, Kind]:
        """What the module's own globals hold as the module leaves them (`train_data = tfds.load(...).batch(64)`,
        `model = load_model(path)`), for other modules that import them; names bound otherwise than by assignment
        (a def, a class, an import) and values of unknown kind are left out."""
        table = self.facts.bindings.by_scope.get(self.facts.index.tree, {})
        found = {}
        for name, bindings in table.items():
            if bindings and all(b.how in (ASSIGN, AUGMENTED) for b in bindings):
                kind = self.union([self.of_binding(b) for b in bindings])
                if kind.known and kind.name not in (MODULE, FUNCTION, NONE):
                    found[name] = kind
        return found

    def _module_value(self, qualified: str) -> Kind:
        """A module-level value of TensorFlow or another library, named without a call: a module, a constant; or
        a global of another module of the project, as its summary records it."""
        project = self.facts.project
        imported = project.global_kind(qualified) if project is not None else None
        if imported is not None:
            return imported
        if qualified in ("tensorflow.data.AUTOTUNE", "tensorflow.data.experimental.AUTOTUNE"):
            return Kind(NUMBER, "`tf.data.AUTOTUNE`")
        if qualified in TF_FUNCTION_NAMES:
            return Kind(FUNCTION, "`tf.function`")
        library = foreign_library(qualified)
        if library is not None:
            return Kind(FOREIGN, f"`{qualified}`", library)
        return Kind(MODULE, f"`{qualified}`", qualified)

    # --- calls --------------------------------------------------------------------------------------
    def _call(self, node: ast.Call) -> Kind:
        func = node.func
        qualified = self.qualified(func)
        if qualified is not None:
            made = self._api_call(qualified, node)
            if made.known:
                return made
            targets = self.facts.calls.resolve(node) if self.facts.project is not None else []
            if targets:  # a function of another module of the project
                return self.returned(targets)
            name = last(qualified)
            if not is_tf(qualified) and foreign_library(qualified) is None and MODEL_BUILDER_NAME.match(name):
                return Kind(MODEL, f"`{name}()`, a model-builder name")  # imported from a module not read
            return made
        if isinstance(func, ast.Attribute):
            return self._method_call(node, func)
        if isinstance(func, ast.Name):
            return self._name_call(node, func)
        if isinstance(func, ast.Call):  # `tf.function(f)(x)`, `Model(...)(x)`
            made = self.of(func)
            if made.name in (MODEL, LAYER, TF_FUNCTION):
                return Kind(TENSOR, f"the output of a {made.name}")
        return UNKNOWN_KIND

    def _api_call(self, qualified: str, node: ast.Call) -> Kind:
        """A call of a TensorFlow, NumPy or other library's API, by its canonical name."""
        code = f"`{qualified}`"
        if qualified in TF_FUNCTION_NAMES:
            return Kind(TF_FUNCTION, "`tf.function(...)`")
        if qualified in GRADIENT_TAPES:
            return Kind(GRADIENT_TAPE, code)
        if qualified in VARIABLE_FACTORIES:
            return Kind(VARIABLE, code)
        if qualified == TFDS_LOAD and not _tfds_loads_datasets(node):
            return _tfds_load_other(node)
        if is_dataset_constructor(qualified):
            return Kind(DATASET, code)
        if is_model_factory(qualified):
            return Kind(MODEL, code, qualified)
        if SESSION_FACTORIES.search(qualified) and is_tf(qualified):
            return Kind(SESSION, code)
        if qualified in ("tensorflow.Graph", "tensorflow.get_default_graph"):
            return Kind(GRAPH, code)
        if qualified in TENSOR_KEEPERS or qualified in PY_FUNCTIONS:
            return Kind(TENSOR, code)
        if is_tf(qualified) and last(qualified) in ITERATOR_MAKERS:  # before `creates_ops`, which lists them
            return Kind(ITERATOR, code, TF1_ITERATOR)  # a graph's iterator: its `get_next()` is an op
        if is_tf(qualified) and qualified.endswith(".iter"):
            return Kind(ITERATOR, code)
        if qualified in KERAS_BACKEND_RUNS:  # before `creates_ops`: they fetch values, in NumPy
            return Kind(ARRAY, code) if last(qualified) in ("eval", "get_value") else UNKNOWN_KIND
        if qualified == "keras.backend.function":
            return Kind(FUNCTION, code)  # Keras 2's graph function, called with its inputs
        if qualified.startswith("keras.losses.") and last(qualified)[:1].isupper():
            return Kind(LOSS, code, qualified)
        api = tf_api()
        if qualified in api.stateful_classes or qualified in api.stateful_factories:
            kind = class_kinds.base_kind(qualified)
            return Kind(CLASS_KINDS.get(kind or "", STATEFUL), code, qualified)
        if is_tf(qualified) and qualified in api.creates_ops and last(qualified)[:1].islower():
            return Kind(TENSOR, code)
        if qualified.startswith("numpy."):
            if last(qualified) in NUMPY_MATH and node.args and all(self.of(a).name == NUMBER for a in node.args):
                return Kind(NUMBER, f"{code} of Python numbers (a NumPy float, which is a Python float)")
            if last(qualified) in NUMPY_NUMBERS:
                return Kind(ARRAY, f"{code} (a NumPy scalar)")
            return Kind(ARRAY, code, ONE_DIMENSIONAL if last(qualified) in NUMPY_RANGES else None)
        library = foreign_library(qualified)
        if library is not None or qualified.startswith("scikeras."):
            return Kind(FOREIGN, code, qualified)
        if is_tf(qualified) and ".estimator." in qualified:  # not a project's own `estimator` module
            return Kind(FOREIGN, f"{code}, an Estimator", "tf.estimator")
        return UNKNOWN_KIND

    def _method_call(self, node: ast.Call, func: ast.Attribute) -> Kind:
        method = func.attr
        receiver = self.of(func.value)
        name = receiver.name
        if method in ITERATOR_MAKERS and name in (DATASET, UNKNOWN):
            # Only tf.data's datasets have these (TF1) methods: a dataset a helper made (yueye#1's `build_dataset()`).
            return Kind(ITERATOR, f"`.{method}()` of a dataset", TF1_ITERATOR)
        if name == DATASET:
            if method in DATASET_METHODS:
                return Kind(DATASET, receiver.evidence)
            if method == "as_numpy_iterator":
                return Kind(ITERATOR, f"`.{method}()` of a dataset")
            if method in ("cardinality", "reduce"):
                return Kind(TENSOR, f"`.{method}()` of a dataset")
        elif name in (MODEL, LAYER):
            if method in ("predict", "predict_on_batch", "predict_generator"):
                return Kind(ARRAY, f"`.{method}()` of a Keras model")
            if method in ("__call__", "call"):
                return Kind(TENSOR, f"the output of a {name}")
        elif name in (TENSOR, VARIABLE):
            if method in ("numpy", "eval"):
                return Kind(ARRAY, f"`.{method}()` of a tensor")  # `.eval()` runs the graph and gives its value
            if method in ("assign", "assign_add", "assign_sub", "read_value", "value"):
                return Kind(TENSOR, f"`.{method}()` of a variable")
            return Kind(TENSOR, f"`.{method}()` of a tensor")
        elif name == ARRAY:
            if method in ARRAY_SCALARS:
                return Kind(NUMBER, "`.item()` of an array")
            if method == "tolist":
                return Kind(COLLECTION, "`.tolist()` of an array")
            return Kind(ARRAY, f"`.{method}()` of an array")
        elif name == SESSION and method == "run":
            return Kind(ARRAY, "`Session.run`")
        elif name == GRADIENT_TAPE and method in TAPE_GRADIENT_METHODS:
            return Kind(TENSOR, f"`.{method}()` of a GradientTape")
        elif name == ITERATOR and method == "get_next":
            return Kind(TENSOR, "`get_next()` of an iterator")
        elif name == FOREIGN:
            return receiver
        elif name == OPTIMIZER and method in ("minimize", "apply_gradients"):
            return Kind(TENSOR, f"`.{method}()` of an optimizer")
        targets = self.facts.calls.resolve(node)
        if targets:
            return self.returned(targets)
        return UNKNOWN_KIND

    def _name_call(self, node: ast.Call, func: ast.Name) -> Kind:
        bindings = self.facts.bindings.reaching(func.id, func)
        if not bindings:
            return self._builtin_call(node, func.id)
        if len(bindings) == 1 and self._is_receiver(bindings[0]):
            function = bindings[0].scope
            if any(dotted(d) == "classmethod" for d in getattr(function, "decorator_list", [])):
                made = self.self_kind(func)  # `cls(...)` in a classmethod: a new instance of the class
                return made if made.known else UNKNOWN_KIND
            called = self.self_kind(func)  # `self(x)`: a Keras model or layer called on its input
            return Kind(TENSOR, f"the output of the {called.name}") if called.name in (MODEL, LAYER) else UNKNOWN_KIND
        called = self.union([self.of_binding(b) for b in bindings])
        if called.name in (MODEL, LAYER, LOSS):
            return Kind(TENSOR, f"the output of the {called.name} `{func.id}`")
        if called.name == TF_FUNCTION:
            return Kind(TENSOR, f"the result of the tf.function `{func.id}`")
        if called.name == OBJECT and called.detail is None:  # a class of the module
            info = self.facts.classes.named(func.id)
            if info is not None:
                kind = CLASS_KINDS.get(info.kind)
                if kind is not None:
                    return Kind(kind, f"`{func.id}(...)`, which extends `{info.extends}`", info.name)
                return Kind(OBJECT, f"an instance of `{func.id}`", info.name)
        targets = self.facts.calls.resolve(node)
        if targets:
            return self.returned(targets)
        if called.name == FOREIGN:
            return called
        if MODEL_BUILDER_NAME.match(func.id):
            return Kind(MODEL, f"`{func.id}()`, a model-builder name")
        return UNKNOWN_KIND

    def _builtin_call(self, node: ast.Call, name: str) -> Kind:
        if name in ("float", "int", "len", "round", "bool"):
            return Kind(NUMBER, f"`{name}(...)`")
        if name in NUMBER_BUILTINS:
            kinds = [self.of(arg) for arg in node.args]
            if kinds and all(kind.name == NUMBER for kind in kinds):
                return Kind(NUMBER, f"`{name}(...)` of numbers")
            return UNKNOWN_KIND
        if name == "iter" and node.args:
            inner = self.of(node.args[0])
            return Kind(ITERATOR, "`iter()` of a dataset") if inner.name == DATASET else UNKNOWN_KIND
        if name == "next" and node.args:
            inner = self.of(node.args[0])
            return Kind(TENSOR, "`next()` of a dataset iterator") if inner.name == ITERATOR else UNKNOWN_KIND
        if name in COLLECTION_BUILTINS:
            return Kind(COLLECTION, f"`{name}(...)`")
        if MODEL_BUILDER_NAME.match(name):
            return Kind(MODEL, f"`{name}()`, a model-builder name")
        return UNKNOWN_KIND

    def returned(self, targets: Sequence[object]) -> Kind:
        """What calling one of `targets` (functions of this module or of the project) returns."""
        kinds = []
        for target in targets:
            if isinstance(target, (ast.FunctionDef, ast.AsyncFunctionDef)):
                kinds.append(self.returns(target))
            else:
                kinds.append(getattr(target, "returns_kind", UNKNOWN_KIND))
        return self.union(kinds)

    def returns(self, function: ast.AST) -> Kind:
        """What a function of the module returns (a constructor call returns the new object)."""
        found = self._returns.get(function)
        if found is not None:
            return found
        self._returns[function] = UNKNOWN_KIND  # recursion
        info = self.facts.classes.of_method(function)
        if info is not None and getattr(function, "name", "") == "__init__":
            kind = CLASS_KINDS.get(info.kind)
            found = Kind(kind or OBJECT, f"an instance of `{info.name}`", info.name)
        elif self.facts.tf_functions.decorated(function) is not None:
            found = Kind(TENSOR, "the result of a tf.function")
        elif self.facts.index.yields(function):
            found = Kind(GENERATOR, f"the generator `{getattr(function, 'name', '?')}()`")
        else:
            values = self.facts.calls.returns(function)
            found = self.union([self.of(value) for value in values]) if values else NONE_KIND
            if found.name == MODEL and not found.evidence.startswith("returned"):
                found = Kind(
                    MODEL, f"returned by `{getattr(function, 'name', '?')}()` ({found.evidence})", found.detail
                )
        self._returns[function] = found
        return found

    # --- gradient tapes ----------------------------------------------------------------------------------
    def tape_around(self, node: ast.AST) -> Optional[ast.AST]:
        """The `with tf.GradientTape() ...:` block of `node`'s own scope that holds it (what runs there is
        recorded for that tape's gradient), or None."""
        for ancestor in self.facts.index.ancestors(node):
            if isinstance(ancestor, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                return None
            if isinstance(ancestor, (ast.With, ast.AsyncWith)) and any(
                self.of(item.context_expr).name == GRADIENT_TAPE for item in ancestor.items
            ):
                return ancestor
        return None

    # --- integers ------------------------------------------------------------------------------------------
    def integer(self, node: ast.AST, depth: int = MAX_DEPTH) -> Optional[int]:
        """The largest integer an expression may be, where the file shows it: a literal or arithmetic on literals
        (`10**6`), `int()` of a number literal (`int(1e7)`), either branch of `a if c else b`, and a name every
        reaching binding of which assigns one of these (`BUFFER_SIZE = 1_000_000`, a module constant read in a
        function included). A parameter is not followed: its callers may pass anything."""

        def leaf(operand: ast.AST) -> Optional[int]:
            return self._integer_leaf(operand, depth)

        return fold_int(node, leaf)

    def _integer_leaf(self, node: ast.AST, depth: int) -> Optional[int]:
        if depth == 0:
            return None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "int":
            if len(node.args) != 1 or node.keywords or self.facts.bindings.reaching("int", node.func):
                return None
            number = fold_number(node.args[0])
            return int(number) if number is not None and math.isfinite(number) else None
        if isinstance(node, ast.IfExp):
            branches = [self.integer(node.body, depth - 1), self.integer(node.orelse, depth - 1)]
            return max(branches) if None not in branches else None  # type: ignore[type-var]
        if not isinstance(node, ast.Name):
            return None
        bindings = self.facts.bindings.reaching(node.id, node)
        values = [self._bound_integer(b, depth) for b in bindings]
        return max(values) if values and None not in values else None  # type: ignore[type-var]

    def _bound_integer(self, binding: Binding, depth: int) -> Optional[int]:
        """The largest integer a binding gives its name: an assignment's value, or the last value of a loop over
        `range(...)` (`for i in range(1, 6): ds.shuffle(125779 * i)` reaches 628,895)."""
        if binding.unpacked is not None or binding.value is None:
            return None
        if binding.how == ASSIGN:
            return self.integer(binding.value, depth - 1)
        value = binding.value
        if binding.how != LOOP_TARGET or not isinstance(value, ast.Call) or value.keywords:
            return None
        if not (isinstance(value.func, ast.Name) and value.func.id == "range" and 1 <= len(value.args) <= 3):
            return None
        if self.facts.bindings.reaching("range", value.func):
            return None  # another `range`
        bounds = [self.integer(arg, depth - 1) for arg in value.args]
        known = [bound for bound in bounds if bound is not None]
        if len(known) != len(bounds):
            return None
        start, stop, step = (0, known[0], 1) if len(known) == 1 else (known[0], known[1], (known[2:] or [1])[0])
        if step == 0 or (step > 0 and start >= stop) or (step < 0 and start <= stop):
            return None  # an empty range binds nothing
        return start + (stop - 1 - start) // step * step if step > 0 else start

    # --- shapes ------------------------------------------------------------------------------------------
    def single_sample(self, node: ast.AST, depth: int = 2) -> bool:
        """An input shaped as one sample: `x[None]`, `x[np.newaxis]`, `np.expand_dims(x, 0)`, `tf.expand_dims(x, 0)`,
        `np.reshape(x, (1, -1))`, `x.reshape(1, n)`, `x.reshape((1,) + x.shape)`, `np.array([x])`, a name assigned
        one of these, a call of a function of the module that returns one (deepface's `load_face(path)` ends
        `return img[np.newaxis]`), or what keeps the shape of one: arithmetic (`x[None] / 255.0`), `.astype(...)`,
        `preprocess_input(...)`."""
        if isinstance(node, ast.Subscript):
            index = node.slice.elts[0] if isinstance(node.slice, ast.Tuple) and node.slice.elts else node.slice
            return _adds_axis(index) or _one_row(index)
        if isinstance(node, ast.Name) and depth > 0:
            values = self.facts.bindings.values(node.id, node)
            return bool(values) and all(v is not None and self.single_sample(v, depth - 1) for v in values)
        if isinstance(node, ast.BinOp):
            return self.single_sample(node.left, depth) or self.single_sample(node.right, depth)
        if not isinstance(node, ast.Call):
            return False
        qualified = self.qualified(node.func) or ""
        method = node.func.attr if isinstance(node.func, ast.Attribute) else ""
        if method in SHAPE_KEEPING_METHODS:
            return self.single_sample(node.func.value, depth)  # type: ignore[attr-defined]
        if last(qualified) == "preprocess_input" and node.args:
            return self.single_sample(node.args[0], depth)
        if last(qualified) == "expand_dims" or method == "expand_dims":
            axis = (
                node.args[1] if len(node.args) > 1 else next((k.value for k in node.keywords if k.arg == "axis"), None)
            )
            return isinstance(axis, ast.Constant) and axis.value == 0
        if last(qualified) == "reshape" or method == "reshape":
            shape = node.args[1:2] if qualified else node.args[:1]
            first: Optional[ast.expr] = shape[0] if shape else None
            if isinstance(first, ast.BinOp) and isinstance(first.op, ast.Add):
                first = first.left  # `x.reshape((1,) + x.shape)`: one more axis in front (donkeycar#861)
            if isinstance(first, (ast.Tuple, ast.List)) and first.elts:
                first = first.elts[0]
            return isinstance(first, ast.Constant) and first.value == 1
        if last(qualified) in ("array", "asarray", "stack", "constant", "convert_to_tensor") and node.args:
            inner = node.args[0]
            return isinstance(inner, ast.List) and len(inner.elts) == 1
        if qualified or depth == 0:
            return False
        targets = self.facts.calls.resolve(node)
        if len(targets) != 1 or not isinstance(targets[0], FUNCTIONS):
            return False
        returned = self.facts.calls.returns(targets[0])
        return bool(returned) and all(self.single_sample(value, depth - 1) for value in returned)

    def many_axes(self, node: ast.AST, depth: int = 2) -> bool:
        """An array of three or more axes by its own spelling, as a network takes (a batch of images, sequences or
        clips) and a scikit-learn estimator never does: `clip[np.newaxis, :, :, :, np.newaxis]`, `x[None, :, :]`,
        `img.reshape(1, 224, 224, 3)`, `np.reshape(x, (1, 28, 28, 1))`, or a name assigned one of these."""
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Tuple):
            axes = [e for e in node.slice.elts if isinstance(e, ast.Slice) or _adds_axis(e)]
            return len(axes) >= 3
        if isinstance(node, ast.Name) and depth > 0:
            values = self.facts.bindings.values(node.id, node)
            return bool(values) and all(v is not None and self.many_axes(v, depth - 1) for v in values)
        if isinstance(node, ast.Call):
            qualified = self.qualified(node.func) or ""
            method = node.func.attr if isinstance(node.func, ast.Attribute) else ""
            if last(qualified) == "reshape" or method == "reshape":
                shape: List[ast.expr] = node.args[1:2] if qualified else node.args
                if len(shape) == 1 and isinstance(shape[0], (ast.Tuple, ast.List)):
                    shape = shape[0].elts
                return len(shape) >= 3 and not any(isinstance(axis, ast.Starred) for axis in shape)
        return False

    # --- evidence from use ------------------------------------------------------------------------------
    def _annotation(self, arg: ast.AST) -> Kind:
        annotation = getattr(arg, "annotation", None)
        if annotation is None:
            return UNKNOWN_KIND
        qualified = self.imports.resolve(annotation)
        if qualified is None:
            return UNKNOWN_KIND
        if is_model_factory(qualified) or class_kinds.base_kind(qualified) == class_kinds.MODEL:
            return Kind(MODEL, f"annotated `{qualified}`", qualified)
        if qualified == "tensorflow.data.Dataset":
            return Kind(DATASET, "annotated `tf.data.Dataset`")
        if qualified in ("tensorflow.Tensor", "tensorflow.Variable"):
            return Kind(TENSOR, f"annotated `{qualified}`")
        library = foreign_library(qualified)
        return Kind(FOREIGN, f"annotated `{qualified}`", library) if library else UNKNOWN_KIND

    def _methods_called(self, scope: ast.AST) -> Dict[str, Dict[str, List[ast.Call]]]:
        """`name -> method -> calls` for the `name.method(...)` calls of a scope's own code, collected once."""
        found = self._methods.get(id(scope))
        if found is None:
            found = {}
            for call in self.facts.calls_in(scope):
                func = call.func
                if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
                    found.setdefault(func.value.id, {}).setdefault(func.attr, []).append(call)
            self._methods[id(scope)] = found
        return found

    def usage(self, name: str, scope: ast.AST, strong_only: bool = False) -> Kind:
        """What the uses of `name` in `scope` show: Keras-only methods or keywords, `.compile()` and `.fit()` (weak
        evidence, left out with `strong_only`: another library's object may have both); a Python int when it is
        a bound of `range(...)`."""
        methods = self._methods_called(scope).get(name, {})
        keras = _keras_use(name, methods)
        if keras is not None:
            return keras
        if not strong_only and "compile" in methods and methods.keys() & {"fit", "evaluate", "predict"}:
            return Kind(MODEL, f"`{name}` is compiled and fitted")
        for call in self.facts.calls_in(scope):
            func = call.func
            if isinstance(func, ast.Name) and func.id == "range" and not self.facts.bindings.reaching("range", func):
                if any(isinstance(arg, ast.Name) and arg.id == name for arg in call.args):
                    return Kind(NUMBER, f"`{name}` counts a `range(...)`")  # `for epoch in range(epochs):`
        return UNKNOWN_KIND


_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_UNKNOWN_ADDITION: ast.expr = ast.Constant(value=...)  # a mutation whose added elements are not known


def _added_to(node: ast.AST, chain: str) -> Optional[ast.expr]:
    """What `node` adds in place to the collection spelled `chain`, as a collection: `chain.append(x)` -> `[x]`,
    `chain.extend(xs)` or `chain += xs` -> `xs`, `chain[k] = x` -> `[x]`; `_UNKNOWN_ADDITION` for another mutation
    (`chain.insert(i, x)`), None if `node` adds nothing to it."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and dotted(node.func.value) == chain:
        method, args = node.func.attr, node.args
        if method == "append" and len(args) == 1 and not node.keywords:
            return ast.List(elts=[args[0]], ctx=ast.Load())
        if method == "extend" and len(args) == 1 and not node.keywords:
            return args[0]
        if method in ("insert", "update", "setdefault", "__setitem__"):
            return _UNKNOWN_ADDITION
        return None
    if isinstance(node, ast.AugAssign) and dotted(node.target) == chain:
        return node.value
    if isinstance(node, ast.Assign):
        for target in node.targets:
            if isinstance(target, ast.Subscript) and dotted(target.value) == chain:
                return ast.List(elts=[node.value], ctx=ast.Load()) if len(node.targets) == 1 else _UNKNOWN_ADDITION
    return None


_NEWAXIS = frozenset({"np.newaxis", "numpy.newaxis", "tf.newaxis"})


def _one_row(index: ast.expr) -> bool:
    """`i:i + 1`: a slice of one row, which keeps the batch axis (deepchem#1133's `X[held_out:held_out + 1]`)."""
    if not isinstance(index, ast.Slice) or index.lower is None or index.step is not None:
        return False
    upper = index.upper
    return (
        isinstance(upper, ast.BinOp)
        and isinstance(upper.op, ast.Add)
        and isinstance(upper.right, ast.Constant)
        and upper.right.value == 1
        and ast.dump(upper.left) == ast.dump(index.lower)
    )


def _adds_axis(index: ast.expr) -> bool:
    return (isinstance(index, ast.Constant) and index.value is None) or dotted(index) in _NEWAXIS


def fold_int(node: Optional[ast.AST], leaf: Optional[Callable[[ast.AST], Optional[int]]] = None) -> Optional[int]:
    """The value of an integer literal or of arithmetic on them (`10**6`, `1 << 20`, `-1`), else None. `leaf`, if
    given, values the operands that are not literals (`Kinds.integer` passes one that reads names)."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        inner = fold_int(node.operand, leaf)
        return None if inner is None else (-inner if isinstance(node.op, ast.USub) else inner)
    if isinstance(node, ast.BinOp):
        left, right = fold_int(node.left, leaf), fold_int(node.right, leaf)
        if left is None or right is None:
            return None
        op = node.op
        try:
            if isinstance(op, ast.Add):
                return left + right
            if isinstance(op, ast.Sub):
                return left - right
            if isinstance(op, ast.Mult):
                return left * right
            if isinstance(op, ast.FloorDiv):
                return left // right
            if isinstance(op, ast.Pow) and 0 <= right <= 64:
                return int(left**right)
            if isinstance(op, ast.LShift) and 0 <= right <= 64:
                return left << right
        except ZeroDivisionError:
            return None
    return leaf(node) if leaf is not None and node is not None else None


def fold_number(node: ast.AST) -> Optional[float]:
    """The value of a number literal or of arithmetic on them, floats included (`1e7`, `2.5 * 10**6`), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return float(node.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        inner = fold_number(node.operand)
        return None if inner is None else (-inner if isinstance(node.op, ast.USub) else inner)
    if isinstance(node, ast.BinOp) and type(node.op) in _NUMBER_OPS:
        left, right = fold_number(node.left), fold_number(node.right)
        if left is None or right is None or (isinstance(node.op, ast.Pow) and not 0 <= right <= 64):
            return None
        try:
            return float(_NUMBER_OPS[type(node.op)](left, right))
        except (ZeroDivisionError, OverflowError):
            return None
    return None


_NUMBER_OPS: Dict[type, Callable[[float, float], float]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Pow: operator.pow,
}


def _tfds_loads_datasets(call: ast.Call) -> bool:
    """`tfds.load` returns datasets when given a split and no `batch_size=-1`."""
    split = argument(call, 1, "split") is not None
    return split and fold_int(keyword(call, "batch_size")) != -1


def _tfds_load_other(call: ast.Call) -> Kind:
    """What `tfds.load` returns instead: a dict of datasets without `split=`, whole tensors with `batch_size=-1`."""
    if argument(call, 1, "split") is None:
        return Kind(COLLECTION, "`tfds.load` without `split=` (a dict of datasets)")
    return Kind(TENSOR, "`tfds.load(..., batch_size=-1)` (whole tensors)")


def mentions(node: ast.AST, names: FrozenSet[str]) -> bool:
    return any(isinstance(n, ast.Name) and n.id in names for n in ast.walk(node))


def kinds_of(values: List[Tuple[str, Kind]]) -> Dict[str, Kind]:
    return dict(values)


def _keras_use(name: str, methods: Mapping[str, List[ast.Call]]) -> Optional[Kind]:
    """A Keras model, if the calls of `name`'s methods (method -> calls) show one strongly: a Keras-only method, or
    `fit` with a Keras-only keyword (`epochs=`)."""
    keras_only = sorted(methods.keys() & KERAS_MODEL_METHODS)
    if keras_only:
        return Kind(MODEL, f"`{name}.{keras_only[0]}()` is Keras-only")
    for call in methods.get("fit", []):
        keywords = sorted({k.arg for k in call.keywords if k.arg} & KERAS_FIT_KEYWORDS)
        if keywords:
            return Kind(MODEL, f"`{name}.fit(..., {keywords[0]}=...)`")
    return None


def _constant_name(node: ast.expr) -> bool:
    """`STEPS_PER_EPOCH`, `cfg.BATCH_SIZE`: a name spelled as a constant (a configuration number), whose binding
    the module does not show."""
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return len(name) > 1 and name.isupper()

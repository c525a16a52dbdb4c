"""What a dotted name means in one module, from its import statements: `tf.keras.layers.Dense` -> `keras.layers.Dense`.

Names resolve to one canonical spelling per API (`tensorflow.compat.v1.X` -> `tensorflow.X`, `tensorflow.keras.X`
and `keras.src.X` -> `keras.X`). A star import of a TensorFlow or Keras module binds the public names that the
TensorFlow API table lists for it. Snippets and notebook cells use TensorFlow's usual names without importing them:
`tf`, `keras`, `K`, `layers`, `optimizers`, `tfds` and `np` mean what they conventionally mean when the file binds
them nowhere, and so do the Keras classes pasted without their import (`Dense`, `Model`, `Adam`), unless the file
star-imports another library or uses another deep-learning framework, whose snippets could mean its own classes.
"""

from __future__ import annotations

import ast
import re
from functools import cached_property, lru_cache
from typing import Dict, FrozenSet, List, Optional, Set

from tflint_mem.analysis.syntax import SyntaxIndex, dotted
from tflint_mem.analysis.tf_api import tf_api

TF_PACKAGES = frozenset({"tensorflow", "keras", "tf_keras", "tensorflow_datasets"})
# Libraries built on TensorFlow/Keras whose objects are (or build) Keras models: a file that imports one uses
# TensorFlow (keras-ocr's `Detector()`, MTCNN's `MTCNN()`, segmentation_models' `Unet()` each build Keras models).
KERAS_BASED_PACKAGES = frozenset(
    {"keras_ocr", "mtcnn", "segmentation_models", "keras_vggface", "efficientnet", "keras_cv", "keras_hub"}
    | {"keras_nlp", "tensorflow_hub", "tensorflow_addons", "keras_retinanet"}
)
# `keras_unet`, `bert4keras`, `tf_keras`: "keras" as a word of the package's name (not `kerasx`).
KERAS_NAMED = re.compile(r"(?:^|[_\d])keras(?:$|[_\d])")
# The keyword TF1's `Session.run` and `Tensor.eval` take, and no other library's API: a file that passes it feeds a
# TensorFlow graph, whatever it imports (a snippet's session comes from code it does not show).
TF1_FEED = "feed_dict"
# Conventional names snippets use without importing them.
IMPLICIT_NAMES: Dict[str, str] = {
    "tf": "tensorflow",
    "keras": "keras",
    "tfds": "tensorflow_datasets",
    "K": "keras.backend",
    "layers": "keras.layers",
    "optimizers": "keras.optimizers",
    "models": "keras.models",  # `models.load_model(...)` pasted without its import (arunishkumar/Emotion-Detector)
    "np": "numpy",
}
# The Keras modules whose classes snippets use without importing them, first match first.
SNIPPET_MODULES = ("keras.layers", "keras.models", "keras.optimizers", "keras.callbacks")
# Frameworks whose own snippets use such class names (`Model`, `Linear`): a file importing one means its classes.
OTHER_FRAMEWORKS = frozenset({"torch", "jax", "flax", "haiku", "mxnet", "paddle", "chainer", "theano", "lasagne"})
_KERAS_PREFIXES = ("tensorflow.keras.", "tensorflow.python.keras.", "tf_keras.")
# TensorFlow 2 loads `tf.optimizers` from Keras. (`tf.losses`, `tf.metrics` and `tf.initializers` are Keras too in
# TensorFlow 2, but TF1 code means the graph-mode modules by those names, as `tf.compat.v1` still does.)
_TF2_KERAS_ALIAS = "tensorflow.optimizers."


SNIPPET_FUNCTIONS = ("load_model", "model_from_json", "clone_model")


@lru_cache(maxsize=1)
def snippet_names() -> Dict[str, str]:
    """`Dense` -> `keras.layers.Dense`: the public Keras classes (and `load_model`, `model_from_json`,
    `clone_model`) a snippet may use without importing them."""
    found: Dict[str, str] = {}
    public = tf_api().public_names
    for module in SNIPPET_MODULES:
        for name in public.get(module, ()):
            if name[:1].isupper():
                found.setdefault(name, f"{module}.{name}")
    for name in SNIPPET_FUNCTIONS:  # Keras-only function names a snippet calls without their import
        found.setdefault(name, f"keras.models.{name}")
    return found


def snippet_names_allowed(star_modules: List[str], roots: FrozenSet[str]) -> bool:
    """Unbound Keras class names mean Keras: no star import of another library, no other framework imported."""
    return all(is_tf(module) for module in star_modules) and roots.isdisjoint(OTHER_FRAMEWORKS)


def canonical(qualified: str) -> str:
    """One spelling per API: `tensorflow.compat.v1.X` -> `tensorflow.X`, `tensorflow.keras.X` -> `keras.X`."""
    for compat in ("tensorflow.compat.v1.", "tensorflow.compat.v2."):
        if qualified.startswith(compat):
            qualified = "tensorflow." + qualified[len(compat) :]
            break
    if qualified in ("tensorflow.compat.v1", "tensorflow.compat.v2"):
        return "tensorflow"
    for prefix in _KERAS_PREFIXES:
        if qualified.startswith(prefix):
            return "keras." + qualified[len(prefix) :]
        if qualified == prefix[:-1]:
            return "keras"
    if qualified.startswith("keras.src."):
        return "keras." + qualified[len("keras.src.") :]
    if qualified.startswith(_TF2_KERAS_ALIAS) or qualified == _TF2_KERAS_ALIAS[:-1]:
        return "keras." + qualified[len("tensorflow.") :]
    return qualified


def is_tf(qualified: Optional[str]) -> bool:
    return qualified is not None and qualified.split(".", 1)[0] in TF_PACKAGES


def tf_package(root: str) -> bool:
    """TensorFlow, Keras, a library built on them, or a package named as a Keras one (`keras_unet`, `bert4keras`):
    its models are Keras models."""
    return root in TF_PACKAGES or root in KERAS_BASED_PACKAGES or KERAS_NAMED.search(root) is not None


def last(qualified: str) -> str:
    return qualified.rsplit(".", 1)[-1]


class ImportTable:
    """Maps the names a module binds through imports to canonical qualified names."""

    def __init__(self) -> None:
        self.bindings: Dict[str, str] = {}
        self.imported: Dict[str, str] = {}  # local name -> the module path as written
        self.bound_otherwise: Set[str] = set()  # implicit names the file binds some other way
        self.star_modules: List[str] = []  # canonical modules star-imported
        self.star_bindings: Dict[str, str] = {}
        self.relative: Dict[str, str] = {}  # local name -> `.model.build` for relative imports
        self.aliases: Dict[str, str] = {}  # names an assignment makes another name for an import (`tf1 = tf.compat.v1`)
        self._roots: Optional[FrozenSet[str]] = None  # `roots`, until the next import is bound

    def bind_import(self, local: str, qualified: str) -> None:
        self._roots = None
        previous = self.bindings.get(local)
        # `try: import tensorflow as tf` / `except ImportError: import other as tf`: the TensorFlow meaning wins.
        if previous is not None and is_tf(previous) and not is_tf(canonical(qualified)):
            return
        self.bindings[local] = canonical(qualified)
        self.imported[local] = qualified

    def bind_star(self, module: str) -> None:
        name = canonical(module)
        self.star_modules.append(name)
        names = tf_api().public_names.get(name)
        for public in names or ():
            self.star_bindings.setdefault(public, f"{name}.{public}")

    def target(self, root: str) -> Optional[str]:
        """What the name `root` means through imports (explicit, star, implicit), or None."""
        found = self.bindings.get(root)
        if found is not None:
            return found
        if root in self.bound_otherwise:
            return None
        found = self.star_bindings.get(root)
        if found is not None:
            return found
        found = IMPLICIT_NAMES.get(root)
        if found is None and self.snippets:
            found = snippet_names().get(root)
        return found

    @cached_property
    def snippets(self) -> bool:
        return snippet_names_allowed(self.star_modules, self.roots)

    def resolve(self, node: ast.AST) -> Optional[str]:
        """The canonical qualified name of a Name/Attribute chain, or None if it is not imported."""
        name = dotted(node)
        return self.resolve_dotted(name) if name is not None else None

    def resolve_dotted(self, name: str) -> Optional[str]:
        root, _, rest = name.partition(".")
        target = self.target(root)
        if target is None:
            return None
        return canonical(f"{target}.{rest}" if rest else target)

    def is_foreign(self, root: str) -> bool:
        """`root` is imported from a package other than TensorFlow/Keras."""
        target = self.bindings.get(root)
        return target is not None and not is_tf(target)

    @property
    def imports_tf(self) -> bool:
        return any(is_tf(target) for target in self.bindings.values()) or any(map(is_tf, self.star_modules))

    @property
    def roots(self) -> FrozenSet[str]:
        """The top-level packages the file imports (`sklearn` for `from sklearn.svm import SVC`): asked by many
        questions, so kept until another import is bound."""
        if self._roots is None:
            self._roots = frozenset(
                target.split(".", 1)[0] for target in self.bindings.values() if not target.startswith(".")
            )
        return self._roots


def build_import_table(index: SyntaxIndex) -> ImportTable:
    table = ImportTable()
    for node in index.nodes(ast.Import, ast.ImportFrom):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname is not None:
                    table.bind_import(alias.asname, alias.name)
                else:
                    root = alias.name.split(".", 1)[0]
                    table.bind_import(root, root)
        else:
            assert isinstance(node, ast.ImportFrom)
            module = "." * (node.level or 0) + (node.module or "")
            separator = "" if module.endswith(".") else "."
            for alias in node.names:
                if alias.name == "*":
                    table.bind_star(module)
                    continue
                local = alias.asname or alias.name
                qualified = f"{module}{separator}{alias.name}"
                table.bind_import(local, qualified)
                if node.level:
                    table.relative[local] = qualified
    implicit = set(IMPLICIT_NAMES) | set(table.star_bindings) | set(snippet_names())
    bound = _bound_otherwise(index)
    for name in bound:
        if name in implicit and name not in table.bindings:
            table.bound_otherwise.add(name)
    _bind_aliases(index, table, bound)
    return table


def _bind_aliases(index: SyntaxIndex, table: ImportTable, bound: Dict[str, int]) -> None:
    """`tf1 = tf.compat.v1`, `K = tf.keras.backend`, `Dense = tf.keras.layers.Dense`: a name whose one binding in
    the file assigns it an imported name (or a part of one) means what that name means, as an import would. In
    source order, so that aliases may build on each other (`tfk = tf.keras`, `tfkl = tfk.layers`)."""
    for node in index.nodes(ast.Assign):
        targets = node.targets  # type: ignore[attr-defined]
        if len(targets) != 1 or not isinstance(targets[0], ast.Name) or bound.get(targets[0].id) != 1:
            continue
        name = targets[0].id
        value = dotted(node.value)  # type: ignore[attr-defined]
        if name in table.bindings or value is None:
            continue
        meaning = table.resolve_dotted(value)
        if meaning is not None:
            table.bindings[name] = meaning
            table.aliases[name] = meaning
            table._roots = None


def _bound_otherwise(index: SyntaxIndex) -> Dict[str, int]:
    """Names bound other than by an import (assignments, defs, classes, parameters, loop and `with` targets), with
    how many places bind each."""
    found: Dict[str, int] = {}

    def add(name: str) -> None:
        found[name] = found.get(name, 0) + 1

    for node in index.nodes(ast.Assign, ast.AnnAssign, ast.AugAssign, ast.NamedExpr, ast.For, ast.AsyncFor):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]  # type: ignore[attr-defined]
        for target in targets:
            if isinstance(target, ast.Name):
                add(target.id)  # most targets: no walk needed
                continue
            for name in ast.walk(target):
                if isinstance(name, ast.Name):
                    add(name.id)
    for node in index.nodes(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
        add(node.name)  # type: ignore[attr-defined]
    for node in index.nodes(ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda):
        args = node.args  # type: ignore[attr-defined]
        for a in (*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg):
            if a is not None:
                add(a.arg)
    for node in index.nodes(ast.With, ast.AsyncWith):
        for item in node.items:  # type: ignore[attr-defined]
            if item.optional_vars is not None:
                for n in ast.walk(item.optional_vars):
                    if isinstance(n, ast.Name):
                        add(n.id)
    for node in index.nodes(ast.ExceptHandler):
        if node.name:  # type: ignore[attr-defined]
            add(node.name)  # type: ignore[attr-defined]
    for node in index.nodes(ast.Global, ast.Nonlocal):
        for name in node.names:  # type: ignore[attr-defined]
            add(name)  # a function that rebinds it (`global tf1`): not one binding any more
    return found


# Module paths whose members differ from the public API they are canonicalised to.
INTERNAL_SEGMENTS = frozenset({"src", "python"})


def spelling(table: ImportTable, index: SyntaxIndex, *targets: str) -> Optional[str]:
    """The shortest way to write one of `targets` (qualified names, best first) through the file's own imports.

    `import tensorflow as tf` writes `tensorflow.constant` as `tf.constant`, `from keras import backend as K`
    writes `keras.backend.clear_session` as `K.clear_session`. A name imported from an internal layout
    (`keras.src.backend`, `tensorflow.python...`) is not used: its members are not the public API's. An
    unimported `tf`/`keras` (a snippet) serves only if no import does and the code already uses it. None: the file
    has no name that reaches any target, and code written with a guessed one would not run.
    """
    for target in targets:
        wanted = canonical(target)
        found: List[str] = []
        for local, qualified in table.bindings.items():
            if INTERNAL_SEGMENTS & set(table.imported.get(local, qualified).split(".")):
                continue
            for spelled in (target, wanted):
                if spelled == qualified or spelled.startswith(qualified + "."):
                    candidate = local + spelled[len(qualified) :]
                    if table.resolve_dotted(candidate) == wanted:
                        found.append(candidate)
        if found:
            return min(found, key=lambda candidate: (len(candidate), candidate))
    used = {node.id for node in ast.walk(index.tree) if isinstance(node, ast.Name)}
    for target in targets:
        root, _, rest = target.partition(".")
        for local, qualified in IMPLICIT_NAMES.items():
            if qualified == root and local not in table.bindings and local in used:
                candidate = f"{local}.{rest}"
                if table.resolve_dotted(candidate) == canonical(target):
                    return candidate
    return None

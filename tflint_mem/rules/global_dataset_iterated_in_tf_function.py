"""TFM003: a tf.function that iterates a module-level tf.data dataset captures it at its first trace.

The function body reads the global only while tracing, so the dataset is baked into the graph, lives as
long as the function, and a later rebinding of the global is ignored.
"""

from __future__ import annotations

from typing import Dict, FrozenSet, Iterable, Iterator, Optional, Sequence, Set, Tuple, Union

import libcst as cst

from tflint_mem.analysis.imports import ImportTable, dotted_name
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.summary import TF_FUNCTION_NAMES
from tflint_mem.analysis.tfdata import (
    DATASET_CONSTRUCTOR_PREFIXES,
    DATASET_CONSTRUCTORS,
    DATASET_METHODS,
    is_dataset_constructor,
)
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import LintRule

# Builtins that AutoGraph turns into dataset operations when a for loop runs over them.
DATASET_ITERATION_WRAPPERS = ("enumerate", "zip")
USAGES = {"for": "iterates over", "iter": "calls `iter()` on", "reduce": "calls `.reduce()` on"}


class GlobalDatasetIteratedInTfFunction(LintRule):
    @classmethod
    def is_candidate(cls, facts: FileFacts, options: RuleOptions) -> bool:
        # A tf.function body, and a module-level name bound to a tf.data constructor's result.
        return facts.references(*TF_FUNCTION_NAMES) and facts.references(
            *DATASET_CONSTRUCTORS, *DATASET_CONSTRUCTOR_PREFIXES
        )

    def visit_Module(self, node: cst.Module) -> None:
        self.global_datasets = module_datasets(node.body, self.imports)
        self.bindings: Dict[cst.CSTNode, Tuple[FrozenSet[str], FrozenSet[str]]] = {}

    def visit_For(self, node: cst.For) -> None:
        self._check_loop(node, node.iter)

    def visit_CompFor(self, node: cst.CompFor) -> None:
        self._check_loop(node, node.iter)

    def visit_Call(self, node: cst.Call) -> None:
        if not (self.global_datasets and self.in_tf_function):
            return
        func = node.func
        if isinstance(func, cst.Name) and func.value == "iter" and node.args and self.resolve(func) is None:
            self._check(self._enclosing_next(node) or node, node.args[0].value, "iter")
        elif isinstance(func, cst.Attribute) and func.attr.value == "reduce":
            self._check(node, func.value, "reduce")

    def _enclosing_next(self, call: cst.Call) -> Optional[cst.Call]:
        """The `next(...)` call whose argument is `call`, so `next(iter(ds))` is reported as a whole."""
        if len(self.ancestors) < 3 or not isinstance(self.ancestors[-2], cst.Arg):
            return None
        outer = self.ancestors[-3]
        if isinstance(outer, cst.Call) and isinstance(outer.func, cst.Name) and outer.func.value == "next":
            return outer
        return None

    def _check_loop(self, node: Union[cst.For, cst.CompFor], iterated: cst.BaseExpression) -> None:
        if not (self.global_datasets and self.in_tf_function):
            return
        if isinstance(iterated, cst.Call) and isinstance(iterated.func, cst.Name):
            if iterated.func.value in DATASET_ITERATION_WRAPPERS and self.resolve(iterated.func) is None:
                for arg in iterated.args:
                    if self._check(node, arg.value, "for"):
                        return
                return
        self._check(node, iterated, "for")

    def _check(self, node: cst.CSTNode, expression: cst.BaseExpression, usage: str) -> bool:
        name = dotted_name(dataset_root(expression, self.imports))
        if name is None or name not in self.global_datasets or self._shadowed(name.split(".", 1)[0]):
            return False
        function = self.scope.node
        assert isinstance(function, cst.FunctionDef)
        self.report(node, function=function.name.value, usage=USAGES[usage], dataset=name)
        return True

    def _shadowed(self, root: str) -> bool:
        """Whether `root` names a local of the tf.function or of a function around it (Python's scoping)."""
        for frame in reversed(self.frames[1:]):
            if isinstance(frame.node, cst.ClassDef):
                continue  # class bodies are not visible from the methods inside them
            if frame.node not in self.bindings:
                self.bindings[frame.node] = local_bindings(frame.node)
            bound, declared_global = self.bindings[frame.node]
            if root in declared_global:
                return False
            if root in bound:
                return True
        return False


def dataset_root(expression: cst.BaseExpression, imports: ImportTable) -> cst.BaseExpression:
    """`ds` for `ds.shuffle(10).take(5)`: the receiver, or the constructor call, below a chain of dataset methods."""
    while isinstance(expression, cst.Call) and isinstance(expression.func, cst.Attribute):
        if expression.func.attr.value not in DATASET_METHODS or is_dataset_constructor(expression, imports):
            break
        expression = expression.func.value
    return expression


# --- the module-level pre-pass ------------------------------------------------


def module_datasets(body: Sequence[cst.BaseStatement], imports: ImportTable) -> Set[str]:
    """Names (and dotted attribute targets) that module-level code last binds to a tf.data dataset.

    Top-level statements only, in order, including `if`/`try`/`with` blocks at module level. A later
    binding to something else (an import, a def, `strategy.experimental_distribute_dataset(ds)`, ...)
    removes the name; `name = None` placeholders leave it as it was.
    """
    found: Set[str] = set()
    for statement in _module_statements(body):
        if isinstance(statement, cst.Assign):
            for target in statement.targets:
                _bind(target.target, statement.value, found, imports)
        elif isinstance(statement, cst.AnnAssign) and statement.value is not None:
            _bind(statement.target, statement.value, found, imports)
        elif isinstance(statement, cst.AugAssign):
            _forget(statement.target, found)
        elif isinstance(statement, (cst.FunctionDef, cst.ClassDef)):
            found.discard(statement.name.value)
        elif isinstance(statement, cst.For):
            _forget(statement.target, found)
        elif isinstance(statement, cst.With):
            for item in statement.items:
                if item.asname is not None:
                    _forget(item.asname.name, found)
        elif isinstance(statement, (cst.Import, cst.ImportFrom)) and not isinstance(statement.names, cst.ImportStar):
            for alias in statement.names:
                found.discard(_import_binding(alias))
    return found


def _module_statements(body: Sequence[cst.CSTNode]) -> Iterator[cst.CSTNode]:
    for statement in body:
        if isinstance(statement, cst.SimpleStatementLine):
            yield from statement.body
            continue
        yield statement
        if isinstance(statement, (cst.FunctionDef, cst.ClassDef)):
            continue
        for block in _blocks(statement):
            yield from _module_statements(block)


def _blocks(statement: cst.CSTNode) -> Iterator[Sequence[cst.CSTNode]]:
    """The statement lists of a compound statement that run in the module's own scope."""
    if isinstance(statement, cst.If):
        yield statement.body.body
        if isinstance(statement.orelse, cst.If):
            yield from _blocks(statement.orelse)
        elif statement.orelse is not None:
            yield statement.orelse.body.body
    elif isinstance(statement, (cst.Try, cst.TryStar)):
        yield statement.body.body
        for handler in statement.handlers:
            yield handler.body.body
        for clause in (statement.orelse, statement.finalbody):
            if clause is not None:
                yield clause.body.body
    elif isinstance(statement, (cst.With, cst.For, cst.While)):
        yield statement.body.body
        if not isinstance(statement, cst.With) and statement.orelse is not None:
            yield statement.orelse.body.body


def _bind(target: cst.BaseExpression, value: cst.BaseExpression, found: Set[str], imports: ImportTable) -> None:
    if isinstance(value, cst.Name) and value.value == "None":
        return
    if isinstance(target, (cst.Tuple, cst.List)):
        _bind_unpacking(target, value, found, imports)
        return
    name = dotted_name(target)
    if name is None:
        return
    if _makes_dataset(value, found, imports):
        found.add(name)
    else:
        found.discard(name)


def _bind_unpacking(
    target: Union[cst.Tuple, cst.List], value: cst.BaseExpression, found: Set[str], imports: ImportTable
) -> None:
    """`train, test = tfds.load(..., split=[...])`, `(train, test), info = tfds.load(..., with_info=True)`,
    `train, val = image_dataset_from_directory(..., subset="both")`, `a, b = ds_1, ds_2`."""
    elements = [element.value for element in target.elements]
    if isinstance(value, (cst.Tuple, cst.List)) and len(value.elements) == len(elements):
        if not any(isinstance(element, cst.StarredElement) for element in (*target.elements, *value.elements)):
            for element, item in zip(elements, value.elements):
                _bind(element, item.value, found, imports)
            return
    if isinstance(value, cst.Call) and _makes_dataset(value, found, imports):
        datasets = elements[:1] if _keyword_is_true(value, "with_info") else elements
        for element in elements:
            _forget(element, found)
        for element in datasets:
            found.update(_names(element))
        return
    for element in elements:
        _forget(element, found)


def _makes_dataset(value: cst.BaseExpression, found: Set[str], imports: ImportTable) -> bool:
    root = dataset_root(value, imports)
    if isinstance(root, cst.Call):
        return is_dataset_constructor(root, imports) and not _tfds_load_without_datasets(root, imports)
    return dotted_name(root) in found


def _tfds_load_without_datasets(call: cst.Call, imports: ImportTable) -> bool:
    """`tfds.load` returns a dict of datasets without `split=`, and tensors with `batch_size=-1`."""
    if imports.resolve(call.func) != "tensorflow_datasets.load":
        return False
    positional = [arg for arg in call.args if arg.keyword is None and not arg.star]
    has_split = len(positional) >= 2 or any(
        arg.keyword is not None and arg.keyword.value == "split" for arg in call.args
    )
    full_batch = any(
        arg.keyword is not None and arg.keyword.value == "batch_size" and isinstance(arg.value, cst.UnaryOperation)
        for arg in call.args
    )
    return not has_split or full_batch


def _keyword_is_true(call: cst.Call, keyword: str) -> bool:
    return any(
        arg.keyword is not None
        and arg.keyword.value == keyword
        and not (isinstance(arg.value, cst.Name) and arg.value.value in ("False", "None"))
        for arg in call.args
    )


def _forget(target: cst.BaseExpression, found: Set[str]) -> None:
    for name in _names(target):
        found.discard(name)


def _names(target: cst.BaseExpression) -> Iterable[str]:
    if isinstance(target, (cst.Tuple, cst.List)):
        for element in target.elements:
            yield from _names(element.value)
    elif isinstance(target, cst.StarredElement):
        yield from _names(target.value)
    else:
        name = dotted_name(target)
        if name is not None:
            yield name


def _import_binding(alias: cst.ImportAlias) -> str:
    if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
        return alias.asname.name.value
    name = dotted_name(alias.name) or ""
    return name.split(".", 1)[0]


# --- names a function binds -----------------------------------------------------


def local_bindings(function: cst.CSTNode) -> Tuple[FrozenSet[str], FrozenSet[str]]:
    """(names the function binds locally, names it declares `global`)."""
    collector = _BindingCollector()
    if isinstance(function, (cst.FunctionDef, cst.Lambda)):
        params = function.params
        for param in (*params.posonly_params, *params.params, *params.kwonly_params):
            collector.bound.add(param.name.value)
        for star in (params.star_arg, params.star_kwarg):
            if isinstance(star, cst.Param):
                collector.bound.add(star.name.value)
        function.body.visit(collector)
    return frozenset(collector.bound - collector.declared_global), frozenset(collector.declared_global)


class _BindingCollector(cst.CSTVisitor):
    """Every way a statement binds a name in the current function, not descending into nested scopes.

    Comprehension targets stay local to the comprehension, so they are not collected; walrus targets are.
    """

    def __init__(self) -> None:
        super().__init__()
        self.bound: Set[str] = set()
        self.declared_global: Set[str] = set()

    def _target(self, target: cst.BaseExpression) -> None:
        self.bound.update(name for name in _names(target) if "." not in name)

    def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
        self._target(node.target)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        self._target(node.target)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._target(node.target)

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        self._target(node.target)

    def visit_For(self, node: cst.For) -> None:
        self._target(node.target)

    def visit_AsName(self, node: cst.AsName) -> None:
        self._target(node.name)  # `with ... as x`, `except E as x`, `import a as x`

    def visit_Import(self, node: cst.Import) -> None:
        self.bound.update(_import_binding(alias) for alias in node.names if alias.asname is None)

    def visit_ImportFrom(self, node: cst.ImportFrom) -> None:
        if not isinstance(node.names, cst.ImportStar):
            self.bound.update(_import_binding(alias) for alias in node.names if alias.asname is None)

    def visit_Del(self, node: cst.Del) -> None:
        self._target(node.target)

    def visit_Global(self, node: cst.Global) -> None:
        self.declared_global.update(item.name.value for item in node.names)

    def visit_Nonlocal(self, node: cst.Nonlocal) -> None:
        self.bound.update(item.name.value for item in node.names)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        self.bound.add(node.name.value)
        return False

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        self.bound.add(node.name.value)
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False

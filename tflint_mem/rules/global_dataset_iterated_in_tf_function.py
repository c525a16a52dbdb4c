"""TFM003: a tf.function that iterates a module-level tf.data dataset captures it at its first trace.

The function body reads the global only while tracing, so the dataset is baked into the graph, lives as long as
the function, and a later rebinding of the global is ignored. The global counts when module-level code itself
makes it (a tf.data constructor, a split of the dict `tfds.load` returns without `split=`, dataset methods on one,
another such global), as it stands after the module's last binding of it, or when it is a dataset global of another
module of the project that this one imports; a local of the function, or of a function around it, shadows it.
"""

from __future__ import annotations

import ast
from typing import Iterator, List, Optional, Tuple, Union

from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.bindings import ASSIGN, Binding
from tflint_mem.analysis.lookalikes import (
    DATASET_CONSTRUCTOR_PREFIXES,
    DATASET_CONSTRUCTORS,
    DATASET_METHODS,
    TF_FUNCTION_NAMES,
    is_dataset_constructor,
)
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.syntax import COMPREHENSIONS, FUNCTIONS, dotted, positional
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import LintRule, Span

# Builtins that AutoGraph turns into dataset operations when a for loop runs over them.
ITERATION_WRAPPERS = ("enumerate", "zip")
USAGES = {"for": "iterates over", "iter": "calls `iter()` on", "reduce": "calls `.reduce()` on"}
MAX_DEPTH = 8
CONSTRUCTED, SPLIT = "constructed", "split"


class GlobalDatasetIteratedInTfFunction(LintRule):
    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # A tf.function body, and a module-level name bound to a tf.data constructor's result, here or in a module
        # of the project this one imports.
        return screen.references(*TF_FUNCTION_NAMES) and (
            screen.references(*DATASET_CONSTRUCTORS, *DATASET_CONSTRUCTOR_PREFIXES) or screen.imports_project
        )

    def check(self) -> None:
        for node in self.index.nodes(ast.For, ast.AsyncFor, *COMPREHENSIONS, ast.Call):
            traced = self.facts.tf_functions.tracing(node)
            if not isinstance(traced, FUNCTIONS):
                continue
            for where, iterated, usage in self._uses(node):
                for expression in self._unwrapped(iterated) if usage == "for" else [iterated]:
                    dataset = self._global_dataset(expression)
                    if dataset is not None:
                        self.report(where, function=traced.name, usage=USAGES[usage], dataset=dataset)
                        break

    def _uses(self, node: ast.AST) -> Iterator[Tuple[Union[ast.AST, Span], ast.expr, str]]:
        """(what to report, the expression used as a dataset, how): `for`, comprehension clauses, `iter(D)`
        (reported as the `next(iter(D))` around it), `D.reduce(...)`."""
        if isinstance(node, (ast.For, ast.AsyncFor)):
            yield node, node.iter, "for"
        elif isinstance(node, COMPREHENSIONS):
            for clause in node.generators:
                yield (self.index.start(clause.target), self.index.end(clause.iter)), clause.iter, "for"
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id == "iter" and node.args and self.resolve(func) is None:
                outer = self.index.parent.get(node)
                wrapped = isinstance(outer, ast.Call) and dotted(outer.func) == "next" and node in outer.args
                yield outer if wrapped else node, node.args[0], "iter"  # type: ignore[misc]
            elif isinstance(func, ast.Attribute) and func.attr == "reduce":
                yield node, func.value, "reduce"

    def _unwrapped(self, iterated: ast.expr) -> List[ast.expr]:
        """`enumerate(D)` and `zip(D, ...)` iterate their arguments."""
        func = iterated.func if isinstance(iterated, ast.Call) else None
        if isinstance(func, ast.Name) and func.id in ITERATION_WRAPPERS and self.resolve(func) is None:
            return positional(iterated)  # type: ignore[arg-type]
        return [iterated]

    def _global_dataset(self, expression: ast.expr) -> Optional[str]:
        """The module-level name (or attribute chain) of the dataset `expression` uses, if module code makes it;
        also a split of a module-level `tfds.load` dict (`splits["train"]`)."""
        root = self._dataset_root(expression)
        if isinstance(root, ast.Subscript) and isinstance(root.value, ast.Name):
            owner = self.facts.bindings.owner(root.value.id, root)
            made = owner is self.index.tree and self.facts.datasets.split_of(root) is not None
            return self.index.source(root) if made else None
        name = dotted(root)
        if name is None or self.facts.bindings.owner(name.split(".", 1)[0], root) is not self.index.tree:
            return None
        if self._imported_dataset(root):
            return name
        module = self.index.tree
        table = self.facts.bindings.chains if "." in name else self.facts.bindings.by_scope
        # Module code's own last binding (a function's `global` assignments run only when it is called).
        final = _last([b for b in table.get(module, {}).get(name, []) if self.index.scope(b.node) is module])
        return name if final is not None and self._made_here(final, MAX_DEPTH) is not None else None

    def _imported_dataset(self, root: ast.expr) -> bool:
        """A global dataset of another module of the project (`from input_pipeline import train_data`): that
        module's code makes it at import, so it is as global here as there."""
        project, qualified = self.facts.project, self.kinds.qualified(root)
        kind = project.global_kind(qualified) if project is not None and qualified is not None else None
        return kind is not None and kind.name == K.DATASET

    def _made_here(self, binding: Binding, depth: int) -> Optional[str]:
        """How module code makes the dataset a binding holds: CONSTRUCTED (a constructor, or dataset methods on such
        a dataset) or SPLIT (dataset methods on a split of `tfds.load`'s dict, which has no known kind); None if it
        does not."""
        kind = self.kinds.of_binding(binding)
        if binding.how != ASSIGN or binding.value is None or kind not in (K.DATASET, K.UNKNOWN):
            return None
        root = self._dataset_root(binding.value)
        made: Optional[str] = None
        if self.facts.datasets.split_of(root) is not None:
            made = SPLIT if binding.unpacked is None else None
        elif isinstance(root, ast.Call):
            made = CONSTRUCTED if is_dataset_constructor(self.resolve(root.func)) else None
        elif depth > 0 and dotted(root) is not None:
            name, bindings = str(dotted(root)), self.facts.bindings
            before = _last(bindings.reaching_chain(name, root) if "." in name else bindings.reaching(name, root))
            made = self._made_here(before, depth - 1) if before is not None else None
        return made if kind == K.DATASET or made == SPLIT else None

    def _dataset_root(self, expression: ast.expr) -> ast.expr:
        """`ds` for `ds.shuffle(10).take(5)`: the receiver, or the constructor call, below dataset methods."""
        while isinstance(expression, ast.Call) and isinstance(expression.func, ast.Attribute):
            if expression.func.attr not in DATASET_METHODS or is_dataset_constructor(self.resolve(expression.func)):
                break
            expression = expression.func.value
        return expression


def _last(bindings: List[Binding]) -> Optional[Binding]:
    """The binding that comes last in the source, `name = None` placeholders aside."""
    real = [b for b in bindings if not (isinstance(b.value, ast.Constant) and b.value.value is None)]
    return max(real, key=lambda b: b.position, default=None)

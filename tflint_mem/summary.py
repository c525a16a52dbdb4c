"""A cheap per-module summary the rules share: where functions are defined and which are tf.functions.

Built once per file on first use, in one pass, so rules can follow a name to its definition
without libcst's scope metadata.
"""

from __future__ import annotations

from typing import Dict, List, Optional, Set, Union

import libcst as cst

from tflint_mem import traversal
from tflint_mem.imports import ImportTable, dotted_name

FunctionNode = Union[cst.FunctionDef, cst.Lambda]

TF_FUNCTION = "tensorflow.function"
PY_FUNCTIONS = frozenset({"tensorflow.py_function", "tensorflow.numpy_function", "tensorflow.py_func"})


def is_tf_function_decorator(decorator: cst.Decorator, imports: ImportTable) -> bool:
    target = decorator.decorator
    if isinstance(target, cst.Call):
        target = target.func
    return imports.resolve(target) == TF_FUNCTION


def first_argument(call: cst.Call, keyword: Optional[str] = None) -> Optional[cst.BaseExpression]:
    """The first positional argument, or the one passed as `keyword=`."""
    for arg in call.args:
        if arg.keyword is None and arg.star == "":
            return arg.value
        if keyword is not None and arg.keyword is not None and arg.keyword.value == keyword:
            return arg.value
    return None


class ModuleSummary:
    """Function definitions by name and the names wrapped by `tf.function(...)` calls."""

    def __init__(self, module: cst.Module, imports: ImportTable) -> None:
        self.defs_by_name: Dict[str, List[cst.FunctionDef]] = {}
        self.tf_function_wrapped: Set[str] = set()
        # Functions whose body (nested code included) calls tf.py_function / numpy_function / py_func.
        self.py_function_callers: Set[cst.FunctionDef] = set()
        # Names each function calls (`f(...)`, `self.f(...)`), for following calls within the module.
        self.callees: Dict[cst.FunctionDef, Set[str]] = {}
        traversal.visit(module, _SummaryCollector(self, imports))
        self.py_function_callers = self.transitive_callers(self.py_function_callers)

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


class _SummaryCollector(cst.CSTVisitor):
    def __init__(self, summary: ModuleSummary, imports: ImportTable) -> None:
        super().__init__()
        self.summary = summary
        self.imports = imports
        self.functions: List[cst.FunctionDef] = []

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self.summary.defs_by_name.setdefault(node.name.value, []).append(node)
        self.summary.callees[node] = set()
        self.functions.append(node)

    def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
        self.functions.pop()

    def visit_Call(self, node: cst.Call) -> None:
        callee = _local_callee(node.func)
        if callee is not None and self.functions:
            self.summary.callees[self.functions[-1]].add(callee)
        qualified = self.imports.resolve(node.func)
        if qualified in PY_FUNCTIONS:
            self.summary.py_function_callers.update(self.functions)
        if qualified != TF_FUNCTION:
            return
        wrapped = first_argument(node, "func")
        name = dotted_name(wrapped) if wrapped is not None else None
        if name is not None:
            # `tf.function(train_step)` and `tf.function(self.train_step)` both wrap `train_step`.
            self.summary.tf_function_wrapped.add(name.rsplit(".", 1)[-1])


def _local_callee(func: cst.BaseExpression) -> Optional[str]:
    """`f` for `f(...)`, `self.f(...)` and `cls.f(...)`: calls that may reach a function of this module."""
    if isinstance(func, cst.Name):
        return func.value
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value in ("self", "cls"):
        return func.attr.value
    return None

"""Symbolic Keras tensors: what a functional model is wired from, not the values of a step.

`keras.Input(...)` makes a placeholder, and a layer, model, op or function applied to one makes another. They hold
no data: a loop that collects them wires a model once (StyleGAN2's `style.append(self.S(inp_style[-1]))` after
`inp_style.append(Input([latent_size]))`). A model builder makes `Input`s and a `Model` and trains nothing: its
loops wire layers, they run no step.
"""

from __future__ import annotations

import ast
from functools import cached_property
from typing import TYPE_CHECKING, Dict, List, Optional, Set, Tuple

from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.bindings import ASSIGN, AUGMENTED, LOOP_TARGET, Binding
from tflint_mem.analysis.calls import STEP_NAMES
from tflint_mem.analysis.imports import is_tf, last
from tflint_mem.analysis.syntax import COMPREHENSIONS, FUNCTIONS, dotted

if TYPE_CHECKING:
    from tflint_mem.analysis.facts import ModuleFacts

# Methods that put their argument in a list: `inputs.append(Input(...))` makes `inputs[-1]` an input.
ADDING_METHODS = frozenset({"append", "extend", "insert"})
MAX_DEPTH = 6
# The symbolic tensors a built Keras model or layer exposes.
TENSOR_ATTRIBUTES = frozenset({"input", "inputs", "output", "outputs"})


class SymbolicTensors:
    def __init__(self, facts: ModuleFacts) -> None:
        self.facts = facts
        self._active: Set[int] = set()

    def is_input(self, call: ast.AST) -> bool:
        """`keras.Input(...)`, `tf.keras.layers.Input(...)`, `Input(...)` imported from Keras."""
        if not isinstance(call, ast.Call):
            return False
        qualified = self.facts.kinds.qualified(call.func)
        return is_tf(qualified) and last(qualified or "") == "Input"

    def symbolic(self, node: ast.AST, depth: int = MAX_DEPTH) -> bool:
        """Whether `node` is a symbolic Keras tensor (or a collection of them): an `Input`, what a call makes of
        one (a layer, model, op or function applied to it), a slice, arithmetic, or a name or `self.x` bound to
        one on some path (`x = Input(...)` then `x = block(x)` in a loop), or a list one was appended to."""
        if depth == 0 or id(node) in self._active:
            return False  # a cycle (`x = block(x)`) adds nothing to what the other bindings say
        self._active.add(id(node))
        try:
            return self._symbolic(node, depth - 1)
        finally:
            self._active.discard(id(node))

    def _symbolic(self, node: ast.AST, depth: int) -> bool:
        if isinstance(node, ast.Call):
            arguments = [*node.args, *(k.value for k in node.keywords)]
            return self.is_input(node) or any(self.symbolic(a, depth) for a in arguments)
        if isinstance(node, (ast.Subscript, ast.Starred)):
            return self.symbolic(node.value, depth)
        if isinstance(node, ast.BinOp):
            return self.symbolic(node.left, depth) or self.symbolic(node.right, depth)
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            return any(self.symbolic(element, depth) for element in node.elts)
        if isinstance(node, COMPREHENSIONS) and not isinstance(node, ast.DictComp):
            return self.symbolic(node.elt, depth)
        if isinstance(node, ast.IfExp):
            return self.symbolic(node.body, depth) or self.symbolic(node.orelse, depth)
        if isinstance(node, ast.Name):
            bindings = self.facts.bindings.reaching(node.id, node)
        elif isinstance(node, ast.Attribute) and dotted(node) is not None:
            bindings = self.facts.bindings.reaching_chain(dotted(node) or "", node)
        else:
            return False
        if any(self.symbolic(value, depth) for value in map(_bound_value, bindings) if value is not None):
            return True
        scopes = {binding.scope for binding in bindings}
        added = (v for scope in scopes for v in self._added.get((scope, dotted(node) or ""), []))
        return any(self.symbolic(value, depth) for value in added)

    @cached_property
    def _added(self) -> Dict[Tuple[ast.AST, str], List[ast.expr]]:
        """What each scope adds to each list it names (`xs.append(v)`, `xs.extend(vs)`, `xs.insert(0, v)`)."""
        found: Dict[Tuple[ast.AST, str], List[ast.expr]] = {}
        for call in self.facts.index.nodes(ast.Call):
            func = getattr(call, "func", None)
            if isinstance(func, ast.Attribute) and func.attr in ADDING_METHODS and call.args:  # type: ignore[attr-defined]
                name = dotted(func.value)
                if name is not None:
                    key = (self.facts.index.scope(call), name)
                    found.setdefault(key, []).append(call.args[-1])  # type: ignore[attr-defined]
        return found

    def view_of_model(self, call: ast.Call) -> bool:
        """`Model(inputs=model.input, outputs=model.get_layer("embedding").output)`: a model wired only from the
        tensors of an existing model or layer, to export or read a part of it. It calls no layer, so it makes no
        new weights."""
        given = [*call.args[:2], *(k.value for k in call.keywords if k.arg in ("inputs", "outputs"))]
        return len(given) == 2 and all(self._existing_tensor(node) for node in given)

    def _existing_tensor(self, node: ast.expr) -> bool:
        """`model.input`, `model.outputs[0]`, `model.get_layer(name).output`, `model.layers[-2].output`, lists."""
        if isinstance(node, (ast.List, ast.Tuple)):
            return bool(node.elts) and all(self._existing_tensor(element) for element in node.elts)
        if isinstance(node, ast.Subscript):
            return self._existing_tensor(node.value)
        if not isinstance(node, ast.Attribute) or node.attr not in TENSOR_ATTRIBUTES:
            return False
        owner = node.value
        if isinstance(owner, ast.Call) and isinstance(owner.func, ast.Attribute) and owner.func.attr == "get_layer":
            owner = owner.func.value  # `model.get_layer("x")`: a layer of `model`
        elif isinstance(owner, ast.Subscript) and isinstance(owner.value, ast.Attribute):
            owner = owner.value.value if owner.value.attr == "layers" else owner  # `model.layers[-2]`
        return self.facts.kinds.of(owner).name in (K.MODEL, K.LAYER)

    def builds_model(self, function: ast.AST) -> bool:
        """A model builder: a function whose own code makes a Keras `Input` and a Keras model (or returns one), and
        trains nothing (no GradientTape, gradients, `fit`, `*_on_batch`, tf.function step)."""
        if not isinstance(function, FUNCTIONS):
            return False
        facts = self.facts
        calls = facts.calls_in(function)
        if not any(self.is_input(call) for call in calls):
            return False
        if any(last(dotted(c.func) or "") in STEP_NAMES or facts.tf_functions.called(c) is not None for c in calls):
            return False
        made = any(facts.kinds.of(call) == K.MODEL for call in calls)
        return made or facts.kinds.returns(function) == K.MODEL


def _bound_value(binding: Binding) -> Optional[ast.expr]:
    """The expression a binding takes its value from: the right-hand side, a loop's iterable, `+=`'s operand."""
    if binding.how in (ASSIGN, LOOP_TARGET):
        return binding.value
    if binding.how == AUGMENTED:
        return getattr(binding.node, "value", None)
    return None

"""TFM012 (preview): a list that collects a tensor from every training or inference step instead of a number.

Each kept tensor holds its buffer (on a GPU, device memory) for as long as the list lives, where `float(loss)` would
keep a few bytes. A value counts as a tensor when the loop computes it with a TensorFlow op, by calling a Keras
model or layer (or an object called with `training=`), a tf.function, a GradientTape's `gradient`, or a function of
the module that returns a tensor, or takes a part of such an output (`output.logits`). A pass of the loop must run a
step itself (not only in a loop nested in it). A method that runs once per step (a callback's batch hook) and
appends to a list the object keeps is such a loop, one call a pass. Not flagged: code TensorFlow or Keras traces (a
tf.function, a layer's `call`); a loop run under a GradientTape (its tensors feed that tape's gradient); a loop over
the parts of one tensor (`tf.unstack(x, axis=1)`); symbolic Keras tensors, or any loop of a model builder (a model
wired once); a list the loop itself empties, even only every N passes; a list that holds one pass at a time (made
anew by an enclosing loop or per call of a repeated function) of scalars, or of anything when the loop is not over a
dataset; a list handed to a TensorFlow op (`tf.stack(outputs)`) unless the loop goes over a dataset (TensorFlow
issue 34606: one output per batch of the whole dataset). TF1 graph files hold symbolic tensors, not buffers.
"""

from __future__ import annotations

import ast
import re
from functools import cached_property
from typing import TYPE_CHECKING, FrozenSet, Iterator, Optional, Set

from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.bindings import ASSIGN, AUGMENTED, Binding
from tflint_mem.analysis.imports import is_tf, last
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.syntax import FUNCTIONS, STATEMENT_LOOPS, dotted, iteration_calls
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import FixBuilder, LintRule

if TYPE_CHECKING:
    from tflint_mem.rules.fixing import FixSpec
    from tflint_mem.source.cst_view import CstView

SCALAR_NAME = re.compile(r"(?:^|_)(?:loss|acc|accuracy|metric|score|error|mse|mae)(?:$|_)", re.IGNORECASE)
CALLABLE_STATE = (K.MODEL, K.LAYER, K.METRIC, K.LOSS)
WRAPPERS = frozenset({"enumerate", "tqdm", "tqdm_notebook"})  # iterate what they are given
# Attributes of a tensor that describe it rather than hold its buffer: a list of these keeps no device memory.
DESCRIPTIONS = frozenset({"shape", "dtype", "name", "ndim", "device", "rank", "graph", "op", "__class__"})


class TensorAccumulatedInList(LintRule):
    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # An append in a loop, or in code that may run once per step (a callback hook, a method a loop calls).
        return screen.loop_calls_method("append") or ("append" in screen.called_names and screen.may_repeat)

    def check(self) -> None:
        if self.facts.graph_mode:
            return
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            func = call.func
            if not (isinstance(func, ast.Attribute) and func.attr == "append") or call.keywords:
                continue
            holder = _holder(func.value)  # `outputs` for `outputs["logits"].append(...)`
            collection = dotted(holder)
            if len(call.args) != 1 or collection is None or self.resolve(func.value):
                continue
            loop = self.facts.repetition.loop(call) or self._repeated_method(call, holder)
            if not isinstance(loop, (*STATEMENT_LOOPS, *FUNCTIONS)) or self.facts.tf_functions.tracer(call) is not None:
                continue
            value = call.args[0]
            source = self._source(value, loop, depth=2)
            if source is None or self.kinds.tape_around(loop) is not None or not self._runs_steps(loop):
                continue
            if self._wires_model(value, loop) or self.facts.repetition.emptied_in(holder, loop):
                continue  # a model wired once; a list the loop itself starts over (`if step % 32 == 0: g = []`)
            iterable = self._iterable(loop)
            if iterable in (K.TENSOR, K.VARIABLE):
                continue  # the parts of one tensor (`for x_t in tf.unstack(x, axis=1)`): one pass, one input
            scalar, over_data = self._looks_scalar(value), self._over_data(loop, iterable)
            one_pass = self.facts.repetition.fresh_each_pass(holder, loop)
            if (one_pass and (scalar or not over_data)) or (collection in self._fed and not over_data):
                continue
            fix = _as_float(value) if scalar else None
            self.report(call, fix=fix, call=f"{self.code(func.value)}.append({self.code(value)})", source=source)

    def _repeated_method(self, call: ast.Call, holder: ast.expr) -> Optional[ast.AST]:
        """A method that runs once per step (a Keras callback's batch hook, an agent's `learn` a training loop
        calls) and appends to a list the object keeps (`self.outputs`): each call adds one more, as a loop's pass
        would (keras#13025's callback keeps the model's output after every batch). The method is the "loop"."""
        function = self.index.function(call)
        if function is None or not (dotted(holder) or "").startswith("self."):
            return None
        repeated = self.facts.repetition.function_repeats(function)
        return function if repeated is not None and not repeated.bounded and not repeated.sweep else None

    def _source(self, value: ast.expr, loop: ast.AST, depth: int) -> Optional[str]:
        """What makes `value` a tensor computed in `loop` ("the result of `tf.reduce_mean`"), or None."""
        if isinstance(value, ast.Call):
            return self._producer(value)
        if isinstance(value, ast.BinOp):
            return self._source(value.left, loop, depth) or self._source(value.right, loop, depth)
        if isinstance(value, ast.Subscript):
            return self._source(value.value, loop, depth)
        if isinstance(value, ast.Attribute) and value.attr not in DESCRIPTIONS:
            return self._source(value.value, loop, depth)  # `output.logits` of a model's output (lrtc#1)
        if not isinstance(value, ast.Name) or depth == 0:
            return None
        inside = [b for b in self.facts.bindings.reaching(value.id, value) if self.index.is_within(b.node, loop)]
        # Every value the loop may have given it must be a tensor: `loss = float(loss)` makes it a number.
        sources = [self._source(v, loop, depth - 1) if (v := _assigned(b)) is not None else None for b in inside]
        return sources[0] if sources and all(sources) else None

    def _producer(self, call: ast.Call) -> Optional[str]:
        """How a call that returns a tensor is named, or None if it may return something else."""
        code = self.code(call.func)
        qualified = self.resolve(call.func)
        if qualified is not None:
            return f"the result of `{code}`" if is_tf(qualified) and self.kinds.of(call) == K.TENSOR else None
        callee = self._callee(call)
        if callee == K.TF_FUNCTION:
            return f"the result of the tf.function `{code}`"
        if callee == K.LOSS:
            return f"the output of the Keras loss `{code}`"
        if callee in CALLABLE_STATE:
            return f"the output of the Keras model or layer `{code}`"
        if self._called_object(call) and any(k.arg == "training" for k in call.keywords):
            return f"the output of `{code}` (called with `training=`, as a Keras model or layer is)"
        made = self.kinds.of(call)
        if made != K.TENSOR:
            return None
        if isinstance(call.func, ast.Attribute) and self.kinds.of(call.func.value) == K.GRADIENT_TAPE:
            return f"the gradient from `{code}`"
        return f"the result of `{code}`" if self.facts.calls.resolve(call) else None

    def _callee(self, call: ast.Call) -> Optional[str]:
        """The kind of a bound object a call runs: a tf.function, a Keras model, layer or metric (else None)."""
        if dotted(call.func) is None:
            return None  # `Dense(8)(x)`: a layer built and called here, in a loop that builds a model
        if self.facts.tf_functions.called(call) is not None:
            return K.TF_FUNCTION
        kind = self.kinds.of(call.func).name
        return kind if kind == K.TF_FUNCTION or kind in CALLABLE_STATE else None

    def _called_object(self, call: ast.Call) -> bool:
        """A call of an object a name or `self.<name>` holds (`model(x)`) or a Keras model holds as a part
        (`encoder.distilbert.transformer(...)`), not a method of another object (`self._sut.select(...)`) nor a
        function the project defines."""
        name = dotted(call.func)
        if name is None or self.facts.calls.resolve(call):
            return False
        if name.count(".") <= (1 if name.startswith("self.") else 0):
            return True
        root = call.func
        while isinstance(root, ast.Attribute):
            root = root.value
        return self.kinds.of(root).name in (K.MODEL, K.LAYER)

    def _runs_steps(self, loop: ast.AST) -> bool:
        """Whether a pass of `loop` runs a step itself, with a model, layer or tape not made in that same pass."""
        return any(self.facts.calls.runs_step(c) and not self._made_in(c, loop) for c in iteration_calls(loop))

    def _wires_model(self, value: ast.expr, loop: ast.AST) -> bool:
        """Symbolic Keras tensors (`self.S(Input(...))`), or a loop of a model builder: a model wired once."""
        symbolic = self.facts.symbolic
        function = self.index.function(loop)
        return symbolic.symbolic(value) or (function is not None and symbolic.builds_model(function))

    def _made_in(self, call: ast.Call, loop: ast.AST) -> bool:
        """`layer = Dense(8)` then `layer(x)` in one pass: building a model, not running one."""
        if not isinstance(call.func, ast.Name):
            return False
        return any(self.index.is_within(b.node, loop) for b in self.facts.bindings.reaching(call.func.id, call.func))

    def _iterable(self, loop: ast.AST) -> Optional[str]:
        """The kind of what a `for` goes over, through `enumerate(...)`/`tqdm(...)`: over a dataset or a generator
        (deepface#683's frames of a video), one pass visits every item of the data."""
        iterable = getattr(loop, "iter", None)
        while isinstance(iterable, ast.Call) and iterable.args and last(dotted(iterable.func) or "") in WRAPPERS:
            iterable = iterable.args[0]
        return self.kinds.of(iterable).name if iterable is not None else None

    def _over_data(self, loop: ast.AST, iterable: Optional[str]) -> bool:
        """A loop over a dataset, an iterator or a generator, or over batches of unknown kind a parameter or global
        names (`for x, y in dataset:` in an evaluation helper other modules hand their dataset to, jaeger#30)."""
        if iterable in (K.DATASET, K.ITERATOR, K.GENERATOR):
            return True
        unpacks = isinstance(getattr(loop, "target", None), ast.Tuple)
        return iterable == K.UNKNOWN and unpacks and isinstance(getattr(loop, "iter", None), (ast.Name, ast.Attribute))

    @cached_property
    def _fed(self) -> FrozenSet[str]:
        """Names the module passes to a TensorFlow call (`tf.concat(outputs)`, also sliced or joined: d2l's
        seq2seq decoder returns `tf.concat(outputs[1:], 1)`): lists collected to be used as one."""
        fed: Set[str] = set()
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            if is_tf(self.resolve(call.func)):
                fed.update(name for arg in [*call.args, *(k.value for k in call.keywords)] for name in _lists_in(arg))
        return frozenset(fed)

    def _looks_scalar(self, value: ast.expr) -> bool:
        """A reduction (`tf.reduce_mean(...)`) or a name that reads as a scalar metric (`loss`, `val_acc`)."""
        if isinstance(value, ast.Call):
            return last(self.resolve(value.func) or "").startswith("reduce_")
        return isinstance(value, ast.Name) and SCALAR_NAME.search(value.id) is not None


def _holder(collection: ast.expr) -> ast.expr:
    """The object that owns a collection reached by a constant key (`outputs` for `outputs["logits"]`): whether the
    collection is made anew, emptied or handed on is asked of it."""
    while isinstance(collection, ast.Subscript) and isinstance(collection.slice, ast.Constant):
        collection = collection.value
    return collection


def _lists_in(arg: ast.expr) -> Iterator[str]:
    """The collections an argument hands on whole: `xs`, `xs[1:]`, `[first] + xs`, `[*xs, last]`."""
    if isinstance(arg, ast.Subscript) and isinstance(arg.slice, (ast.Slice, ast.Constant)):
        yield from _lists_in(arg.value)
    elif isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Add):
        yield from _lists_in(arg.left)
        yield from _lists_in(arg.right)
    elif isinstance(arg, (ast.List, ast.Tuple)):
        for element in arg.elts:
            if isinstance(element, ast.Starred):
                yield from _lists_in(element.value)
    else:
        name = dotted(arg)
        if name is not None:
            yield name


def _assigned(binding: Binding) -> Optional[ast.expr]:
    """The expression a binding gives its name: `step(x)` in `loss, acc = step(x)`, `l` in `total += l`."""
    if binding.how == AUGMENTED:
        return getattr(binding.node, "value", None)
    return binding.value if binding.how == ASSIGN else None


def _as_float(value: ast.expr) -> FixBuilder:
    """Append `float(value)`: a Python number instead of the tensor."""

    def build(view: CstView) -> Optional[FixSpec]:
        import libcst as cst

        from tflint_mem.rules.fixing import Replace

        node = view.node(value)
        if not isinstance(node, cst.BaseExpression):
            return None
        return Replace(node, cst.Call(func=cst.Name("float"), args=[cst.Arg(value=node)]))

    return build

"""TFM013: `model.compile(...)` run over and over on the same model: in a loop, or in code a loop runs.

Compiling discards the traced train/test/predict functions, so the next `fit` traces them again (Keras 3 keeps
every traced training graph); a compile that makes a new optimizer grows memory even when nothing trains; from a
callback of the running `fit`, it drops the training function under it. "The same model" is a repetition fact
(`same_each_run`): a model rebuilt in the same iteration or call is TFM009's concern. An unknown receiver counts
in a Keras/TensorFlow file that imports no other library whose objects have a `compile` (PyTorch, JAX...).
"""

from __future__ import annotations

import ast
from functools import cached_property
from typing import List, Optional

from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.lookalikes import lookalike_libraries
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.repetition import CALLBACK_HOOK, Repetition
from tflint_mem.analysis.syntax import STATEMENT_LOOPS, argument, dotted, keyword, walk_scope
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import LintRule

COSTS = {
    "retraces": "each compile retraces training",
    "optimizer": "each compile builds a new optimizer and memory grows",
    "hook": "compiling the model during its `fit` drops the training function",
}


class CompileInLoop(LintRule):
    @classmethod
    def in_scope(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # As every rule's, or a module that compiles and that another module of its project imports: it may be handed
        # the model (keras#6446's `utils.set_loss_weights(model, ...)`, a helper that never imports Keras).
        return super().in_scope(screen, options) or ("compile" in screen.attributes and screen.imported_by_project)

    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # A compile that runs repeatedly: in a loop, or in a function a loop, hook or other module may repeat.
        return "compile" in screen.attributes and screen.may_repeat

    def check(self) -> None:
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            func = call.func
            if not (isinstance(func, ast.Attribute) and func.attr == "compile") or dotted(func.value) is None:
                continue
            if self.resolve(func.value) is not None or self.facts.tf_functions.tracer(call) is not None:
                continue  # `re.compile`, `torch.compile`: a module's function, not a model; or traced code
            repeated = self.facts.repetition.repeats(call)
            if repeated is None or repeated.bounded:
                continue
            where = self._where(call, func.value, repeated)
            if where is None or not self._is_keras_model(func.value):
                continue
            model = dotted(func.value)
            hook = where.startswith("in callback hook") and model == "self.model"
            if not hook and self._applies_trainable(repeated.loop or self.index.function(call)):
                continue
            if hook:
                cost = "hook"
            elif self._trains(call, func.value, repeated):
                cost = "retraces"
            elif self._new_optimizer(call):
                cost = "optimizer"
            else:
                continue  # the same optimizer object and nothing trained: measured flat
            self.report(call, model=model, where=where, cost=COSTS[cost])

    def _where(self, call: ast.Call, receiver: ast.expr, repeated: Repetition) -> Optional[str]:
        """How the message places the call, if the same model is compiled on every run; None if it is not."""
        if repeated.loop is not None and not isinstance(repeated.loop, STATEMENT_LOOPS):
            return None  # a comprehension's element: one model each
        if not self.facts.repetition.same_each_run(receiver, repeated):
            return None  # a new model each iteration or call (TFM009's), or another one (`for model in models`)
        function = self.index.function(call)
        if repeated.loop is not None or function is None:
            return "in a loop, for a model built before it"
        if CALLBACK_HOOK.match(function.name):
            return f"in callback hook `{function.name}`"
        return f"in `{function.name}`, which runs repeatedly on the same model"

    def _trains(self, call: ast.Call, receiver: ast.expr, repeated: Repetition) -> bool:
        """The loop, the function, or the loop that calls the function directly trains or runs the model."""
        places = [(repeated.loop or self.index.function(call), dotted(receiver))]
        places.append(self.facts.repetition.as_passed(receiver, repeated) or (None, None))
        if any(place is not None and model is not None and self._runs(place, model) for place, model in places):
            return True
        root = (dotted(receiver) or "").split(".", 1)[0]
        return repeated.site is None and root in repeated.runs_passed  # another module's loop trains what it passes

    def _applies_trainable(self, context: Optional[ast.AST]) -> bool:
        """Each pass sets `.trainable` and trains a stage with `fit`: the compile is what applies the change (Keras:
        "recompile after you change `trainable`"), once per stage. Per batch (`train_on_batch`) it is a leak."""
        if context is None:
            return False
        nodes = list(walk_scope(context))
        sets = any(
            isinstance(n, ast.Assign) and any(isinstance(t, ast.Attribute) and t.attr == "trainable" for t in n.targets)
            for n in nodes
        )
        calls = {n.func.attr for n in nodes if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)}
        return sets and "fit" in calls and "train_on_batch" not in calls

    def _runs(self, context: ast.AST, model: str) -> bool:
        """The loop or function trains or runs the same model, or hands it to a helper that may."""
        if model in self.facts.repetition.run_chains(context):
            return True
        return any(
            isinstance(node, ast.Call)
            and any(dotted(arg) == model for arg in [*node.args, *(k.value for k in node.keywords)])
            for node in walk_scope(context)
        )

    def _new_optimizer(self, call: ast.Call) -> bool:
        """The compile makes a new optimizer: none given (Keras's default is "rmsprop"), a name string, or a call."""
        given = keyword(call, "optimizer") or argument(call, 0)
        return given is None or isinstance(given, (ast.Constant, ast.Call))

    def _is_keras_model(self, receiver: ast.expr) -> bool:
        if self._keras_file and self.kinds.of(receiver).name == K.MODEL:
            return True  # made by a Keras constructor, or used as one (`fit(..., epochs=1)`)
        if self.kinds.passed_from_other_modules(receiver).name == K.MODEL:
            return True  # a parameter every other module's call passes a Keras model
        values = self._assigned(receiver)
        if not values:
            return self._keras_file
        return all(self._makes_model(value) for value in values)

    def _assigned(self, receiver: ast.expr) -> List[ast.expr]:
        """What the module assigns to the receiver where the compile runs: a name's reaching values, the values of
        `self.<attr>` in the class's methods (none for other chains, parameters and loop targets)."""
        bindings = self.facts.bindings
        if isinstance(receiver, ast.Name):
            return [value for value in bindings.values(receiver.id, receiver) if value is not None]
        if isinstance(receiver, ast.Attribute) and isinstance(receiver.value, ast.Name):
            owner = bindings.method_class(receiver, receiver.value.id)
            if owner is not None:
                return [value for value in bindings.attribute_values(owner, receiver.attr) if value is not None]
        return []

    def _makes_model(self, value: ast.expr) -> bool:
        """A Keras model, the result of a call of the project's own (`build_model()`) in a Keras file, or a name of
        unknown kind there (`self.model = model`, a parameter)."""
        kind = self.kinds.of(value)
        if kind.name == K.MODEL:
            return True
        if isinstance(value, ast.Name) and not kind.known:
            return self._keras_file
        own = isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and self.resolve(value.func) is None
        return own and not kind.known and self._keras_file

    @cached_property
    def _keras_file(self) -> bool:
        facts = self.facts
        return facts.uses_tensorflow and not lookalike_libraries("compile", facts.imports.roots)

"""TFM014: an optimizer, metric, layer or model constructed in code TensorFlow or Keras traces.

Such objects own variables (or other TensorFlow state). Built in a traced body (a tf.function, a Keras layer's or
model's `call`/`train_step`, a loss given to `compile`, or a helper one of them calls), they are built again on
every trace, and once they create variables TensorFlow refuses: a tf.function may only create variables on its
first call. Run eagerly, a Keras `call` that builds a layer makes new, untrained weights on every call. Which
constructors make stateful objects comes from TensorFlow's API as data (`tflint_mem.analysis.tf_api`); classes of
the module that extend one count too, and so does a call of the module's own model builder. Keras layers that
create no variables (`Flatten`, `Concatenate`, pooling) are not reported: measured, they raise nothing and leave
nothing behind. `tf.Variable` itself is TFM002's (variable-created-in-loop), so it is not reported twice. Creation
behind a create-once test (`if self.opt is None:`) runs once.
"""

from __future__ import annotations

import ast
import re
from typing import Optional, Tuple

from tflint_mem.analysis import calls as C
from tflint_mem.analysis import classes as class_kinds
from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.lookalikes import ECOSYSTEM_LAYERS, TF_FUNCTION_NAMES, VARIABLE_FACTORIES
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.tf_api import tf_api
from tflint_mem.analysis.tf_functions import KERAS_TRACED_NAMES
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import LintRule

# How the message names what a TensorFlow/Keras constructor builds, by its canonical name.
KINDS = (
    (re.compile(r"optimizers?\.|Optimizer$"), "an optimizer"),
    (re.compile(r"metrics\."), "a metric"),
    (re.compile(r"^keras\.(Model|Sequential|Functional)$|^keras\.(applications|models)\."), "a model"),
    (re.compile(r"^keras\.layers\.|^keras\.Layer$"), "a layer"),
)
# How the message names an instance of a class of the module, by what the class extends.
NOUNS = {K.MODEL: "model", K.LAYER: "layer", K.OPTIMIZER: "optimizer", K.METRIC: "metric", K.STATEFUL: "object"}
ONCE_PER_OBJECT = ("__init__", "build")
STATEFUL_CLASSES = frozenset(
    {class_kinds.MODEL, class_kinds.LAYER, class_kinds.OPTIMIZER, class_kinds.METRIC, class_kinds.STATEFUL}
)


class StatefulObjectCreatedInTfFunction(LintRule):
    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # A body traced here: a tf.function the module makes, a Keras layer's or model's `call`/`*_step`, a loss
        # or metric function given to `compile`, or a function given to `Dataset.map`.
        keras = screen.defines(*KERAS_TRACED_NAMES) or bool({"compile", "map"} & screen.attributes)
        return keras or screen.references(*TF_FUNCTION_NAMES)

    def check(self) -> None:
        tf_functions = self.facts.tf_functions
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            # The question other modules' summaries need not answer first (`ModuleFacts.imported_elsewhere`).
            if self.facts.imported_elsewhere:
                kind = self._builds(call)
                traced = self._traced(call) if kind is not None else None
            else:
                traced = self._traced(call)
                kind = self._builds(call) if traced is not None else None
            if kind is None or traced is None or self.facts.repetition.create_once(call, traced[0]) is not None:
                continue
            when = "trace" if traced[0] in tf_functions.traced else "call"
            self.report(call, call=f"{self.code(call.func)}(...)", kind=kind, where=traced[1], when=when)

    def _traced(self, call: ast.Call) -> Optional[Tuple[ast.AST, str]]:
        """The traced function whose body makes the call, and why it is traced; not a builder it calls (reported
        where it is called)."""
        traced = self.facts.tf_functions.tracer(call)
        return traced if traced is not None and not self._inside_builder(traced[0]) else None

    def _builds(self, call: ast.Call) -> Optional[str]:
        """What stateful object `call` constructs, as the message names it, or None."""
        qualified = self.resolve(call.func)
        if qualified is None:
            made = self.kinds.of(call)
            if self.facts.calls.constructs(call):
                return f"a {NOUNS[made.name]} (`{made.detail}`)" if made.name in NOUNS else None
            return "a model" if C.MODEL in self.facts.calls.call_effects(call) else None
        if qualified in VARIABLE_FACTORIES:
            return None
        api = tf_api()
        if qualified in api.stateless_layers:
            return None
        if qualified in api.stateful_classes or qualified in api.stateful_factories:
            return next((kind for pattern, kind in KINDS if pattern.search(qualified)), "an object with variables")
        if qualified in api.creates_variables:
            return "an object with variables"
        return "a layer" if ECOSYSTEM_LAYERS.match(qualified) else None  # `tfa.layers.InstanceNormalization()`

    def _inside_builder(self, function: ast.AST) -> bool:
        """The constructor (or `build`) of a stateful class of the module, or a helper that builds a whole Keras
        model, traced only because a traced body constructs or calls it: reported once, at that construction or
        call, not at each layer it makes."""
        tf_functions = self.facts.tf_functions
        if function in tf_functions.traced or tf_functions.keras_traced(function):
            return False
        info = self.facts.classes.of_method(function)
        if info is not None and info.kind in STATEFUL_CLASSES and getattr(function, "name", "") in ONCE_PER_OBJECT:
            return True
        # A model builder returns what it builds; a loss that builds a model to use it (`vgg_loss`) is traced itself.
        return C.MODEL in self.facts.calls.effects(function) and self.kinds.returns(function).name == K.MODEL

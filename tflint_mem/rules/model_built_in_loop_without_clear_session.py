"""TFM009: a Keras model built over and over (in a loop, or in code a loop runs) without `clear_session()`.

Keras keeps global state for every model it builds (unique layer names, the graph behind them), so code that builds
a model per iteration, per request or per call of a helper grows until the session is cleared; a model trained per
iteration grows even with `clear_session()`. A model is made by a Keras constructor (`Sequential`, `Model`,
`load_model`, `clone_model`, an application), a class of the project that extends one, a builder that returns one
(a function of the project, or a name like `build_model()`), a call whose result the code then `.compile()`s and
`.fit(epochs=...)`s, or `clone()` of a scikeras wrapper (whose `fit` builds the model). One finding per loop or
function, at its first model (the others are related locations): the repeated code is the one problem. Models kept
on purpose (appended, stored under a key, a comprehension's elements) are not flagged.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Dict, List, Optional, Tuple

from tflint_mem.analysis import calls as C
from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.classes import MODEL as MODEL_CLASS
from tflint_mem.analysis.classes import PLAIN as PLAIN_CLASS
from tflint_mem.analysis.classes import base_kind
from tflint_mem.analysis.imports import spelling
from tflint_mem.analysis.lookalikes import (
    KERAS_FIT_KEYWORDS,
    KERAS_MODEL_METHODS,
    KERAS_WRAPPERS,
    MODEL_BUILDER_NAME,
    TRAINING_METHODS,
    is_clear_session,
    is_model_factory,
)
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.repetition import Repetition
from tflint_mem.analysis.syntax import COMPREHENSIONS, FUNCTIONS, STATEMENT_LOOPS, walk_scope
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import LintRule
from tflint_mem.rules.hoist import call_first_in_loop

if TYPE_CHECKING:
    pass

# Best first: `keras.backend.clear_session` exists in Keras 2 and 3, `keras.utils.clear_session` only in Keras 3.
CLEAR_SESSION = ("keras.backend.clear_session", "keras.utils.clear_session", "tensorflow.keras.backend.clear_session")
IN_LOOP = "per iteration"
CONSTRUCTED = " when it is constructed"  # a class whose `__init__` builds a model
RERUN = "on every run of the script"
CACHED = "build it in a function decorated with `@st.cache_resource`, so every rerun reuses one model"
# The figures behind the advice (measured under TensorFlow 2.21) are in the rule's docs.
BUILD_ONLY = (
    "call `clear_session()` at the start of each iteration; if each model is also trained, memory grows by several"
    " MB per model even with it, so run each trial in a subprocess"
)
TRAINED = (
    "each model is also trained, and memory grows by several MB per trained model even with `clear_session()`"
    " (Keras 3 keeps every traced training graph, TensorFlow issue 97697), so run each trial in a subprocess"
)


class ModelBuiltInLoopWithoutClearSession(LintRule):
    @classmethod
    def in_scope(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # As every rule's, or a file whose models show only by being compiled and fitted like Keras models.
        keras_use = {"compile", "fit"} <= screen.attributes or bool(KERAS_FIT_KEYWORDS & screen.keywords)
        return super().in_scope(screen, options) or keras_use

    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        # Something that may make a Keras model: a Keras model class or factory, a builder by name (`build_model()`),
        # a value used as a model (Keras-only methods, `.compile()`, fit keywords), a scikeras clone, a callback's
        # `self.model`, or a module of the project (its builders and classes); and code that may run repeatedly.
        return screen.may_repeat and (
            screen.imports_project
            or any(_model_name(name) for name in screen.qualified_names)
            or any(MODEL_BUILDER_NAME.match(name) for name in screen.called_names)
            or bool(screen.attributes & (KERAS_MODEL_METHODS | {"compile"}))
            or bool(KERAS_FIT_KEYWORDS & screen.keywords)
            or screen.references("sklearn.base.clone")
        )

    def check(self) -> None:
        builds: Dict[ast.AST, List[Tuple[ast.Call, str, Repetition]]] = {}
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            if self.facts.tf_functions.tracing(call) is not None:
                continue
            # The question other modules' summaries need not answer first (`ModuleFacts.imported_elsewhere`).
            if self.facts.imported_elsewhere:
                subject = self._builds(call)
                repeated = self._repeated(call) if subject else None
            else:
                repeated = self._repeated(call)
                subject = self._builds(call) if repeated is not None else None
            if repeated is None or not subject:
                continue
            context = repeated.loop or self.index.function(call) or self.index.tree  # the tree: a script's rerun
            if not self._kept(call, context, repeated) and not self._clears(call, repeated):
                builds.setdefault(context, []).append((call, subject, repeated))
        for context, found in builds.items():
            call, subject, repeated = found[0]
            trains = self._trains(context, repeated)
            looped = repeated.loop is not None
            where = IN_LOOP if looped else f"on every call of `{getattr(context, 'name', '')}`"
            if not looped and self._kept_on_new_object(call):
                where = f"on every construction of `{repeated.path[-1]}`"
                subject = subject.removesuffix(CONSTRUCTED)
            if context is self.index.tree:
                where = RERUN
            why = "" if looped else f"{repeated.reason}; "
            self.report(
                call,
                fix=None
                if trains
                else call_first_in_loop(repeated.loop, spelling(self.imports, self.index, *CLEAR_SESSION)),
                related=[("also builds a model here", other) for other, _, _ in found[1:]],
                subject=subject,
                where=where,
                why=why,
                advice=CACHED if context is self.index.tree else TRAINED if trains else BUILD_ONLY,
            )

    def _repeated(self, call: ast.Call) -> Optional[Repetition]:
        """How the call repeats, if a model it builds there would pile up: not in a comprehension (its elements are
        a collection of distinct models), not in a short sweep. A builder (a function that returns the model it
        makes) that code repeats is reported at the model it makes as well as at the repeated call of it: reports
        name either line as the leak (build_candidate's `Sequential(layers)`, tensorflow#17590; a fold loop's
        `create_lstm1()`, keras#19907), and a builder another module repeats shows only the first in this file."""
        repeated = self.facts.repetition.repeats(call)
        if repeated is None and self._kept_on_new_object(call):
            repeated = self.facts.repetition.constructed_repeatedly(self.index.function(call))  # type: ignore[arg-type]
        if repeated is None or isinstance(repeated.loop, COMPREHENSIONS) or repeated.bounded:
            return None
        return repeated

    def _kept_on_new_object(self, call: ast.Call) -> bool:
        """`self.dnn = Sequential(...)` in `__init__`: a model each new object makes and keeps, reported there too
        when the class is constructed repeatedly (reports name either line as the leak)."""
        function = self.index.function(call)
        info = self.facts.classes.of_method(function) if function is not None else None
        if getattr(function, "name", None) != "__init__" or info is None or info.kind != PLAIN_CLASS:
            return False  # a Keras layer's sub-models are its own, made as a model is built (PixelCNN's blocks)
        statement = self.index.statement(call)
        targets = getattr(statement, "targets", [])
        return getattr(statement, "value", None) is call and bool(targets) and all(_on_self(t) for t in targets)

    def _builds(self, call: ast.Call) -> Optional[str]:
        """How the message names a call that makes a new Keras model, or None."""
        targets = self.facts.calls.resolve(call)
        local = [t for t in targets if isinstance(t, FUNCTIONS)]
        constructs = self.facts.calls.constructs(call)  # `MyModel()` runs `MyModel.__init__`: a new model
        if not constructs and any(
            (info := self.facts.classes.of_method(t)) is not None and info.kind == MODEL_CLASS for t in local
        ):
            return None  # a Keras model's own methods (`self.add()`, `self.build()`) manage its internal graph
        if C.CLEARS_SESSION in self.facts.calls.call_effects(call):
            return None
        made = self._made(call)
        name = self.code(call.func)
        if made.name == K.MODEL and self.facts.symbolic.view_of_model(call):
            return None  # a view of an existing model's tensors: it calls no layer and makes no weights
        if made.name == K.MODEL:
            if not targets or constructs:
                return f"`{name}(...)` builds a new Keras model"
            if C.MODEL in self.facts.calls.call_effects(call):  # not a getter of a model built once
                return f"`{name}()` builds a new Keras model"
        if (
            made.name == K.OBJECT
            and self.facts.calls.makes_object(call)
            and C.MODEL in self.facts.calls.call_effects(call)
        ):
            return f"`{name}(...)` builds a new Keras model{CONSTRUCTED}"  # a model made in `__init__`
        if self.resolve(call.func) == "sklearn.base.clone" and call.args:
            if self.kinds.of(call.args[0]).detail in KERAS_WRAPPERS:
                return f"`{name}(...)` makes a scikeras wrapper whose `fit` builds a new Keras model"
        if (
            not made.known
            and not targets
            and (not isinstance(call.func, ast.Attribute) or self.kinds.is_(call.func.value, K.MODULE))
        ):
            statement = self.index.statement(call)
            names = [t.id for t in getattr(statement, "targets", []) if isinstance(t, ast.Name)]
            scope = self.index.scope(call)
            if names and getattr(statement, "value", None) is call and self.kinds.usage(names[0], scope) == K.MODEL:
                return f"`{name}(...)` builds a new Keras model (`{names[0]}` is used as one)"
        return None

    def _made(self, call: ast.Call) -> K.Kind:
        """What the call makes: its value, or the model among what it returns (`history, model = run(params)`)."""
        made = self.kinds.of(call)
        statement = self.index.statement(call)
        targets = getattr(statement, "targets", [])
        if made.name == K.MODEL or getattr(statement, "value", None) is not call or len(targets) != 1:
            return made
        elements = targets[0].elts if isinstance(targets[0], (ast.Tuple, ast.List)) else []
        unpacked = [self.kinds.unpacked(call, position) for position in range(len(elements))]
        return next((kind for kind in unpacked if kind.name == K.MODEL), made)

    def _builder(self, call: ast.Call) -> bool:
        """The call is in a function that returns the model it builds (alone, or in the tuple it returns), or in an
        `__init__` that keeps it on the new object (which the construction returns)."""
        function = self.index.function(call)
        if function is None:
            return False
        if self._kept_on_new_object(call):
            return True
        returned = [self.kinds.returns(function), *self.kinds.returned_elements(function)]
        return any(kind.name == K.MODEL for kind in returned)

    def _kept(self, call: ast.Call, context: ast.AST, repeated: Repetition) -> bool:
        """The model is kept: part of a collection (an ensemble, a dict of models), stored (`self.best = model`); for
        a builder, kept as the code that repeats it keeps what the builder returns."""
        if repeated.loop is None and self._builder(call):
            if repeated.site is None:
                return repeated.keeps_result  # another module repeats it
            builder = self.index.function(call)
            assert builder is not None  # `_builder` found it
            direct: List[ast.AST] = [
                c for c in self.facts.calls.callers(builder) if self.index.function(c) is not builder
            ]
            # The calls of the builder that repeat (MuseGAN: one per track, each kept; one more, once); none if each
            # is behind a create-once guard (`if self.model is None:`).
            calls = [c for c in direct if self.facts.repetition.repeats(c) is not None]
            return all(self._keeps_there(c) for c in calls or ([] if direct else [repeated.site]))
        return self.facts.fates.keeps_result(call, context)

    def _keeps_there(self, call: ast.AST) -> bool:
        """What `call` returns is kept beyond the pass of the innermost loop around it (else of its function)."""
        loops = self.index.loops(call)
        return self.facts.fates.keeps_result(call, loops[-1] if loops else self.index.function(call) or call)

    def _clears(self, call: ast.Call, repeated: Repetition) -> bool:
        """`clear_session()` runs with the repetition: in a loop around the model, in the repeated function, or in
        the loop of another module that repeats it."""
        if repeated.resets:
            return True
        places: List[Optional[ast.AST]] = [repeated.loop, *self.index.loops(call)]
        if repeated.loop is None:
            site = repeated.site
            places += [self.index.function(call), *(self.index.loops(site) if site else ())]
            places.append(self.index.function(site) if site is not None else None)
        if repeated.loop is None and not repeated.path and self.index.function(call) is None:
            places.append(self.index.tree)  # a Streamlit script's top level, run again on every rerun
        kinds = (*STATEMENT_LOOPS, *FUNCTIONS, ast.Module)
        return any(self._calls_clear_session(place) for place in places if isinstance(place, kinds))

    def _calls_clear_session(self, place: ast.AST) -> bool:
        return any(
            is_clear_session(self.resolve(node.func)) or C.CLEARS_SESSION in self.facts.calls.call_effects(node)
            for node in walk_scope(place)
            if isinstance(node, ast.Call)
        )

    def _trains(self, context: ast.AST, repeated: Repetition) -> bool:
        places = [context]
        if repeated.site is not None:  # the call that repeats a builder, and the loop around it that trains
            places += [repeated.site, *[loop for loop in [self.facts.repetition.loop(repeated.site)] if loop]]
        return any(
            (isinstance(node.func, ast.Attribute) and node.func.attr in TRAINING_METHODS)
            or C.TRAINS in self.facts.calls.call_effects(node)
            for place in places
            for node in walk_scope(place)
            if isinstance(node, ast.Call)
        )


def _on_self(target: ast.expr) -> bool:
    return isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and target.value.id == "self"


def _model_name(qualified: str) -> bool:
    """A Keras name that makes a model, or a class whose subclasses (or callbacks' `self.model`) are models."""
    return is_model_factory(qualified) or (
        qualified.startswith("keras.")
        and (base_kind(qualified) == MODEL_CLASS or qualified.startswith("keras.callbacks."))
    )

"""Everything the rules may know about one file, computed once, on first use, and shared by every rule.

Rules ask questions of these facts and decide; none walks the module or collects bindings itself.
"""

from __future__ import annotations

import ast
import re
from functools import cached_property
from typing import TYPE_CHECKING, Dict, Iterable, Iterator, List, Optional

from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.bindings import Bindings
from tflint_mem.analysis.calls import CLEARS_SESSION, FRESH_GRAPH, Calls
from tflint_mem.analysis.classes import Classes
from tflint_mem.analysis.datasets import Datasets
from tflint_mem.analysis.fates import Fates
from tflint_mem.analysis.imports import (
    IMPLICIT_NAMES,
    TF1_FEED,
    ImportTable,
    build_import_table,
    is_tf,
    last,
    snippet_names,
    tf_package,
)
from tflint_mem.analysis.kinds import FOREIGN, SESSION, Kinds
from tflint_mem.analysis.lookalikes import GRAPH_MODE_WORDS, KERAS_BACKEND_RUNS, TF1_ONLY_APIS, is_graph_mode_api
from tflint_mem.analysis.repetition import RepetitionFacts
from tflint_mem.analysis.symbolic import SymbolicTensors
from tflint_mem.analysis.syntax import SyntaxIndex, dotted, keyword, walk_scope
from tflint_mem.analysis.tf_functions import TfFunctions

if TYPE_CHECKING:
    from tflint_mem.analysis.project import ProjectView

SESSION_NAME = re.compile(r"sess", re.IGNORECASE)
GRAPH_RESETS = frozenset({"reset_default_graph", "clear_session"})
# A file can use a graph-mode API only where its text spells the API's name (an attribute, a name or an import).
GRAPH_MODE_TEXT = re.compile("|".join(sorted(GRAPH_MODE_WORDS)))
RESETS = frozenset({FRESH_GRAPH, CLEARS_SESSION})


class ModuleFacts:
    """The facts of one module. `project` links it to the other modules of the project, when known."""

    def __init__(self, tree: ast.Module, text: str, project: Optional[ProjectView] = None) -> None:
        self.index = SyntaxIndex(tree, text)
        self.text = text
        self.project = project

    @cached_property
    def imports(self) -> ImportTable:
        return build_import_table(self.index)

    @cached_property
    def bindings(self) -> Bindings:
        return Bindings(self.index)

    @cached_property
    def classes(self) -> Classes:
        external = self.project.class_kind if self.project is not None else None
        return Classes(self.index, self.imports, external)

    @cached_property
    def kinds(self) -> Kinds:
        return Kinds(self)

    @cached_property
    def calls(self) -> Calls:
        return Calls(self)

    @cached_property
    def tf_functions(self) -> TfFunctions:
        return TfFunctions(self)

    @cached_property
    def repetition(self) -> RepetitionFacts:
        return RepetitionFacts(self)

    @cached_property
    def fates(self) -> Fates:
        return Fates(self)

    @cached_property
    def sessions(self) -> Sessions:
        return Sessions(self)

    @cached_property
    def datasets(self) -> Datasets:
        return Datasets(self)

    @cached_property
    def symbolic(self) -> SymbolicTensors:
        return SymbolicTensors(self)

    def release(self) -> None:
        """Drop every fact computed. Each fact holds these facts, a cycle that only the cycle collector would free,
        so the facts of the files a long run lints would pile up between its collections. For facts that no one
        reads again (a file's findings and fixes resolved, a module's summary made: plain data)."""
        self.__dict__.clear()

    @cached_property
    def imported_elsewhere(self) -> bool:
        """Whether another module of the project imports this one. Two questions may need other modules' summaries:
        who calls this module's functions (how one repeats, whether its code is traced) needs its importers', what a
        call does needs those of the modules it imports. When no module imports this one, the first needs none: a
        rule asks it first. Otherwise it asks what the call does first, and the project about callers only for the
        calls that could be reported."""
        return self.project is not None and self.project.imported_by_project()

    def calls_in(self, scope: ast.AST) -> List[ast.Call]:
        """The calls a scope's own code makes (not those of functions nested in it)."""
        return self.calls.by_scope.get(scope, [])

    def class_defines(self, detail: Optional[str], method: str) -> bool:
        """An instance of the class `detail` (this module's `Net`, another module's `path::Net`) has a `method` of
        its own: a Keras model subclass's own `predict` is not Keras's."""
        if detail is None:
            return False
        if "::" in detail:
            return self.project is not None and method in self.project.class_methods(detail)
        info = self.classes.named(detail)
        return info is not None and bool(self.classes.method(info, method))

    # --- the file as a whole ----------------------------------------------------------------
    @cached_property
    def uses_tensorflow(self) -> bool:
        """The file imports TensorFlow/Keras (star imports included), uses one of its conventional names or a
        Keras class without importing it (a snippet), or feeds a TF1 graph (`feed_dict=`)."""
        if self.imports.imports_tf or any(map(tf_package, self.imports.roots)):
            return True
        if any(type(node) is ast.keyword and node.arg == TF1_FEED for node in self.index.every_node()):
            return True  # `sess.run(op, feed_dict=...)`: TF1's keyword, no other library's (rinuboney/ladder#2)
        implicit = {name for name, target in IMPLICIT_NAMES.items() if is_tf(target)} | snippet_names().keys()
        return any(
            type(node) is ast.Name and node.id in implicit and is_tf(self.imports.target(node.id))
            for node in self.index.every_node()
        )

    @cached_property
    def graph_mode(self) -> bool:
        """The file builds TF1 graphs: it uses sessions, placeholders, variable scopes, Keras 2's `K.gradients`, or
        disables eager mode."""
        if GRAPH_MODE_TEXT.search(self.text) is None:
            return False  # the API's name is spelled where it is used or imported: most files need no walk
        for node in self.index.every_node():
            kind = type(node)
            # An attribute chain keeps its last name through imports and `canonical` (which renames only modules).
            if (kind is ast.Attribute and node.attr in GRAPH_MODE_WORDS) or kind is ast.Name:  # type: ignore[attr-defined]
                name = dotted(node)
                qualified = self.imports.resolve_dotted(name) if name is not None else None
                if qualified is not None and is_graph_mode_api(qualified):
                    return True
        return False

    @cached_property
    def tf1_era(self) -> bool:
        """The file is TensorFlow 1.x or Keras 2 on Theano/TF1 code: TF1 graph mode, a top-level `tf.*` name only
        TF1 has (`tf.to_float`, `tf.Print`, `tf.contrib`), Keras 2's `K.learning_phase()`, or a Theano backend
        branch. Keras builds such a graph once, so a layer's `call` or a loss given to `compile` is not traced again
        and again there."""
        if self.graph_mode:
            return True
        for node in self.index.every_node():
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                if node.attr in TF1_ONLY_APIS and self.imports.resolve_dotted(node.value.id) == "tensorflow":
                    return True
                if node.attr == "learning_phase" and self.imports.resolve_dotted(node.value.id) == "keras.backend":
                    return True  # `K.learning_phase()`, the TF1 graph's placeholder fed to a `K.function`
            elif isinstance(node, ast.Constant) and node.value == "theano":
                return True  # `if K.backend() == "theano":`
        return "theano" in self.imports.roots


class Sessions:
    """Which expressions are TF1 sessions: bound to `tf.Session()` (also `with ... as sess`), made in place
    (`tf.Session().run`), or, in a file that uses TensorFlow, named like one (`sess`, `self.session`: snippets and
    helpers get their session from elsewhere); never another library's object (`ort.InferenceSession(...)`)."""

    def __init__(self, facts: ModuleFacts) -> None:
        self.facts = facts
        self._resets: Dict[ast.AST, bool] = {}  # `resets_graph`, asked for every call a summary records

    @cached_property
    def file_uses_sessions(self) -> bool:
        return "Session(" in self.facts.text or "get_session(" in self.facts.text

    def is_session(self, node: ast.AST) -> bool:
        kinds = self.facts.kinds
        made = kinds.of(node).name
        if made == SESSION:
            return True
        if made == FOREIGN or not (self.file_uses_sessions or self.facts.uses_tensorflow):
            return False
        name = dotted(node)
        if name is None or kinds.qualified(node) is not None:
            return False
        leaf = last(name)
        return bool(SESSION_NAME.search(leaf)) and "assess" not in leaf.lower()

    def runs_graph(self, call: ast.Call) -> bool:
        """Whether `call` runs the TF1 graph: `sess.run(...)`, `sess.partial_run(...)` on a session,
        `t.eval(feed_dict=...)` or `t.eval(session=...)`, `saver.save(sess, path)`/`saver.restore(sess, path)`,
        and a bare `t.eval()` in a TF1 graph-mode file (elsewhere, and on a model or layer, a bare `.eval()` is
        more likely a mode switch: PyTorch's or TensorLayer's `network.eval()`); in TF1-era code (or a module run
        beside TF1 graph code of its project), the Keras 2 backend's `K.eval(t)`, `K.get_value(v)`,
        `K.set_value(v, x)` (under eager execution they run no graph)."""
        func = call.func
        if not isinstance(func, ast.Attribute):
            return False
        if self.facts.kinds.qualified(func) in KERAS_BACKEND_RUNS:
            project = self.facts.project
            return self.facts.tf1_era or (project is not None and project.runs_with_graph_code())
        if func.attr == "eval":
            keywords = {keyword.arg for keyword in call.keywords}
            bare = not call.args and not call.keywords
            if keywords & {"session", TF1_FEED}:
                return True
            if not bare or self.facts.kinds.of(func.value).name in (FOREIGN, K.MODEL, K.LAYER):
                return False
            return self.facts.graph_mode or self.in_session_block(call)
        if func.attr in ("save", "restore") and call.args:
            return self.is_session(call.args[0])  # `saver.save(sess, path)` runs the saver's ops in the session
        if func.attr == "run" and self._operation(func.value):
            return True  # `v.assign(x).op.run()`, `tf.global_variables_initializer().run()`: the default session's
        runs = func.attr in ("run", "partial_run")
        if runs and self._feeds(call) and self.facts.kinds.of(func.value).name != FOREIGN:
            return True  # `self.s.run(q, {self.x: obs})`: a session, whatever holds it (a parameter kept on `self`)
        return runs and self.is_session(func.value)

    def _feeds(self, call: ast.Call) -> bool:
        """The call feeds a TF1 graph: `feed_dict=` (no other library's keyword), or in TF1 graph-mode code a dict
        literal after the fetches (`sess.run(fetches, {x: batch})`)."""
        if any(keyword.arg == TF1_FEED for keyword in call.keywords):
            return True
        return self.facts.graph_mode and len(call.args) == 2 and isinstance(call.args[1], ast.Dict)

    def _operation(self, node: ast.expr) -> bool:
        """A TF1 graph operation: a tensor's `.op` (`v.assign(x).op`), or what a TensorFlow op API returns."""
        if isinstance(node, ast.Attribute):
            return node.attr == "op"
        return isinstance(node, ast.Call) and is_tf(self.facts.kinds.qualified(node.func) or "")

    def in_session_block(self, node: ast.AST) -> bool:
        """`node` runs under `with sess:`, `with tf.Session():`, `with sess.as_default():` or a test's `with
        self.test_session():`/`self.cached_session()`: a bare `t.eval()` there runs the default session's graph
        (TF1 code, or TF1-style tests, that the file's own imports need not show)."""
        for block in self.facts.index.ancestors(node):
            if isinstance(block, (ast.With, ast.AsyncWith)) and any(
                self._opens_session(item.context_expr) for item in block.items
            ):
                return True
        return False

    def _opens_session(self, made: ast.expr) -> bool:
        if not isinstance(made, ast.Call):
            return self.is_session(made)
        func = made.func
        if isinstance(func, ast.Attribute) and func.attr == "as_default":
            return self.is_session(func.value)
        return self.facts.kinds.of(made).name == SESSION or self.is_session(func)

    def resets_graph(self, scope: ast.AST) -> bool:
        """`scope` (a loop or function) starts each pass on a fresh graph: `tf.reset_default_graph()`,
        `tf.keras.backend.clear_session()`, a new `tf.Graph()`, directly or through a call of the module."""
        found = self._resets.get(scope)
        if found is None:
            calls = self.facts.calls
            cuts = calls.cuts
            found = any(isinstance(node, ast.Call) and self._resets_here(node) for node in walk_scope(scope))
            if calls.settled(cuts):  # kept only if no resolution was cut short meanwhile (`CallFacts.resolve`)
                self._resets[scope] = found
        return found

    def _resets_here(self, call: ast.Call) -> bool:
        calls = self.facts.calls
        return _called_name(call) in GRAPH_RESETS or bool({calls.effect_of(call), *calls.call_effects(call)} & RESETS)

    def in_fresh_graph(self, node: ast.AST, top: ast.AST) -> bool:
        """`with tf.Graph().as_default():` (or `with graph.as_default():`) between `top` and `node`."""
        return any(True for _ in _default_graphs(self.facts.index.path(top, node)))

    def in_new_graph(self, node: ast.AST, top: Optional[ast.AST] = None) -> bool:
        """`with tf.Graph().as_default():` holds `node` (below `top`, if given): what it builds goes into a graph
        made for this run: made there, or by `g = tf.Graph()` in the same run (below `top`, else in the function
        that holds `node`). A named graph made once (`self.graph`, a module's graph) is not new."""
        index = self.facts.index
        blocks = index.path(top, node) if top is not None else index.ancestors(node)
        return any(self._made_here(graph, node, top) for graph in _default_graphs(blocks))

    def _made_here(self, graph: ast.expr, node: ast.AST, top: Optional[ast.AST]) -> bool:
        kinds = self.facts.kinds
        if isinstance(graph, ast.Call):
            return kinds.qualified(graph.func) == "tensorflow.Graph"
        if not isinstance(graph, ast.Name):
            return False
        index = self.facts.index
        bindings = self.facts.bindings.reaching(graph.id, graph)
        return bool(bindings) and all(
            isinstance(binding.value, ast.Call)
            and binding.unpacked is None
            and kinds.qualified(binding.value.func) == "tensorflow.Graph"
            and (top in index.ancestors(binding.node) if top is not None else binding.scope is index.function(node))
            for binding in bindings
        )

    def reuses_variables(self, call: ast.Call) -> bool:
        """`get_variable` looks an existing variable up: `reuse=` on the call, under `with ...(reuse=...)`, or
        after `scope.reuse_variables()` in its function or at module level (`tf.get_variable_scope().reuse_
        variables()` in a notebook cell sets the root scope to reuse: jonbruner's GAN notebook)."""
        if keyword(call, "reuse") is not None:
            return True
        index = self.facts.index
        for ancestor in index.ancestors(call):
            if isinstance(ancestor, (ast.With, ast.AsyncWith)) and any(
                isinstance(item.context_expr, ast.Call) and keyword(item.context_expr, "reuse") is not None
                for item in ancestor.items
            ):
                return True
        return any(
            isinstance(node, ast.Call) and _called_name(node) == "reuse_variables"
            for scope in {index.scope(call), index.tree}
            for node in walk_scope(scope)
        )


def _called_name(call: ast.Call) -> Optional[str]:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)


def _default_graphs(blocks: Iterable[ast.AST]) -> Iterator[ast.expr]:
    """The graphs `with graph.as_default():` blocks among `blocks` make the default."""
    for block in blocks:
        if isinstance(block, (ast.With, ast.AsyncWith)):
            for item in block.items:
                made = item.context_expr
                if (
                    isinstance(made, ast.Call)
                    and isinstance(made.func, ast.Attribute)
                    and made.func.attr == "as_default"
                ):
                    yield made.func.value

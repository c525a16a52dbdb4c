"""Which importers of a module may call one of its functions: the screen that spares summarising the others.

Asking who calls `datasets.py::ASRDataset.read_entries` means reading the summary of every module that imports
`datasets.py`, and so of every module those import: most of a project, for one question. Yet a call reaches a
function of another module only through a name the calling module spells (`tflint_mem.analysis.calls`): the
function's own name (`read_entries`, in `ds.read_entries()`, `helper.read_entries`, `pool.map(ds.read_entries, ...)`,
or the import statement that binds it under another name), the class's name for its constructor (`Net(...)`,
`Net.__init__`), `__init__` called on an object (`obj.__init__(...)`), or a name a package's `__init__` re-exports it
as (`from .datasets import get as get_dataset`). One other way exists: an importer hands an object to another
module's class, which keeps it and calls its methods (`Simulation(model)`, then `self._model.predict_batch(x)`: see
`Project._passed_on`); then the keeping module calls the method on an attribute (`self._model.predict_batch`).

So an importer that spells none of those names is left out, unless some other module calls the method on an
attribute, when no importer is. The test is on whole words of the file's bytes (`tflint_mem.run.mentions`), after
Python's NFKC normalisation of identifiers for a file that is not ASCII: it never misses a name a parser would read,
and at worst keeps an importer that spells the name in a comment. A file's words are read once (`Tokens`, kept for
the `KEPT_TOKENS` files asked about last) and each question is a few bit tests: the importers of every module
asked about are asked again and again, and searching their bytes each time cost more than the rest of the screen.
"""

from __future__ import annotations

import ast
import bisect
import os
import re
import unicodedata
from collections import OrderedDict
from typing import TYPE_CHECKING, Callable, Dict, FrozenSet, Iterable, Optional, Sequence, Set, Tuple

from tflint_mem.run.mentions import Tokens, Words, tokens
from tflint_mem.run.reading import read_source
from tflint_mem.run.text_screens import after_attribute, init_on_object, may_trace

if TYPE_CHECKING:
    from tflint_mem.run.project import Project

INIT = "__init__.py"
CONSTRUCTOR = "__init__"
KEPT_MODULES = 8  # modules whose importers' spelt names are kept (questions about one module come together)
KEPT_TOKENS = 4096  # files whose words are kept (a few hundred bytes each)
KEEPER_PASSES = 8  # passes over a project's files for methods called on attributes: after these, assume they are
ANYWHERE: FrozenSet[str] = frozenset({""})  # a method some module may call on an attribute (no pass made for it)
Screen = Callable[[str], bool]  # whether an importer (its path) may call the function asked about


class Vocabulary:
    """The names by which other modules can call the functions of one module: its module-level functions and
    classes (with the names `__init__` files re-export them as), and the methods of its module-level classes."""

    def __init__(self, aliases: Dict[str, FrozenSet[str]], methods: Set[str]) -> None:
        self.aliases = aliases
        self.methods = frozenset(methods)
        self.words = Words({*methods, *(name for names in aliases.values() for name in names)})

    def needed(self, qualname: str) -> Optional[FrozenSet[str]]:
        """The names a call of `qualname` (`build`, `Net.call`, `Net.__init__`) must spell, one of them at least;
        None for a name the module does not define (as far as its text shows)."""
        owner, _, name = qualname.rpartition(".")
        if not owner:
            return self.aliases.get(name)
        if name == CONSTRUCTOR:
            return self.aliases.get(owner)
        return frozenset({name}) if name in self.methods else None


class CallerScreens:
    """The screens of one project's questions about callers, with what they learn of its files."""

    def __init__(self, project: Project) -> None:
        self.project = project
        self._vocabularies: Dict[str, Vocabulary] = {}  # a module asked about -> the names it may be called by
        self._tokens: OrderedDict[str, Optional[Tokens]] = OrderedDict()  # the words of the files read last
        self._spelt: OrderedDict[str, Dict[str, FrozenSet[str]]] = OrderedDict()  # module -> importer -> names
        self._keepers: Dict[str, FrozenSet[str]] = {}  # a method -> the modules that may call it on an attribute
        self._passes = 0  # how many passes over the files `kept_elsewhere` made
        self._init_calls: Dict[str, bool] = {}  # a module -> whether it calls `__init__` on an object
        self._traces: Dict[str, bool] = {}  # a module -> whether its text may hold traced code

    def forget(self) -> None:
        """A module's text changed: what was learnt of the texts may no longer hold."""
        self._vocabularies, self._tokens, self._spelt, self._keepers = {}, OrderedDict(), OrderedDict(), {}
        self._init_calls = {}
        self._traces, self._passes = {}, 0

    def screen(self, module: str, qualname: str) -> Screen:
        """Whether an importer of `module` may call its function `qualname` (`build`, `Net.call`, `Net.__init__`)."""
        owner, _, name = qualname.rpartition(".")
        constructor = name == CONSTRUCTOR and bool(owner)
        needed = self.vocabulary(module).needed(qualname)
        # `Project._passed_on` records another module's calls of a (non-dunder) method of a class of `module`.
        kept: Optional[bool] = False if constructor or not owner or name.startswith("__") else None

        def may_call(path: str) -> bool:
            nonlocal kept
            if needed is None:
                return True  # not a function of the module's text (an edit under way): unknown
            if needed & self.spelt(module, path):
                return True
            if constructor and self.calls_init(path):
                return True
            if kept is None:
                kept = self.kept_elsewhere(module, name)
            return kept

        return may_call

    def may_call_traced(self, module: str, qualname: str, importers: Sequence[str]) -> bool:
        """Whether an importer of `module` (or another module keeping one of its objects) may call its function
        `qualname` from code it traces: one that may call it and whose text may hold traced code (`may_trace`).
        When none may, the function is called from traced code nowhere: that takes no summary to know."""
        screen = self.screen(module, qualname)
        if any(screen(path) and self.may_trace(path) for path in importers):
            return True
        owner, _, name = qualname.rpartition(".")
        if not owner or name == CONSTRUCTOR or name.startswith("__") or not self.kept_elsewhere(module, name):
            return False
        keepers = self._keepers[name]
        return keepers is ANYWHERE or any(self.may_trace(path) for path in keepers - {module})

    def may_trace(self, path: str) -> bool:
        """Whether a module's text may hold code TensorFlow or Keras traces (`text_screens.may_trace`)."""
        found = self._traces.get(path)
        if found is None:
            data = self._bytes(path)
            found = self._traces[path] = data is None or may_trace(data)
        return found

    def vocabulary(self, module: str) -> Vocabulary:
        found = self._vocabularies.get(module)
        if found is None:
            tops, methods = _definitions(self.project.text(module))
            found = self._vocabularies[module] = Vocabulary(self.aliases(tops), methods)
        return found

    def spelt(self, module: str, path: str) -> FrozenSet[str]:
        """The names of `module`'s vocabulary that the importer `path` spells."""
        known = self._spelt.get(module)
        if known is None:
            known = self._spelt[module] = {}
            while len(self._spelt) > KEPT_MODULES:
                self._spelt.popitem(last=False)
        else:
            self._spelt.move_to_end(module)
        found = known.get(path)
        if found is None:
            found = known[path] = self.spells(path, self.vocabulary(module).words)
        return found

    def aliases(self, names: Iterable[str]) -> Dict[str, FrozenSet[str]]:
        """Each of `names` with the names it is re-exported as by a package's `__init__` (`from .model import Net
        as Model`), through further `__init__` files too: the names a module may import it by."""
        found: Dict[str, Set[str]] = {name: {name} for name in names}
        frontier: Dict[str, Set[str]] = {name: {name} for name in found}  # a name just found -> what it stands for
        inits = [path for path in self.project.files if os.path.basename(path) == INIT]
        while frontier:
            words = Words(frontier)
            further: Dict[str, Set[str]] = {}
            for init in inits:
                if not self.spells(init, words):
                    continue
                for bound, sources in self.project.bindings(init)["imports"].items():
                    for source in sources:
                        for original in frontier.get(source.rpartition(".")[2], ()):
                            if bound not in found[original]:
                                found[original].add(bound)
                                further.setdefault(bound, set()).add(original)
            frontier = further
        return {name: frozenset(aliases) for name, aliases in found.items()}

    def kept_elsewhere(self, module: str, method: str) -> bool:
        """Whether a module other than `module` may keep an object of it and call its `method` (`tflint_mem.analysis.
        project._through_parameter`): one that calls `method` on an attribute of something (`self._model.method`).
        The modules that may are found for all the methods of `module` in one pass over the project's files, a few
        times per run; after those, every method may be."""
        found = self._keepers.get(method)
        if found is None:
            names = {method, *self.vocabulary(module).methods} - self._keepers.keys()
            if self._passes >= KEEPER_PASSES:
                found = self._keepers[method] = ANYWHERE
            else:
                self._passes += 1
                self._keepers.update(self._find_keepers(names))
                found = self._keepers[method]
        return bool(found - {module})

    def _find_keepers(self, methods: Set[str]) -> Dict[str, FrozenSet[str]]:
        """For each of `methods`, the modules whose text may call it on an attribute (`x.y.method`)."""
        words = Words(methods)
        found: Dict[str, Set[str]] = {method: set() for method in methods}
        for path in self.project.files:
            spelt = self.spells(path, words)  # most files spell none: their bytes are not searched
            data = self._bytes(path) if spelt else None
            if data is None:
                continue
            for method in spelt:
                if after_attribute(data, method.encode("utf-8", "surrogatepass")):
                    found[method].add(path)
        return {method: frozenset(paths) for method, paths in found.items()}

    def calls_init(self, path: str) -> bool:
        """Whether a module calls `__init__` on an object other than `super()` (`obj.__init__(...)`): a call of a
        constructor that need not spell the class. Its text answers for most modules (`super().__init__` and
        `super(Net, self).__init__` are not such calls); Python's tree, for those whose text may show one."""
        found = self._init_calls.get(path)
        if found is None:
            data = self._bytes(path)
            found = data is None or init_on_object(data)
            if found and data is not None:
                found = _calls_init(self.project.tree(path))
            self._init_calls[path] = found
        return found

    def spells(self, path: str, words: Words, data: Optional[bytes] = None) -> FrozenSet[str]:
        """Which of `words` a module spells as whole words (in an editor's buffer, if it has one); `data`: its bytes
        on disk, if the caller has just read them."""
        if path in self._tokens:
            found = self._tokens[path]
            self._tokens.move_to_end(path)
        else:
            data = self._bytes(path, data)
            found = self._tokens[path] = tokens(data) if data is not None else None
            while len(self._tokens) > KEPT_TOKENS:
                self._tokens.popitem(last=False)
        return words.spelled_in(found) if found is not None else words.all  # unknown: every name

    def _bytes(self, path: str, data: Optional[bytes] = None) -> Optional[bytes]:
        """A module's text as the parser reads its names: its bytes (an editor's buffer, if it has one; else `data`,
        if given, or read), NFKC-normalised (a fullwidth `ｇｅｔ` is `get` to Python) if they are not ASCII; None if
        unreadable."""
        override = self.project.overrides.get(path)
        try:
            if override is not None:
                data = override.encode("utf-8", "surrogatepass")
            elif data is None:
                data = read_source(path)
        except OSError:
            return None
        if data.isascii():
            return data
        text = self.project.text(path)
        return unicodedata.normalize("NFKC", text).encode("utf-8", "surrogatepass") if text is not None else None


# A `def` or `class` statement at the start of a line: its indentation, its keyword and its name.
DEFINITION = re.compile(r"^([ \t\f]*)(?:async[ \t\f]+)?(def|class)[ \t\f]+(\w+)", re.MULTILINE)
TOP_STATEMENT = re.compile(r"^[^ \t\f\r\n#]", re.MULTILINE)  # a line at column 0 that is not blank or a comment


def _definitions(text: Optional[str]) -> Tuple[Set[str], Set[str]]:
    """(the module-level functions and classes, the methods of its classes) of a module, read from its text without
    parsing it, as supersets: a name defined anywhere but in the body of a function or class at column 0 is taken as
    module-level (one in a top-level `if` or `try` is), and every indented `def` as a method. A screen needs no more:
    an extra name only makes it keep an importer that spells it, and a name it misses (`def` after a backslash) is
    not in the vocabulary, for which the screen keeps every importer."""
    tops: Set[str] = set()
    methods: Set[str] = set()
    if text is None:
        return tops, methods
    starts = [match.start() for match in TOP_STATEMENT.finditer(text)]
    for match in DEFINITION.finditer(text):
        indent, keyword, name = match.groups()
        name = name if name.isascii() else unicodedata.normalize("NFKC", name)
        if indent:
            if keyword == "def":
                methods.add(name)
            owner = (
                starts[bisect.bisect_right(starts, match.start()) - 1] if starts and starts[0] < match.start() else -1
            )
            if owner >= 0 and DEFINITION.match(text, owner) is not None:
                continue  # in the body of a function or class at column 0
        tops.add(name)
    return tops, methods


def _calls_init(tree: Optional[ast.Module]) -> bool:
    """`x.__init__` on anything but `super()` (a module that does not parse has no summary: no calls)."""
    if tree is None:
        return False
    return any(
        isinstance(node, ast.Attribute) and node.attr == CONSTRUCTOR and not _is_super(node.value)
        for node in ast.walk(tree)
    )


def _is_super(node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"

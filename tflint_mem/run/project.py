"""The project a file belongs to: its other modules, which file each import means, and their summaries.

The project root is the nearest folder above the linted paths with a `pyproject.toml`, `setup.py`, `setup.cfg` or
`.git` (else the folder of the paths themselves; a run over several checkouts has one project each,
`tflint_mem.run.projects`). Its Python files are found as the linter finds files (virtualenvs,
`build`, `site-packages` ... are skipped), so modules outside the project (the standard library, installed
packages) are never read. An import resolves the way Python would find it for this project: relative imports from
the importing package, absolute ones from the root (or its `src/` folder), and a bare `import utils` beside the
importing script; a name that two candidate files could mean, or none, stays unknown. A name a package's
`__init__.py` re-exports (`from .feta import Ranker`) is followed to the module that defines it, through a few
`__init__` levels (`MAX_REEXPORTS`), as long as one import binds it there: a name the `__init__` defines itself, or
may bind another way (a second import, a star import of a module outside the project), stays the `__init__`'s.

Summaries (`tflint_mem.analysis.project`) are computed on demand from Python's own parser, never libcst, and cached
by content: a module's summary is keyed on its bytes and the summaries of the modules it imports (with those its
imports reach through re-exports). Which modules a module imports, and what a re-exporting one binds, is kept too,
in one index file per project root beside the results (by content digest, with each file's size and modification
time, so a warm run neither parses nor reads a file it has seen unchanged). Modules that import each other in a
cycle do not see each other's summaries, so the answer does not depend on the order in which they are read.
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
from collections import OrderedDict
from pathlib import Path
from typing import (
    TYPE_CHECKING,
    Any,
    Callable,
    Dict,
    FrozenSet,
    Iterable,
    Iterator,
    List,
    Mapping,
    NamedTuple,
    Optional,
    Sequence,
    Set,
    Tuple,
)

from tflint_mem.core.config import DEFAULT_EXCLUDE
from tflint_mem.run.callers import CallerScreens
from tflint_mem.run.contents import ContentIndex, content_digest
from tflint_mem.run.import_scan import scan_imported_names, statement_names
from tflint_mem.run.mentions import Words
from tflint_mem.run.reading import read_source
from tflint_mem.run.trees import RecentTrees
from tflint_mem.source.decode import DecodeError, decode_source

if TYPE_CHECKING:  # the analysis is imported only when a module is summarised
    from tflint_mem.analysis.facts import ModuleFacts
    from tflint_mem.analysis.project import ProjectView

Summary = Dict[str, Any]
Table = Dict[str, Any]  # as `tflint_mem.analysis.project.Table`
SEPARATOR = "::"  # as `tflint_mem.analysis.project.SEPARATOR`

LAYOUTS = ("src", "lib")  # folders a project puts its packages under
ROOT_MARKERS = ("pyproject.toml", "setup.py", "setup.cfg", ".git")
MAX_FILES = 5000  # a bigger tree is linted file by file, without cross-module facts
SKIPPED = frozenset(DEFAULT_EXCLUDE)
LAZY_QUESTIONS = 8  # searches for importers (a level each): after these, cheaper to build the whole import graph
MAX_REEXPORTS = 8  # `__init__` files a name is followed through
MAX_NESTED = 6  # summaries under way, one asking for the next: past these, a module's imports are summarised first
KEPT_FACTS = 8  # facts kept from reading modules' tables, for their summaries
# What a project learns of its modules' code as questions come, not handed to a worker nor kept by `release`.
TRANSIENT = (
    "_summaries",
    "_tables",
    "_table_facts",
    "_callers",
    "_calls_to",
    "_targets_asked",
    "_screens",
    "_importers",
    "_all_importers",
    "_in_progress",
    "_files_cached",
    "_top_names_cached",
    "_state_cached",
    "_override_trees",
    "_recent_trees",
)
TABLE = "="  # an index entry's last item, after its imported names: what the module binds (no import name starts so)
INIT = "__init__.py"
NOTEBOOK = ".ipynb"  # as `tflint_mem.source.notebook.NOTEBOOK_SUFFIX` (not imported: a warm run reads no notebook)
FUNCTIONS_AND_CLASSES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
# Nodes that bind a `name` (or `rest`): `except E as name`, and the capture patterns of `match` (Python 3.10+).
PATTERNS = tuple(getattr(ast, n) for n in ("ExceptHandler", "MatchAs", "MatchStar", "MatchMapping") if hasattr(ast, n))
# What a module's top level binds (`_bindings`): `own`, `imports`, `stars` and, if it assigns one, `all`.
Bindings = Dict[str, Any]
# `resolve`'s answer, and the modules read to find it (the `__init__`s it went through, the modules they star-import).
Resolution = Tuple[Optional[Tuple[str, str]], Tuple[str, ...]]
UNRESOLVED: Resolution = (None, ())
NO_IMPORTS: FrozenSet[str] = frozenset()  # most modules import no project module: one empty set for all
NO_CALLS: Tuple[Tuple[str, Mapping[str, Any]], ...] = ()  # most functions have no caller elsewhere: one for all


UNREAD: Any = object()  # a module's summary (or table) that nothing had read when it was edited


class _Unsettled(NamedTuple):
    """An edit of `path` (`Project.update`) that left its imports and bindings as they were: whether its
    `importers`' summaries still hold depends on whether its new summary and table equal `summary` and `table`
    (those read before the edit: an importer read no other), decided on demand."""

    path: str
    summary: Any  # Optional[Summary], or UNREAD
    table: Any  # Optional[Table], or UNREAD
    bindings: Optional[Bindings]  # its bindings before the edit, if they were read
    importers: FrozenSet[str]


def project_root(paths: Sequence[Path]) -> Path:
    """The nearest folder above all `paths` that looks like a project root; else the folder that holds the
    outermost package around their common folder (`pkg/train.py` imports `pkg.model` from there), or that folder."""
    folders = [Path(os.path.abspath(p if p.is_dir() else p.parent)) for p in paths] or [Path.cwd()]
    common = Path(os.path.commonpath([str(f) for f in folders]))
    marked = nearest_marked(str(common))
    if marked is not None:
        return Path(marked)
    while (common / "__init__.py").exists() and common.parent != common:
        common = common.parent
    return common


def nearest_marked(folder: str) -> Optional[str]:
    """The nearest folder at or above `folder` with a root marker (`ROOT_MARKERS`), if any."""
    current = folder
    while True:
        if any(os.path.exists(os.path.join(current, marker)) for marker in ROOT_MARKERS):
            return current
        parent = os.path.dirname(current)
        if parent == current:
            return None
        current = parent


class Project:
    """The Python modules under one root, resolved and summarised on demand."""

    def __init__(
        self, root: Path, cache_folder: Optional[Path] = None, contents: Optional[ContentIndex] = None
    ) -> None:
        self.root = Path(os.path.abspath(root))
        self.cache_folder = cache_folder
        self.files = _python_files(self.root)
        self.names: Dict[str, List[str]] = {}  # dotted module name -> paths
        self.layout_names: Dict[str, List[str]] = {}  # the same, from a `src/` folder below the top: a fallback
        prefix = len(os.path.join(str(self.root), ""))
        for path in self.files:
            parts = tuple(path[prefix:].split(os.sep))  # its path below the root (`_python_files` normalised it)
            for name in _module_names(parts):
                self.names.setdefault(name, []).append(path)
            for name in _layout_names(parts):
                self.layout_names.setdefault(name, []).append(path)
        self._imports: Dict[str, FrozenSet[str]] = {}
        self._resolved: Dict[Tuple[str, str], Resolution] = {}
        self._bindings: Dict[str, Bindings] = {}
        self._reached: Dict[str, FrozenSet[str]] = {}  # package `__init__` -> the modules its re-exports reach
        self._index = contents if contents is not None else ContentIndex.load(self._index_path())
        self._contents: Dict[str, str] = {}  # path -> digest of its bytes (or of its override)
        self._importers: Optional[Dict[str, Set[str]]] = None
        self._all_importers: Dict[str, List[str]] = {}  # module -> `importers`, once the whole graph is built
        self._direct: Dict[str, Set[str]] = {}  # target -> its direct importers, found without the whole graph
        self._lazy_questions = 0
        self._summaries: Dict[str, Optional[Summary]] = {}
        self._tables: Dict[str, Optional[Table]] = {}  # what is read of a module without its summary (`table`)
        # The facts a table was read from (only the module's tree, imports and classes computed, which any summary
        # computes the same): its summary starts from them. The last few only: facts are large.
        self._table_facts: OrderedDict[str, ModuleFacts] = OrderedDict()
        self._digests: Dict[str, str] = {}
        self._components: Dict[str, FrozenSet[str]] = {}  # module -> its import cycle (itself included)
        self._in_progress: List[str] = []
        self._callers: Dict[str, Sequence[Tuple[str, Mapping[str, Any]]]] = {}  # target -> the calls of it
        # module -> importer -> target -> the calls of it the importer's summary records (`_calls_from`)
        self._calls_to: Dict[str, Dict[str, Dict[str, List[Tuple[str, Mapping[str, Any]]]]]] = {}
        self._targets_asked: Dict[str, int] = {}  # module -> how many of its functions `callers` was asked about
        self._screens = CallerScreens(self)
        self.overrides: Dict[str, str] = {}  # path -> text not yet on disk (the file being linted)
        # An override's tree and imported names, parsed once per text (they are not in the index of contents).
        self._override_trees: Dict[str, Tuple[str, Optional[ast.Module]]] = {}
        self._recent_trees = RecentTrees()  # the trees of files parsed last, within a budget
        self._override_names: Dict[str, Tuple[str, List[str]]] = {}  # path -> (its text's digest, imported names)
        # The edit whose effect on its importers' summaries is not known yet (see `update`), if any.
        self._unsettled: Optional[_Unsettled] = None

    @property
    def usable(self) -> bool:
        return 1 < len(self.files) <= MAX_FILES

    def __getstate__(self) -> Dict[str, Any]:
        """What a worker process needs: the files, contents and imports found so far, not summaries."""
        self._settle()
        state = dict(self.__dict__)
        for transient in TRANSIENT:
            state.pop(transient, None)
        return state

    def release(self) -> None:
        """Forget what was learnt of the modules (summaries, tables, callers, trees, imports, digests), keeping the
        list of files and their names: a run that moves on to another project's files keeps one project's worth in
        memory. What is asked again is learnt again (from the index of contents and the summaries' cache, if there is
        one)."""
        for table_facts in self._table_facts.values():
            table_facts.release()
        self.__setstate__(self.__getstate__())
        # What the import graph and the cache keys are built from, found again from the index of contents.
        self._imports, self._resolved, self._bindings, self._reached, self._direct = {}, {}, {}, {}, {}
        self._contents, self._digests, self._components, self._lazy_questions = {}, {}, {}, 0

    def __setstate__(self, state: Dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._summaries, self._callers, self._importers, self._in_progress = {}, {}, None, []
        self._all_importers = {}
        self._tables, self._table_facts = {}, OrderedDict()
        self._calls_to, self._targets_asked, self._screens = {}, {}, CallerScreens(self)
        self._override_trees, self._recent_trees = {}, RecentTrees()

    # --- resolving imports ----------------------------------------------------------------------
    def resolve(self, importer: str, qualified: str) -> Optional[Tuple[str, str]]:
        """(module path, name in it) for a name as `importer` imports it, or None if no single project file. A name
        a package's `__init__` re-exports is in the module it comes from."""
        return self._resolution(importer, qualified)[0]

    def _resolution(self, importer: str, qualified: str) -> Resolution:
        if not qualified.startswith(".") and qualified.partition(".")[0] not in self._top_names:
            return UNRESOLVED  # `tensorflow.keras`: no file or folder of the project has that name (not kept)
        key = (os.path.dirname(importer), qualified)  # the answer depends on the importer's folder only
        found = self._resolved.get(key)
        if found is None:
            via: List[str] = []
            answer = self._follow(self._resolve(importer, qualified), via)
            found = self._resolved[key] = (answer, tuple(via))
        return found

    def _follow(self, found: Optional[Tuple[str, str]], via: List[str]) -> Optional[Tuple[str, str]]:
        """A name of a package's `__init__` followed to the module it re-exports it from, and on (at most
        `MAX_REEXPORTS` steps, never through the same name twice). Where it stops the name stays the `__init__`'s,
        as Python binds it there: unknown unless the `__init__` defines it. `via` gets each module read."""
        seen: Set[Tuple[str, str]] = set()
        while found is not None and found[1] and os.path.basename(found[0]) == INIT:
            if found in seen or len(seen) == MAX_REEXPORTS:
                break
            seen.add(found)
            via.append(found[0])
            head, dot, rest = found[1].partition(".")
            source = self._reexported(found[0], head, via)
            further = self._resolve(found[0], source + dot + rest) if source is not None else None
            if further is None:
                break  # not re-exported, or from outside the project
            found = further
        return found

    def _reexported(self, package: str, name: str, via: List[str]) -> Optional[str]:
        """The qualified name (as `package` spells it) that the one binding of `name` in `package` imports, from an
        import or from the one star-imported project module that defines it; None if `package` defines it itself
        (its own wins), does not bind it, or may bind it more than one way."""
        table = self.bindings(package)
        if name in table["own"]:
            return None
        sources: List[Optional[str]] = list(table["imports"].get(name, ()))
        for star in table["stars"]:
            found = self._resolve(package, star)
            exports = self._exports(found[0], name) if found is not None and not found[1] else None
            if found is not None:
                via.append(found[0])
            if exports is not False:  # it may bind the name: followed only if it surely does
                sources.append(f"{star}{'' if star.endswith('.') else '.'}{name}" if exports else None)
        unique = set(sources)  # `from .x import *` and `from .x import Net` bind the same one
        return unique.pop() if len(unique) == 1 else None

    def _exports(self, module: str, name: str) -> Optional[bool]:
        """Whether `from module import *` binds `name` to one `module` defines itself (None: it may bind it, to a
        name `module` imports, or through an `__all__` built at run time)."""
        table = self.bindings(module)
        if "all" not in table:
            exported = not name.startswith("_")
        elif table["all"] is None:
            return None
        else:
            exported = name in table["all"]
        if not exported:
            return False
        if name in table["own"]:
            return True
        return None if name in table["imports"] or table["stars"] else False

    def _resolve(self, importer: str, qualified: str) -> Optional[Tuple[str, str]]:
        if qualified.startswith("."):
            level = len(qualified) - len(qualified.lstrip("."))
            base = os.path.dirname(importer)
            for _ in range(level - 1):
                base = os.path.dirname(base)
            parts = qualified.lstrip(".").split(".")
            found = self._longest(parts, [base])
            package = os.path.normpath(os.path.join(base, "__init__.py"))
            if found is None and parts != [""] and package in self._file_set:
                found = (package, ".".join(parts))  # `from . import helper`: a name the package's `__init__` binds
            return self._rebound(found)
        # An absolute import, as Python finds it with the importing script's folder (or any folder above it, up to
        # the root: a package's parent is on sys.path when its scripts run) first on sys.path; the nearest wins.
        parts = qualified.split(".")
        folder = os.path.dirname(importer)
        root = str(self.root)
        bases = [folder]
        current = folder
        while True:
            parent = os.path.dirname(current)
            if parent == current:
                break
            current = parent
            if current == root or current.startswith(root.rstrip(os.sep) + os.sep):
                bases.append(current)
        return self._rebound(self._longest(parts, bases) or self._absolute(parts))

    def _rebound(self, found: Optional[Tuple[str, str]]) -> Optional[Tuple[str, str]]:
        """`from ethnicolr import pred_fl_reg_ln` names the package's attribute, and a package whose `__init__` binds
        a submodule's name to something else (`from .pred_fl_reg_ln import pred_fl_reg_ln`, ethnicolr#7) has
        replaced the submodule there: the name is the `__init__`'s, followed from it as any re-export."""
        if found is None or found[1] or os.path.basename(found[0]) == INIT:
            return found
        package = os.path.join(os.path.dirname(found[0]), INIT)
        name = os.path.splitext(os.path.basename(found[0]))[0]
        if package not in self._file_set:
            return found
        table = self.bindings(package)
        rebinds = name in table["own"] or any(source != f".{name}" for source in table["imports"].get(name, ()))
        return (package, name) if rebinds else found

    def _absolute(self, parts: List[str]) -> Optional[Tuple[str, str]]:
        for names in (self.names, self.layout_names):  # a module named from the top wins over a nested layout
            for length in range(len(parts), 0, -1):
                paths = names.get(".".join(parts[:length]))
                if paths:
                    if len(paths) != 1:
                        return None  # two files could be meant: unknown, never wrong
                    return paths[0], ".".join(parts[length:])
        return None

    def _longest(self, parts: List[str], bases: Iterable[str]) -> Optional[Tuple[str, str]]:
        if parts[0] not in self._top_names:
            return None  # `tensorflow.keras`: no file or folder of the project has that name
        files = self._file_set
        for base in bases:
            for length in range(len(parts), 0, -1):
                stem = os.path.normpath(os.path.join(base, *parts[:length]))
                for path in (stem + ".py", os.path.join(stem, "__init__.py")):
                    if path in files:
                        return path, ".".join(parts[length:])
        return None

    @property
    def _top_names(self) -> Set[str]:
        found = getattr(self, "_top_names_cached", None)
        if found is None:
            found = {part for path in self.files for part in Path(path).relative_to(self.root).with_suffix("").parts}
            self._top_names_cached = found
        return found

    @property
    def _file_set(self) -> Set[str]:
        found = getattr(self, "_files_cached", None)
        if found is None:
            found = set(self.files)
            self._files_cached = found
        return found

    # --- reading modules ------------------------------------------------------------------------
    def text(self, path: str) -> Optional[str]:
        """A module's text (an override, or read from disk each time: texts are not kept, so memory stays flat)."""
        if path in self.overrides:
            return self.overrides[path]
        try:
            decoded = decode_source(read_source(path))
        except OSError:
            return None
        return decoded.text if not isinstance(decoded, DecodeError) else None

    def tree(self, path: str, text: Optional[str] = None) -> Optional[ast.Module]:
        """Python's tree of a module: an editor's buffer is parsed once per text, a file's tree is kept only among
        the few parsed last (`tflint_mem.run.trees`), so memory stays flat."""
        from tflint_mem.analysis.prefilter import parse_python

        text = self.text(path) if text is None else text
        override = self.overrides.get(path)
        if override is not None and text == override:
            kept = self._override_trees.get(path)
            if kept is not None and kept[0] == text:
                return kept[1]  # an editor's buffer: parsed once per text, not once per question
        elif text is not None:
            known, tree = self._recent_trees.get(path, text)
            if known:
                return tree
        try:
            tree = parse_python(text) if text is not None else None
        except (SyntaxError, RecursionError, MemoryError, ValueError):
            tree = None  # a module that does not parse is left out
        if override is not None and text == override:
            self._override_trees[path] = (text, tree)
        elif text is not None:
            self._recent_trees.put(path, text, tree)
        return tree

    def content(self, path: str, data: Optional[bytes] = None) -> str:
        """The digest of a module's bytes (of its override, for an editor's buffer): from the index when the file's
        size and modification time are those recorded long enough before, else read (or `data`, its bytes) and
        hashed."""
        found = self._contents.get(path)
        if found is not None:
            return found
        if path in self.overrides:
            found = content_digest(self.overrides[path].encode("utf-8", "surrogatepass"))
        else:
            found = self._index.content(path, data)
        self._contents[path] = found
        return found

    def imported_names(self, path: str) -> List[str]:
        """Every name the import statements of a module mention, from the index or its tree."""
        digest = self.content(path)
        names = self._index.imports.get(digest)
        if names is None and path in self.overrides:
            kept = self._override_names.get(path)
            names = kept[1] if kept is not None and kept[0] == digest else None
        if names is None:
            names = self._parsed_imports(path)
            if path in self.overrides:
                self._override_names[path] = (digest, names)  # not kept in the index: the text is not on disk
            else:
                self._index.add_imports(digest, names)
        return names[:-1] if names and names[-1].startswith(TABLE) else names

    def unknown_imports(self) -> List[str]:
        """The modules whose imported names neither the index nor this run knows yet (each read and hashed, unless
        its size and time vouch for the digest recorded)."""
        known = self._index.imports
        return [
            path
            for path in self.files
            if path not in self.overrides and path not in self._imports and self.content(path) not in known
        ]

    def parsed_imports(self, paths: Sequence[str]) -> List[Tuple[str, List[str]]]:
        """(content digest, imported names) of each module, parsed: what `imported_names` learns of it."""
        return [(self.content(path), self._parsed_imports(path)) for path in paths]

    def learn_imports(self, found: Iterable[Tuple[str, List[str]]]) -> None:
        """Take into the index the imported names another process parsed (`parsed_imports`)."""
        for digest, names in found:
            if digest not in self._index.imports:
                self._index.add_imports(digest, names)

    def _parsed_imports(self, path: str) -> List[str]:
        """The names a module's import statements mention, from its tree. A notebook (linted, and keyed in the cache,
        like any file) has none: its text is one JSON value, at most one expression to Python's parser, which would
        take longer than the rest of a cold index to parse it."""
        text = self.text(path)
        if text is not None and path.endswith(NOTEBOOK) and _json_value(text):
            return []
        scanned = scan_imported_names(text) if text is not None else None
        if scanned is not None:
            return scanned  # the import statements alone, without a tree of the whole module
        tree = self.tree(path, text) if text is not None else None
        return _imported_names(tree) if tree is not None else []

    def bindings(self, path: str) -> Bindings:
        """What a module's top level binds (`_bindings`), as re-exports are followed: from the index, where it is
        kept after the module's imported names once asked for (few modules are), or from its tree."""
        found = self._bindings.get(path)
        if found is None:
            digest = self.content(path)
            names = self._index.imports.get(digest)
            if names and names[-1].startswith(TABLE):
                found = json.loads(names[-1][len(TABLE) :])
            else:
                tree = self.tree(path)
                found = _bindings(tree) if tree is not None else {"own": [], "imports": {}, "stars": []}
                if path not in self.overrides:
                    names = names if names is not None else _imported_names(tree) if tree is not None else []
                    self._index.add_imports(digest, [*names, TABLE + json.dumps(found)])
            self._bindings[path] = found
        return found

    def imports(self, path: str) -> FrozenSet[str]:
        """The project modules `path` imports, with those its imports reach through re-exports (its summary and
        cache keys depend on them even where they are in an import cycle with the re-exporting `__init__`)."""
        found = self._imports.get(path)
        if found is None:
            reached: Set[str] = set()
            for name in self.imported_names(path):
                answer, via = self._resolution(path, name)
                reached.update(via)
                if answer is not None:
                    reached.add(answer[0])
                    if not answer[1] and os.path.basename(answer[0]) == INIT:
                        reached.update(self._reexports(answer[0]))  # `import pkg`, then `pkg.Net`
            found = self._imports[path] = frozenset(reached - {path}) or NO_IMPORTS
        return found

    def _reexports(self, package: str) -> FrozenSet[str]:
        """The modules a name of `package` may mean through the re-exports of its `__init__` (and of the packages
        it re-exports, `pkg.sub.Net`), for a module that imports the package itself."""
        found = self._reached.get(package)
        if found is None:
            reached: Set[str] = set()
            pending, seen = [package], {package}
            while pending:
                current = pending.pop()
                table = self.bindings(current)
                via: List[str] = []
                answers = [self._resolve(current, star) for star in table["stars"]]
                answers.extend(self._follow((current, name), via) for name in table["imports"])
                reached.update(via)
                for answer in answers:
                    if answer is None:
                        continue
                    reached.add(answer[0])
                    if not answer[1] and os.path.basename(answer[0]) == INIT and answer[0] not in seen:
                        seen.add(answer[0])
                        pending.append(answer[0])
            found = self._reached[package] = frozenset(reached)
        return found

    def save(self) -> None:
        """Write the index of contents and imports learnt in this run (only if something is new)."""
        self._index.save()

    def _index_path(self) -> Optional[Path]:
        if self.cache_folder is None:
            return None
        return self.cache_folder / "index.json"

    # --- summaries ------------------------------------------------------------------------------
    def summary(self, path: str) -> Optional[Summary]:
        """The summary of a project module; None if it does not parse, or while it is being summarised.

        A module's summary is computed when another module first needs it, and it reads the summaries of the modules
        it imports as it needs them: a module no question reaches is not summarised. Each summary is computed alone,
        in facts of its own, so it is the same whichever module asked first. Past `MAX_NESTED` summaries under way,
        the modules a module imports are summarised before it instead, as deep import chains would otherwise run
        out of stack."""
        if self._unsettled is not None and path in self._unsettled.importers:
            self._settle()  # its summary holds only if the module it imports, just edited, summarises the same
        if path in self._summaries:
            return self._summaries[path]
        if path in self._in_progress:
            return None
        if len(self._in_progress) < MAX_NESTED:
            self._summarise(path)
        else:
            for module in self._bottom_up(path, lambda other: other in self._summaries or other in self._in_progress):
                self._summarise(module)
        return self._summaries[path]

    def _summarise(self, path: str) -> None:
        """Summarise one module (from the cache, if its digest is there)."""
        self._in_progress.append(path)
        try:
            digest = self.digest(path) if self.cache_folder is not None else None
            found = self._cached(digest) if digest is not None else None
            if found is None:
                facts = self._table_facts.pop(path, None) or self._facts(path)
                if facts is not None:
                    from tflint_mem.analysis.project import summarise

                    found = summarise(facts)
                    facts.release()
                    if digest is not None:
                        self._store(digest, found)
        finally:
            self._in_progress.remove(path)
        self._summaries[path] = found

    def table(self, path: str) -> Optional[Table]:
        """What other modules may read of a project module without its summary (`analysis.project.table`): from
        its summary, if known, else from its tree; None if it does not parse, or while it is being summarised."""
        if self._unsettled is not None and path in self._unsettled.importers:
            self._settle()
        if path in self._tables:
            return self._tables[path]
        if path in self._in_progress:
            return None
        if len(self._in_progress) >= MAX_NESTED:  # the classes of its imports first (their bases are read)
            for module in self._bottom_up(path, lambda other: other in self._tables or other in self._in_progress):
                if module != path:
                    self.table(module)
        from tflint_mem.analysis.project import table, table_of

        if path not in self._summaries and self.cache_folder is not None:
            cached = self._cached(self.digest(path))
            if cached is not None:
                self._summaries[path] = cached
        if path in self._summaries:
            summary = self._summaries[path]
            found = table_of(summary) if summary is not None else None
        else:
            self._in_progress.append(path)
            try:
                facts = self._facts(path)
                found = table(facts) if facts is not None else None
            finally:
                self._in_progress.remove(path)
            if facts is not None:  # kept a while: its summary, if needed, is often asked for next
                self._table_facts[path] = facts
                while len(self._table_facts) > KEPT_FACTS:
                    self._table_facts.popitem(last=False)[1].release()
        self._tables[path] = found
        return found

    def _drop_table_facts(self, path: str) -> None:
        facts = self._table_facts.pop(path, None)
        if facts is not None:
            facts.release()

    def _facts(self, path: str) -> Optional[ModuleFacts]:
        """Fresh facts of a module, seeing the modules it imports (but those in its import cycle)."""
        text = self.text(path)
        tree = self.tree(path, text) if text is not None else None
        if tree is None or text is None:
            return None
        from tflint_mem.analysis.facts import ModuleFacts

        return ModuleFacts(tree, text, self.view(path, exclude=self.cycle(path)))

    def cycle(self, path: str) -> FrozenSet[str]:
        """The other modules in `path`'s import cycle: those it imports, directly or not, that import it back."""
        if path not in self._components:
            self._find_components(path)
        return self._components[path] - {path}

    def _find_components(self, start: str) -> None:
        """Tarjan's strongly connected components of the import graph reachable from `start`, without recursion
        (import chains in big projects are deeper than Python's stack); modules already placed are skipped."""
        index: Dict[str, int] = {}
        low: Dict[str, int] = {}
        stack: List[str] = []
        on_stack: Set[str] = set()
        work: List[Tuple[str, Iterator[str]]] = []

        def enter(node: str) -> None:
            index[node] = low[node] = len(index)
            stack.append(node)
            on_stack.add(node)
            work.append((node, iter(sorted(self.imports(node)))))

        enter(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child in self._components:
                    continue
                if child not in index:
                    enter(child)
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    members: List[str] = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        members.append(member)
                        if member == node:
                            break
                    component = frozenset(members)
                    for member in members:
                        self._components[member] = component

    def _dependencies(self, path: str) -> List[str]:
        """The modules `path` imports outside its own import cycle: edges of an acyclic graph."""
        return sorted(self.imports(path) - self.cycle(path))

    def _bottom_up(self, path: str, done: Callable[[str], bool]) -> List[str]:
        """`path` and the modules it depends on, directly or not, that are not `done`: dependencies first."""
        order: List[str] = []
        seen = {path}
        work: List[Tuple[str, Iterator[str]]] = [(path, iter(self._dependencies(path)))]
        while work:
            node, children = work[-1]
            for child in children:
                if child not in seen and not done(child):
                    seen.add(child)
                    work.append((child, iter(self._dependencies(child))))
                    break
            else:
                work.pop()
                order.append(node)
        return order

    def linked_modules(self) -> List[str]:
        """The modules that import another module of the project or are imported by one (the only ones whose
        summaries a question about another module can reach), each after the modules it depends on."""
        self.import_graph()
        importers = self._importers or {}
        linked = [path for path in self.files if self.imports(path) or path in importers]
        order: List[str] = []
        placed: Set[str] = set()
        for path in linked:
            for module in self._bottom_up(path, lambda other: other in placed):
                if module not in placed:
                    placed.add(module)
                    order.append(module)
        return order

    def digest(self, path: str) -> str:
        """A hash of a module's text and of the digests of the modules it imports (outside its cycle)."""
        if path in self._digests:
            return self._digests[path]
        for module in self._bottom_up(path, self._digests.__contains__):
            hasher = hashlib.blake2b(digest_size=16)
            hasher.update(self.content(module).encode())
            for dependency in self._dependencies(module):
                hasher.update(dependency.encode() + self._digests[dependency].encode())
            self._digests[module] = hasher.hexdigest()
        return self._digests[path]

    def _cached(self, digest: str) -> Optional[Summary]:
        if self.cache_folder is None:
            return None
        try:
            with open(self.cache_folder / "summaries" / f"{digest}.json", encoding="utf-8") as handle:
                loaded: Summary = json.load(handle)
                return loaded
        except (OSError, ValueError):
            return None

    def _store(self, digest: str, summary: Summary) -> None:
        if self.cache_folder is None:
            return
        try:
            folder = self.cache_folder / "summaries"
            folder.mkdir(parents=True, exist_ok=True)
            temporary = folder / f".{digest}.{os.getpid()}.tmp"
            temporary.write_text(json.dumps(summary), encoding="utf-8")
            os.replace(temporary, folder / f"{digest}.json")
        except OSError:
            pass  # the cache is an optimisation

    def update(self, path: str, text: str) -> None:
        """Take `text` as the content of `path` (an editor's unsaved buffer), forgetting what depended on it.

        Early cutoff, as build systems do: when the edit leaves the module's imports and its summary as they were
        (a comment, a docstring, a function body whose effects stay the same), the summaries of the modules that
        import it still hold, so an editor's save re-summarises one module, not every importer; and when nothing
        had read its summary or its table, they read nothing of it that the edit changes. Whether the summary
        stayed the same is decided when it matters (`_settle`: before an importer's summary or a module's callers
        are read), not here: linting the edited module itself rarely needs its importers' summaries, and then
        the module is not summarised at all."""
        path = os.path.normpath(os.path.abspath(path))
        if self.overrides.get(path) == text:
            return
        pending = self._unsettled
        if pending is not None and pending.path != path:
            self._settle()
            pending = None
        importers = self.importers(path)
        old_imports, old_bindings = self.imported_names(path), self._bindings.pop(path, None)
        if pending is not None:  # edited again before the first edit was settled: compare with what was before it
            old_summary, old_table = pending.summary, pending.table
            old_bindings = old_bindings if old_bindings is not None else pending.bindings
        else:
            old_summary, old_table = self._summaries.get(path, UNREAD), self._tables.get(path, UNREAD)
        self.overrides[path] = text
        self._screens.forget()
        self.__dict__.pop("_state_cached", None)
        self._override_trees.pop(path, None)
        self._contents.pop(path, None)
        self._imports.pop(path, None)
        self._summaries.pop(path, None)
        self._tables.pop(path, None)
        self._drop_table_facts(path)
        self._digests.pop(path, None)
        if sorted(self.imported_names(path)) == sorted(old_imports) and (  # from a scan or a tree: in any order
            old_bindings is None or self.bindings(path) == old_bindings  # None: no re-export was read in it
        ):
            for other in importers:
                self._digests.pop(other, None)  # the content changed, so their cache keys do
            self._unsettled = _Unsettled(path, old_summary, old_table, old_bindings, frozenset(importers))
            return
        self._unsettled = None
        self._forget_importers(path, importers)

    def _settle(self) -> None:
        """Decide the early cutoff of the last `update`: keep its importers' summaries if the edited module's
        summary and table are what they were (those its importers could have read), else forget them (and what was
        learnt from them)."""
        pending = self._unsettled
        if pending is None:
            return
        self._unsettled = None
        if (pending.summary is not UNREAD and self.summary(pending.path) != pending.summary) or (
            pending.table is not UNREAD and self.table(pending.path) != pending.table
        ):
            self._forget_importers(pending.path, sorted(pending.importers))

    def _forget_importers(self, path: str, importers: Sequence[str]) -> None:
        """`path` changed in a way its importers may see: forget what was learnt from it."""
        self._resolved = {key: found for key, found in self._resolved.items() if path not in found[1]}
        self._reached = {}
        for other in importers:
            self._imports.pop(other, None)  # what they reach through its re-exports may have changed
        self._importers = None
        self._all_importers = {}
        self._components = {}
        self._direct = {}
        for other in importers:
            self._summaries.pop(other, None)
            self._tables.pop(other, None)
            self._drop_table_facts(other)
            self._digests.pop(other, None)
        self._callers, self._calls_to, self._targets_asked = {}, {}, {}

    # --- the view of one module -------------------------------------------------------------------------
    def view(self, path: str, exclude: FrozenSet[str] = frozenset()) -> ProjectView:
        from tflint_mem.analysis.imports import canonical
        from tflint_mem.analysis.project import ProjectView

        path = os.path.normpath(os.path.abspath(path))

        def summaries(other: str) -> Optional[Summary]:
            return None if other in exclude or other == path else self.summary(other)

        def tables(other: str) -> Optional[Table]:
            return None if other in exclude or other == path else self.table(other)

        resolved: Dict[str, Optional[Tuple[str, str]]] = {}  # the view lives for one lint or summary: no edit

        def resolve(qualified: str) -> Optional[Tuple[str, str]]:
            if qualified not in resolved:
                resolved[qualified] = self.resolve(path, canonical(qualified))
            return resolved[qualified]

        return ProjectView(
            path,
            resolve,
            summaries,
            self.callers,
            self.label,
            lambda: self.imported(path),
            self.may_be_called,
            self.calls,
            tables,
            self.traced_calls_possible,
            lambda: self.imported_by_graph_code(path),
            lambda: self.runs_with_graph_code(path),
        )

    def label(self, path: str) -> str:
        """A module's path as messages show it: relative to the project root."""
        return os.path.relpath(path, self.root)

    def callers(self, target: str) -> Sequence[Tuple[str, Mapping[str, Any]]]:
        """The calls other modules make to `target` (`path::qualname`): what the summaries of its module's importers
        record of it, importer by importer (sorted), with the calls of its methods that the classes they hand its
        objects to make (`_passed_on`).

        Only the importers that may call it are summarised (`tflint_mem.run.callers`): one that spells none of the
        names a call of it needs calls it nowhere, and neither its summary nor those of the modules it imports are
        needed. After a few questions about one module, its importers are all summarised: the answers to most of
        its functions will need them."""
        self._settle()
        known_callers = self._callers.get(target)
        if known_callers is not None:
            return known_callers
        module, _, qualname = target.partition(SEPARATOR)
        asked = self._targets_asked[module] = self._targets_asked.get(module, 0) + 1
        screen = self._screens.screen(module, qualname) if asked <= LAZY_QUESTIONS else None
        known = self._calls_to.setdefault(module, {})
        found: List[Tuple[str, Mapping[str, Any]]] = []
        for path in self.importers(module):
            calls = known.get(path)
            if calls is None:
                if screen is not None and not screen(path):
                    continue  # it calls `target` nowhere (what it calls of `module` otherwise is not needed yet)
                calls = known[path] = self._calls_from(module, path)
            found.extend(calls.get(target, ()))
        self._callers[target] = found or NO_CALLS
        return found

    def calls(self, target: str, untraced: bool = False) -> bool:
        """Whether another module calls `target` (`path::qualname`), from code it does not trace if `untraced`: what
        `callers` would show, found importer by importer, those whose summaries cost least to read first, and only
        until one such call is found (one untraced caller is enough to know a function is not only traced)."""
        found = self._callers.get(target)
        if found is not None:
            return any(not untraced or not call.get("traced") for _, call in found)
        self._settle()
        module, _, qualname = target.partition(SEPARATOR)
        known = self._calls_to.setdefault(module, {})
        screen = self._screens.screen(module, qualname)
        pending = [path for path in self.importers(module) if path in known or screen(path)]
        for path in sorted(pending, key=lambda path: (path not in known and self._summary_cost(path), path)):
            calls = known.get(path)
            if calls is None:
                calls = known[path] = self._calls_from(module, path)
            if any(not untraced or not call.get("traced") for _, call in calls.get(target, ())):
                return True
        return False

    def traced_calls_possible(self, target: str) -> bool:
        """Whether another module may call `target` (`path::qualname`) from code it traces: False when no module
        that may call it has code TensorFlow or Keras traces (`run.callers.CallerScreens.may_call_traced`), known
        without a summary."""
        self._settle()
        found = self._callers.get(target)
        if found is not None:
            return any(call.get("traced") for _, call in found)
        module, _, qualname = target.partition(SEPARATOR)
        importers = self.importers(module)
        return bool(importers) and self._screens.may_call_traced(module, qualname, importers)

    def _summary_cost(self, path: str) -> int:
        """How many modules reading the summary of `path` would summarise (it and the modules it imports)."""
        if path in self._summaries:
            return 0
        return len(self._bottom_up(path, lambda other: other in self._summaries or other in self._in_progress))

    def may_be_called(self, target: str) -> bool:
        """Whether another module may call `target` (`path::qualname`): some importer of its module passes the
        screen of `callers` (no summary is read), or is known to call it."""
        self._settle()
        found = self._callers.get(target)
        if found is not None:
            return bool(found)
        module, _, qualname = target.partition(SEPARATOR)
        importers = self.importers(module)
        if not importers:
            return False
        screen = self._screens.screen(module, qualname)
        known = self._calls_to.get(module, {})
        return any(bool(known[path].get(target)) if path in known else screen(path) for path in importers)

    def _calls_from(self, module: str, path: str) -> Dict[str, List[Tuple[str, Mapping[str, Any]]]]:
        """What the summary of `path`, an importer of `module`, says it calls, by target; with the calls of the
        methods of `module`'s classes that another module's class makes when `path` hands it their objects."""
        found: Dict[str, List[Tuple[str, Mapping[str, Any]]]] = {}
        summary = self.summary(path)
        for call in summary["calls_out"] if summary is not None else ():
            found.setdefault(call["target"], []).append((path, call))
            self._passed_on(module, call, found)
        return found

    def _passed_on(self, module: str, call: Mapping[str, Any], found: Dict[str, List[Tuple[str, Any]]]) -> None:
        """`Simulation(model)` in `main.py` hands an instance of a class of `module` to another module's class,
        which keeps it (`self._model = model`) and calls its methods (`self._model.predict_batch(x)`, recorded in
        that module's `calls_through`): those are calls of the methods of `module`'s class too."""
        given = call.get("args")
        if not given or not str(call["target"]).endswith(".__init__"):
            return  # most calls hand no project object to a constructor
        keeper, _, qualname = str(call["target"]).partition(SEPARATOR)
        owner, _, init = qualname.rpartition(".")
        mine = module + SEPARATOR
        passed = {param: detail for param, detail in given.items() if detail.startswith(mine)}
        if not passed or keeper == module:
            return
        summary = self.summary(keeper)
        for through in summary.get("calls_through", ()) if summary is not None else ():
            detail = passed.get(through["param"])
            if through["owner"] == owner and detail is not None:
                # The object's method, or what it is when it is called itself (a function it was given).
                target = f"{detail}.{through['method']}" if through["method"] else detail
                found.setdefault(target, []).append((keeper, {**through, "target": target}))

    def imported(self, path: str) -> bool:
        """Whether another module of the project imports `path`: as `importers` would say, from the modules that
        import it themselves (one search over the files, not one per level of the modules importing those)."""
        return bool(self._other_direct_importers(path))

    def imported_by_graph_code(self, path: str) -> bool:
        """Whether a module that imports `path` itself may be TF1 graph-mode code that runs its graph
        (`text_screens.may_run_graphs`): the functions of `path` it calls between session steps then add their ops to
        the graph it runs."""
        return self._any_graph_code(self._other_direct_importers(path))

    def runs_with_graph_code(self, path: str) -> bool:
        """Whether a program that runs `path` may run TF1 graphs: a module that imports it, or another module of the
        project that one imports, may be graph-mode code (`text_screens.may_run_graphs`). A Keras 2 backend call
        (`K.get_value(...)`) in `path` then runs the TF1 session too, though `path` shows no TF1 API itself
        (keras#9011: a recognizer decoding with `K.ctc_decode` beside a detector's frozen `tf.Session` graph)."""
        importers = self._other_direct_importers(path)
        return self._any_graph_code(
            {*importers, *(other for importer in importers for other in self.imports(importer))} - {path}
        )

    def _any_graph_code(self, modules: Iterable[str]) -> bool:
        """Whether one of `modules` may be TF1 graph-mode code that runs its graph (`text_screens.may_run_graphs`)."""
        from tflint_mem.run.text_screens import may_run_graphs

        return any(may_run_graphs(text) for text in map(self.text, sorted(modules)) if text is not None)

    def _other_direct_importers(self, path: str) -> Set[str]:
        return self._direct_importers([path])[path] - {path}

    def importers(self, path: str) -> List[str]:
        """The project modules that import `path`, directly or through modules that import it.

        The whole import graph is built (every module's imports, from the index or parsed) once it is worth it: for
        cache keys, or after a few searches. Until then, a module is parsed for its imports only if its bytes spell
        the name it would import as a word (`melgan` for `models/melgan.py`; `tflint_mem.run.mentions`): a file
        that never spells the name cannot import it, so one file is checked without parsing the whole project. The
        importers of one level are searched for together, each file read once."""
        known = self._all_importers.get(path) if self._importers is not None else None
        if known is not None:
            return known
        found: Set[str] = set()
        level = [path]
        while level:
            direct = self._direct_importers(level)
            level = sorted({other for target in level for other in direct[target]} - found - {path})
            found.update(level)
        result = sorted(found)
        if self._importers is not None:  # the whole graph, fixed until an edit: the answer holds
            self._all_importers[path] = result
        return result

    def _direct_importers(self, targets: Sequence[str]) -> Dict[str, Set[str]]:
        """The modules that import each of `targets` themselves (or through the `__init__` re-exports they read)."""
        unknown = [target for target in targets if target not in self._direct]
        if self._importers is None and unknown:
            self._lazy_questions += 1
            if self._lazy_questions > LAZY_QUESTIONS:
                self.import_graph()
        if self._importers is not None:
            return {target: self._importers.get(target, set()) for target in targets}
        if unknown:
            self._search_importers(unknown)
        return {target: self._direct[target] for target in targets}

    def _search_importers(self, targets: Sequence[str]) -> None:
        """Find the direct importers of `targets` in one pass over the project's files (see `importers`)."""
        names = {
            target: os.path.basename(os.path.dirname(target) if target.endswith(INIT) else target[:-3])
            for target in targets
        }
        words = Words(list(names.values()))
        for target in targets:
            self._direct[target] = set()
        for other in self.files:
            mentioned = self._mentions(other, words)
            for target in targets:
                if (
                    other != target
                    and (mentioned is None or names[target] in mentioned)
                    and target in self.imports(other)
                ):
                    self._direct[target].add(other)

    def _mentions(self, path: str, words: Words) -> Optional[FrozenSet[str]]:
        """The `words` that `path` spells; None if its imports are known (or cheap) already."""
        if path in self._imports or path in self.overrides:
            return None  # let `imports` answer
        digest, data = self._index.read(path)
        if digest in self._index.imports:
            return None
        return self._screens.spells(path, words, data)  # its words, kept for the questions about callers that follow

    def import_graph(self) -> None:
        """Build the whole import graph (every module's imports), as cache keys need."""
        if self._importers is None:
            graph: Dict[str, Set[str]] = {}
            for other in self.files:
                for imported in self.imports(other):
                    graph.setdefault(imported, set()).add(other)
            self._importers = graph
            self._all_importers = {}

    def dependency_digest(self, path: str) -> bytes:
        """What a file's findings depend on besides its own text: the modules it imports, those importing it, and
        the modules those import (which may be handed this module's objects and call their methods).

        A function of the project's files and their contents only, so a digest recorded in the index for the same
        state (every file's path and content digest, most vouched for by size and time) is taken as it is: a warm
        run resolves no import again."""
        path = os.path.normpath(os.path.abspath(path))
        # Only a module of the project has its own content in the state (a notebook, or a file of a skipped folder
        # linted by name, would keep the digest of the imports of whatever content it had first); and only a module
        # of the project is imported by one.
        in_project = path in self._file_set
        state = self._state() if in_project else None
        if state is not None:
            known = self._index.dependencies(str(self.root), state).get(path)
            if known is not None:
                return bytes.fromhex(known)
        hasher = hashlib.blake2b(digest_size=16)
        imports = self.imports(path)
        for other in sorted(imports):
            hasher.update(self.digest(other).encode())
        if in_project:
            self.import_graph()
            importers = self.importers(path)
            for other in importers:
                hasher.update(self.digest(other).encode())
            # The modules the importers hand this module's objects to (`Simulation(model)`), which call their
            # methods: callers too (`Project.callers`), reached only through an importer.
            keepers = set().union(*(self.imports(other) for other in importers)) - {path, *importers, *imports}
            for other in sorted(keepers):
                hasher.update(self.digest(other).encode())
        found = hasher.digest()
        if state is not None:
            self._index.add_dependencies(str(self.root), state, {path: found.hex()})
        return found

    def _state(self) -> Optional[str]:
        """A digest of every file of the project and its content (None while an editor's buffer overrides one)."""
        if self.overrides:
            return None
        found: Optional[str] = getattr(self, "_state_cached", None)
        if found is None:
            hasher = hashlib.blake2b(digest_size=16)
            for path in self.files:
                hasher.update(f"{path}\0{self.content(path)}\0".encode("utf-8", "surrogatepass"))
            found = self._state_cached = hasher.hexdigest()
        return found


def _python_files(root: Path) -> List[str]:
    found: List[str] = []
    for folder, subfolders, files in os.walk(root):
        if "pyvenv.cfg" in files:
            subfolders[:] = []
            continue
        subfolders[:] = sorted(d for d in subfolders if d not in SKIPPED and not d.endswith(".egg-info"))
        found.extend(os.path.normpath(os.path.join(folder, f)) for f in sorted(files) if f.endswith(".py"))
        if len(found) > MAX_FILES:
            break
    return found


def _module_names(relative: Tuple[str, ...]) -> List[str]:
    """The dotted names a file is imported as, from the parts of its path below the root: from the root, and from a
    top-level `src/` (or `lib/`) layout."""
    bases = [relative] + [relative[1:] for top in LAYOUTS if relative[:1] == (top,)]
    return [name for base in bases for name in [_dotted(base)] if name is not None]


def _layout_names(relative: Tuple[str, ...]) -> List[str]:
    """The names from a `src/` (or `lib/`) folder deeper down (`tools/src/pkg/mod.py` is `pkg.mod` to a script that
    puts `tools/src` on its path): consulted only when no module has the name from the top."""
    return [
        name
        for i, part in enumerate(relative[1:-1], start=1)
        if part in LAYOUTS
        for name in [_dotted(relative[i + 1 :])]
        if name is not None
    ]


def _dotted(base: Tuple[str, ...]) -> Optional[str]:
    """`pkg.mod` for (`pkg`, `mod.py`), `pkg` for (`pkg`, `__init__.py`); None if a part is no identifier."""
    if not base:
        return None
    stem = base[-1][:-3] if base[-1].endswith(".py") else base[-1]
    parts = [*base[:-1], stem] if stem != "__init__" else list(base[:-1])
    return ".".join(parts) if parts and all(part.isidentifier() for part in parts) else None


def _json_value(text: str) -> bool:
    """Whether `text` is one JSON value (a notebook's JSON, as it should be)."""
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True


def _imported_names(tree: ast.Module) -> List[str]:
    """Every name an import statement of the module mentions (`pkg.mod`, `pkg.mod.f`, `.model.build`). Imports are
    statements: only statement bodies are searched, not expressions."""
    return [name for node in _statements(tree) for name in statement_names(node)]


def _bindings(tree: ast.Module) -> Bindings:
    """What a module's top level binds: the names it defines itself (`own`: a def, class, assignment, loop or `with`
    target, a `global` one ...), the qualified names each import binds to a name (`imports`, spelt as in
    `_imported_names`), the modules it star-imports (`stars`) and, if it assigns `__all__`, its names (`all`: None
    unless one literal list or tuple, never changed). Names bound inside functions and classes are theirs."""
    own: Set[str] = set()
    imports: Dict[str, List[str]] = {}
    stars: List[str] = []
    listed: Optional[List[str]] = None
    mentions = 0  # of `__all__`: one, its literal assignment, or it is built at run time
    pending: List[Tuple[ast.AST, bool]] = [(tree, True)]
    while pending:
        node, top = pending.pop()
        if isinstance(node, ast.Name) and node.id == "__all__":
            mentions += 1
        if isinstance(node, ast.Global):
            own.update(node.names)
        elif not top:
            pass
        elif isinstance(node, ast.Import):
            for alias in node.names:
                name = alias.asname or alias.name.partition(".")[0]
                imports.setdefault(name, []).append(alias.name if alias.asname else name)
        elif isinstance(node, ast.ImportFrom):
            module = "." * (node.level or 0) + (node.module or "")
            for alias in node.names:
                if alias.name == "*":
                    stars.append(module)
                else:
                    separator = "" if module.endswith(".") else "."
                    imports.setdefault(alias.asname or alias.name, []).append(f"{module}{separator}{alias.name}")
        elif isinstance(node, (*FUNCTIONS_AND_CLASSES, ast.Name, *PATTERNS)):
            bound = [getattr(node, "id", None), getattr(node, "name", None), getattr(node, "rest", None)]
            if not isinstance(getattr(node, "ctx", None), ast.Load):
                own.update(name for name in bound if name)
        elif isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["__all__"]:
            items = node.value.elts if isinstance(node.value, (ast.List, ast.Tuple)) else None
            if items is not None and all(isinstance(i, ast.Constant) and isinstance(i.value, str) for i in items):
                listed = [i.value for i in items]  # type: ignore[attr-defined]
        scope = top and not isinstance(node, (*FUNCTIONS_AND_CLASSES, ast.Lambda))
        pending.extend((child, scope) for child in ast.iter_child_nodes(node))
    found: Bindings = {"own": sorted(own), "imports": imports, "stars": stars}
    if "__all__" in own:
        found["all"] = listed if mentions == 1 else None
    return found


def _statements(tree: ast.AST) -> Iterable[ast.AST]:
    pending: List[ast.AST] = [tree]
    while pending:
        node = pending.pop()
        yield node
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            block = getattr(node, field, None)
            if type(block) is list:
                pending.extend(item for item in block if isinstance(item, (ast.stmt, ast.excepthandler, ast.AST)))


def open_project(
    paths: Sequence[Path], cache_folder: Optional[Path] = None, contents: Optional[ContentIndex] = None
) -> Optional[Project]:
    """The project of the linted paths, if it has more than one module (and not too many to follow). `contents` is
    the result cache's index of file contents, shared (else one of the project's own, in `cache_folder`)."""
    folders = sorted({os.path.dirname(os.path.abspath(path)) for path in paths})  # `paths` are files
    project = Project(project_root([Path(folder) for folder in folders]), cache_folder, contents)
    return project if project.usable else None

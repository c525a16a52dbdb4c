"""One engine call for every front end (CLI, stdin, language server, pre-commit): paths in, results out."""

from __future__ import annotations

import dataclasses
import functools
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Dict, List, Optional, Protocol, Sequence, Tuple

from tflint_mem.core.catalog import load_catalog
from tflint_mem.core.config import Selection, Settings, config_in, enabled_codes, load_settings
from tflint_mem.core.options import FixMode, Resolve, RuleOptions
from tflint_mem.core.results import FileResult
from tflint_mem.engine.active import ActiveRule
from tflint_mem.run.cache import ResultCache
from tflint_mem.run.discovery import discover
from tflint_mem.run.parallel import scan
from tflint_mem.source.decode import DecodeError, SourceText, decode_source

if TYPE_CHECKING:
    from tflint_mem.run.parallel import Outcome
    from tflint_mem.run.project import Project


class Progress(Protocol):
    """Told of each file as it is done (the CLI's progress bar, in `output`, which this layer cannot import)."""

    def start(self, total: int) -> None: ...

    def advance(self, outcome: Outcome) -> None: ...

    def finish(self) -> None: ...


@dataclass(frozen=True)
class CheckOptions:
    """What the command line adds to the configuration files."""

    selection: Selection = Selection()
    config: Optional[Path] = None
    preview: bool = False
    force_exclude: bool = False
    fix: Optional[FixMode] = None  # apply these fixes (to the results; to disk too if `write`)
    add_noqa: bool = False  # instead of fixing, suppress every finding with a noqa comment
    write: bool = False
    # False: a finding records only that its rule offers a fix (`Finding.deferred_fix`), and libcst parses nothing,
    # for outputs that print no edits. When fixing, the fixes applied are resolved anyway; when adding noqa
    # comments, all of them.
    resolve_fixes: bool = True

    @property
    def needs_edits(self) -> Resolve:
        """Which findings need their fixes resolved into edits: all, none, or (`--fix` with a report that prints no
        edits) those the fix mode applies."""
        if self.resolve_fixes or self.add_noqa:
            return True
        return self.fix.resolve if self.fix is not None else False


@dataclass
class RunResult:
    files: List[FileResult] = field(default_factory=list)
    path_errors: List[str] = field(default_factory=list)
    warnings: List[str] = field(default_factory=list)  # worth saying, but not errors (a cache that cannot be written)

    @property
    def internal_errors(self) -> List[str]:
        return [error for result in self.files for error in result.internal_errors]


class SettingsResolver:
    """Finds each file's nearest configuration (or the `--config` one) and builds its active rules, with caching."""

    def __init__(self, options: CheckOptions, cwd: Optional[Path] = None) -> None:
        self.options = options
        self.cwd = (cwd or Path.cwd()).resolve()
        self._explicit = load_settings(options.config, self.cwd) if options.config else None
        self._by_folder: Dict[str, Settings] = {}
        self._by_file: Dict[Optional[Path], Settings] = {}
        self._config_of: Dict[Path, Optional[Path]] = {}
        self._rules: Dict[Tuple[int, Tuple[str, ...]], List[ActiveRule]] = {}

    def settings_for(self, path: Path) -> Settings:
        if self._explicit is not None:
            return self._explicit
        folder = os.path.dirname(os.path.abspath(path))
        settings = self._by_folder.get(folder)
        if settings is None:
            config = self._find_config(Path(folder))
            settings = self._by_file.get(config)
            if settings is None:
                settings = load_settings(config, self.cwd)
                self._by_file[config] = settings
            self._by_folder[folder] = settings
        return settings

    def _find_config(self, folder: Path) -> Optional[Path]:
        """`find_config`, remembering the answer for every folder on the way up (a scan visits each once)."""
        chain = []
        current: Optional[Path] = folder
        found: Optional[Path] = None
        while current is not None:
            if current in self._config_of:
                found = self._config_of[current]
                break
            chain.append(current)
            found = config_in(current)
            if found is not None:
                break
            current = current.parent if current.parent != current else None
        for visited in chain:
            self._config_of[visited] = found
        return found

    def is_excluded(self, path: Path) -> bool:
        return self.settings_for(path).is_excluded(path)

    def rules_for(self, path: Path) -> List[ActiveRule]:
        settings = self.settings_for(path)
        extra = settings.ignored_for(path)
        key = (id(settings), extra)
        rules = self._rules.get(key)
        if rules is None:
            codes = enabled_codes(settings, self.options.selection, extra, self.options.preview)
            rules = [active_rule(code, settings) for code in codes]
            self._rules[key] = rules
        return rules


def active_rule(code: str, settings: Settings) -> ActiveRule:
    meta = load_catalog()[code]
    configured = dict(settings.rule_settings.get(code, {}))
    severity = configured.pop("severity", meta.severity)
    values = {name: spec.default for name, spec in meta.options.items()}
    values.update(configured)
    return ActiveRule(meta=meta, options=RuleOptions(values), severity=severity)


def check_paths(
    paths: Sequence[Path],
    options: CheckOptions,
    resolver: Optional[SettingsResolver] = None,
    *,
    jobs: int = 1,
    cache: Optional[ResultCache] = None,
    progress: Optional[Progress] = None,
) -> RunResult:
    """Lint every file under `paths`, with `jobs` processes and the result `cache` if given.

    Results are sorted by path, so the output does not depend on scheduling.
    """
    resolver = resolver or SettingsResolver(options)
    discovered = discover(paths, resolver.is_excluded, force_exclude=options.force_exclude)
    run = RunResult(path_errors=list(discovered.errors))
    from tflint_mem.run.projects import open_projects

    projects = None
    if discovered.files:
        folder, contents = (cache.folder, cache.contents) if cache is not None else (None, None)
        projects = open_projects(discovered.files, folder, contents)
    # Fixing (or adding noqa comments) happens where each file was linted, in the pool, after the cache: a file
    # whose result has nothing to fix is neither fixed nor written.
    finish = functools.partial(_fix_file, options) if options.fix is not None or options.add_noqa else None
    outcomes = scan(
        discovered.files,
        resolver.rules_for,
        jobs=jobs,
        cache=cache,
        projects=projects,
        finish=finish,
        resolve_fixes=options.needs_edits,
    )
    if progress is not None:
        progress.start(len(discovered.files))
    try:
        for outcome in outcomes:
            if outcome.result is not None:
                run.files.append(outcome.result)
            if outcome.error is not None:
                run.path_errors.append(outcome.error)
            if progress is not None:
                progress.advance(outcome)
    finally:
        if progress is not None:
            progress.finish()
    if cache is not None:
        cache.save()
    if cache is not None and cache.problem is not None:
        run.warnings.append(cache.problem)
    run.files.sort(key=lambda result: result.filename)
    run.path_errors.sort()
    return run


def check_bytes(
    data: bytes,
    filename: str,
    options: CheckOptions,
    resolver: Optional[SettingsResolver] = None,
    project: Optional[Project] = None,
) -> FileResult:
    """Lint source that is not (or not yet) on disk, with the configuration `filename` would get. `project` (kept
    warm by a long-running caller such as the language server) is opened from `filename` if not given."""
    from tflint_mem.run.notebook import lint_file_bytes
    from tflint_mem.run.project import open_project

    resolver = resolver or SettingsResolver(options)
    rules = resolver.rules_for(Path(filename))
    project = project or open_project([Path(filename)])
    view = None
    if project is not None:
        decoded = decode_source(data)
        path = os.path.normpath(os.path.abspath(filename))
        if not isinstance(decoded, DecodeError):
            project.update(path, decoded.text)  # the editor's text, not the file on disk
        view = project.view(path)
    linted = lint_file_bytes(data, filename, rules, project=view, resolve_fixes=options.needs_edits)
    return _fix(linted, rules, options, None, data)


def _fix(
    result: FileResult, rules: Sequence[ActiveRule], options: CheckOptions, path: Optional[Path], data: bytes
) -> FileResult:
    """Apply the requested fixes (or `noqa` comments) to `result`, and write them to `path` if asked (only if it
    still holds `data`)."""
    if not _has_work(result, rules, options):
        return result  # nothing to fix: no fix pass, nothing written
    from tflint_mem.fixing.add_noqa import add_noqa
    from tflint_mem.fixing.fixer import fix_result, verified
    from tflint_mem.run.notebook import fix_notebook
    from tflint_mem.run.writer import write_if_unchanged
    from tflint_mem.source.notebook import NOTEBOOK_SUFFIX

    if result.source is None:
        decoded = decode_source(data)
        if isinstance(decoded, SourceText):
            result = dataclasses.replace(result, source=decoded)
    notebook = result.filename.endswith(NOTEBOOK_SUFFIX)
    if options.add_noqa:
        if notebook:
            return result  # a comment added to a cell would also have to survive the notebook's JSON: not offered
        fixed = verified(result, add_noqa(result), "adding noqa comments")
    elif options.fix is not None:
        fixed = fix_notebook(data, result, rules, options.fix) if notebook else fix_result(result, rules, options.fix)
    else:
        return result
    if options.write and path is not None and fixed.fixed_source is not None:
        new = fixed.fixed_source
        error = write_if_unchanged(path, data, new.encode(new.text))
        if error is not None:
            return dataclasses.replace(result, internal_errors=[*result.internal_errors, error])
    return fixed


def _fix_file(
    options: CheckOptions, result: FileResult, rules: Sequence[ActiveRule], path: Path, data: bytes
) -> FileResult:
    """`_fix` as the pool's `finish` hook (a module-level function, so spawned workers can use it)."""
    return _fix(result, rules, options, path, data)


def _has_work(result: FileResult, rules: Sequence[ActiveRule], options: CheckOptions) -> bool:
    """Whether `result` has something `--fix` (a fix the mode applies) or `--add-noqa` (a finding) would change.

    A notebook's findings may show no fix where its cells' joined source has one (an edit that adds a line to an
    indented cell): any finding of a rule with fixes counts there."""
    if options.add_noqa:
        return bool(result.findings)
    mode = options.fix
    if mode is None:
        return False
    if any(f.fix is not None and mode.applies(f.fix) for f in result.findings):
        return True
    if not result.filename.endswith(".ipynb"):
        return False
    fixable = {
        rule.meta.code
        for rule in rules
        if rule.meta.fix is not None and (rule.meta.fix.safety == "safe" or mode.unsafe)
    }
    return any(finding.fix is None and finding.code in fixable for finding in result.findings)

"""One engine call for every front end (CLI, stdin, language server, pre-commit): paths in, results out."""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from tflint_mem.core.catalog import load_catalog, rule_class
from tflint_mem.core.config import Selection, Settings, config_in, enabled_codes, load_settings
from tflint_mem.core.options import RuleOptions
from tflint_mem.engine.lint import ActiveRule, FileResult
from tflint_mem.fixing.add_noqa import add_noqa
from tflint_mem.fixing.fixer import FixMode, fix_result, verified
from tflint_mem.output.progress import Progress
from tflint_mem.run.cache import ResultCache
from tflint_mem.run.discovery import discover
from tflint_mem.run.notebook import fix_notebook, lint_file_bytes
from tflint_mem.run.parallel import scan
from tflint_mem.run.writer import write_if_unchanged
from tflint_mem.source.notebook import NOTEBOOK_SUFFIX


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
    visitor = rule_class(meta) if meta.has_visitor else None
    return ActiveRule(meta=meta, visitor=visitor, options=RuleOptions(values), severity=severity)


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
    if options.fix is not None or options.add_noqa:
        # Fixing re-lints and writes each file as it goes: one process, no result cache.
        for path in discovered.files:
            try:
                data = path.read_bytes()
            except OSError as error:
                run.path_errors.append(f"{path}: cannot read: {error.strerror or error}")
                continue
            rules = resolver.rules_for(path)
            run.files.append(_fix(lint_file_bytes(data, str(path), rules), rules, options, path, data))
        run.files.sort(key=lambda result: result.filename)
        return run
    outcomes = scan(discovered.files, resolver.rules_for, jobs=jobs, cache=cache)
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
    if cache is not None and cache.problem is not None:
        run.warnings.append(cache.problem)
    run.files.sort(key=lambda result: result.filename)
    run.path_errors.sort()
    return run


def check_bytes(
    data: bytes, filename: str, options: CheckOptions, resolver: Optional[SettingsResolver] = None
) -> FileResult:
    """Lint source that is not (or not yet) on disk, with the configuration `filename` would get."""
    resolver = resolver or SettingsResolver(options)
    rules = resolver.rules_for(Path(filename))
    return _fix(lint_file_bytes(data, filename, rules), rules, options, None, data)


def _fix(
    result: FileResult, rules: Sequence[ActiveRule], options: CheckOptions, path: Optional[Path], data: bytes
) -> FileResult:
    """Apply the requested fixes (or `noqa` comments) to `result`, and write them to `path` if asked (only if it
    still holds `data`)."""
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

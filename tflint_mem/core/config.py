"""Configuration: `.tflint-mem.yaml`, `[tool.tflint-mem]` in pyproject.toml, or `--config FILE`.

All three take the same keys. Every value is checked when read; a bad one is a `ConfigError`
naming the file, the key and what is allowed, so the CLI can stop with exit code 2.
"""

from __future__ import annotations

import fnmatch
import importlib
import os
import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Dict, List, Mapping, Optional, Pattern, Sequence, Set, Tuple

from tflint_mem.core.catalog import SEVERITIES, RuleMeta, load_catalog

CONFIG_FILE = ".tflint-mem.yaml"
PYPROJECT = "pyproject.toml"
TOOL_KEY = "tflint-mem"
INVALID_SOURCE = "TFM000"

LIST_KEYS = ("select", "ignore", "extend-select", "exclude", "extend-exclude")
KNOWN_KEYS = (*LIST_KEYS, "per-file-ignores", "rules", "preview")

DEFAULT_EXCLUDE = (
    ".git",
    ".hg",
    ".svn",
    ".bzr",
    ".tox",
    ".nox",
    ".venv",
    "venv",
    ".eggs",
    "*.egg-info",
    "__pycache__",
    "build",
    "dist",
    "node_modules",
    "site-packages",
    "__pypackages__",
    ".mypy_cache",
    ".pytest_cache",
    ".ruff_cache",
    ".tflint_mem_cache",
    ".ipynb_checkpoints",
    "_build",
    "buck-out",
)


class ConfigError(Exception):
    """A configuration value the user must correct; the message is one line."""


@dataclass(frozen=True)
class Selection:
    """One layer of rule selection (the file's, or the command line's)."""

    select: Optional[Tuple[str, ...]] = None
    extend_select: Tuple[str, ...] = ()
    ignore: Tuple[str, ...] = ()


@dataclass(frozen=True)
class Settings:
    """The effective configuration for the files under `root`."""

    root: Path
    source: Optional[Path] = None
    selection: Selection = Selection()
    per_file_ignores: Tuple[Tuple[str, Tuple[str, ...]], ...] = ()
    exclude: Tuple[str, ...] = DEFAULT_EXCLUDE
    extend_exclude: Tuple[str, ...] = ()
    rule_settings: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    preview: bool = False

    def is_excluded(self, path: Path) -> bool:
        """Whether `path` matches an `exclude`/`extend-exclude` pattern.

        As in ruff: a pattern without `/` matches the file or folder name (the walk checks every
        folder on the way down); a pattern with `/` matches the path relative to the config's folder.
        """
        names, paths = self._exclude_patterns
        if names is not None and names.match(path.name):
            return True
        if paths is not None:
            relative = self._relative(path)
            return relative is not None and paths.match(relative) is not None
        return False

    @cached_property
    def _exclude_patterns(self) -> Tuple[Optional[Pattern[str]], Optional[Pattern[str]]]:
        """The name patterns and the relative-path patterns, each compiled into one regex (the walk asks per entry)."""
        names, paths = [], []
        for pattern in (*self.exclude, *self.extend_exclude):
            stripped = pattern.rstrip("/")
            if "/" not in stripped:
                names.append(fnmatch.translate(stripped))
            else:
                paths.append(fnmatch.translate(stripped.lstrip("/")))
        return (
            re.compile("|".join(f"(?:{p})" for p in names)) if names else None,
            re.compile("|".join(f"(?:{p})" for p in paths)) if paths else None,
        )

    def _relative(self, path: Path) -> Optional[str]:
        try:
            return Path(os.path.abspath(path)).relative_to(self.root).as_posix()
        except ValueError:
            return None

    def ignored_for(self, path: Path) -> Tuple[str, ...]:
        """Rule codes/prefixes that `per-file-ignores` turns off for `path`."""
        if not self.per_file_ignores:
            return ()
        relative = self._relative(path) or path.as_posix()
        ignored: List[str] = []
        for pattern, codes in self.per_file_ignores:
            if fnmatch.fnmatchcase(relative, pattern) or fnmatch.fnmatchcase(path.name, pattern):
                ignored.extend(codes)
        return tuple(ignored)


def matches(selector: str, code: str) -> bool:
    return selector == "ALL" or code.startswith(selector)


def enabled_codes(
    settings: Settings, cli: Selection, extra_ignores: Sequence[str] = (), preview: bool = False
) -> List[str]:
    """Rule codes enabled for one file: the file's layer, then the command line's, then per-file ignores.

    TFM000 (the file could not be checked) stays on unless an ignore names it exactly.
    """
    catalog = load_catalog()
    preview = preview or settings.preview
    enabled = {code for code, meta in catalog.items() if not meta.preview}
    for layer in (settings.selection, cli):
        enabled = _apply(layer, enabled, catalog, preview)
    enabled = {code for code in enabled if not any(matches(selector, code) for selector in extra_ignores)}
    if INVALID_SOURCE not in (*settings.selection.ignore, *cli.ignore, *extra_ignores):
        enabled.add(INVALID_SOURCE)
    return sorted(enabled)


def _apply(layer: Selection, enabled: Set[str], catalog: Mapping[str, RuleMeta], preview: bool) -> Set[str]:
    def chosen(selectors: Sequence[str]) -> Set[str]:
        # A preview rule is on when named exactly, or through a prefix when preview mode is on.
        return {
            code
            for code, meta in catalog.items()
            for selector in selectors
            if (selector == code) or (matches(selector, code) and (preview or not meta.preview))
        }

    if layer.select is not None:
        enabled = chosen(layer.select)
    enabled = enabled | chosen(layer.extend_select)
    return {code for code in enabled if not any(matches(selector, code) for selector in layer.ignore)}


def find_config(directory: Path) -> Optional[Path]:
    """The nearest `.tflint-mem.yaml`, or pyproject.toml with a `[tool.tflint-mem]` table, from `directory` up."""
    for folder in (directory, *directory.parents):
        found = config_in(folder)
        if found is not None:
            return found
    return None


def config_in(folder: Path) -> Optional[Path]:
    """The configuration file in `folder` itself, if any (`.tflint-mem.yaml` first)."""
    candidate = folder / CONFIG_FILE
    if candidate.is_file():
        return candidate
    pyproject = folder / PYPROJECT
    if pyproject.is_file() and _pyproject_has_table(pyproject):
        return pyproject
    return None


def load_settings(path: Optional[Path], default_root: Path) -> Settings:
    """Settings from a config file, or the defaults rooted at `default_root` if `path` is None."""
    if path is None:
        return Settings(root=default_root)
    raw = _read_raw(path)
    return parse_settings(raw, path)


def _pyproject_has_table(path: Path) -> bool:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    return f"[tool.{TOOL_KEY}" in text or f'[tool."{TOOL_KEY}"' in text


def _read_raw(path: Path) -> Mapping[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ConfigError(f"{path}: cannot read configuration: {error}") from None
    if path.name == PYPROJECT or path.suffix == ".toml":
        data = _parse_toml(text, path)
        tool = data.get("tool", {})
        table = tool.get(TOOL_KEY, {}) if isinstance(tool, dict) else {}
        if not isinstance(table, dict):
            raise ConfigError(f"{path}: [tool.{TOOL_KEY}] must be a table")
        return table
    import yaml  # only for a YAML configuration file: most runs have none

    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" (line {mark.line + 1})" if mark is not None else ""
        raise ConfigError(f"{path}: invalid YAML{where}: {getattr(error, 'problem', error)}") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: the configuration must be a mapping of keys to values")
    return data


def _parse_toml(text: str, path: Path) -> Mapping[str, Any]:
    try:
        tomllib: Any = importlib.import_module("tomllib")  # Python 3.11+
    except ImportError:  # Python 3.9/3.10: the `tomli` dependency
        try:
            tomllib = importlib.import_module("tomli")
        except ImportError:
            raise ConfigError(
                f"{path}: reading [tool.{TOOL_KEY}] needs Python 3.11+ or the 'tomli' package; or use {CONFIG_FILE}"
            ) from None
    try:
        data: Mapping[str, Any] = tomllib.loads(text)
        return data
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{path}: invalid TOML: {error}") from None


def parse_settings(raw: Mapping[str, Any], path: Path) -> Settings:
    for key in raw:
        if key not in KNOWN_KEYS:
            raise ConfigError(f"{path}: unknown key {key!r} (allowed: {', '.join(KNOWN_KEYS)})")
    lists = {key: tuple(_string_list(raw[key], key, path)) for key in LIST_KEYS if key in raw}
    for key in ("select", "ignore", "extend-select"):
        for selector in lists.get(key, ()):
            check_selector(selector, f"{path}: {key}")
    preview = raw.get("preview", False)
    if not isinstance(preview, bool):
        raise ConfigError(f"{path}: preview: expected true or false, not {preview!r}")
    return Settings(
        root=path.parent.resolve(),
        source=path,
        selection=Selection(
            select=lists.get("select"), extend_select=lists.get("extend-select", ()), ignore=lists.get("ignore", ())
        ),
        per_file_ignores=_per_file_ignores(raw.get("per-file-ignores", {}), path),
        exclude=lists.get("exclude", DEFAULT_EXCLUDE),
        extend_exclude=lists.get("extend-exclude", ()),
        rule_settings=_rule_settings(raw.get("rules", {}), path),
        preview=preview,
    )


def check_selector(selector: str, where: str) -> None:
    """A selector is a rule code, a prefix of one (`TFM00`), or ALL."""
    codes = load_catalog()
    if selector == "ALL" or (selector.startswith("TFM") and any(code.startswith(selector) for code in codes)):
        return
    raise ConfigError(f"{where}: unknown rule code {selector!r} (known: {', '.join(codes)}, or a prefix, or ALL)")


def _string_list(value: Any, key: str, path: Path) -> List[str]:
    if isinstance(value, str):
        value = [item.strip() for item in value.split(",") if item.strip()]
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ConfigError(f"{path}: {key}: expected a list of strings, not {value!r}")
    return value


def _per_file_ignores(value: Any, path: Path) -> Tuple[Tuple[str, Tuple[str, ...]], ...]:
    if not isinstance(value, dict):
        raise ConfigError(f"{path}: per-file-ignores: expected a mapping of glob patterns to rule codes")
    result = []
    for pattern, codes in value.items():
        items = _string_list(codes, f"per-file-ignores.{pattern}", path)
        for code in items:
            check_selector(code, f"{path}: per-file-ignores.{pattern}")
        result.append((str(pattern), tuple(items)))
    return tuple(result)


def _rule_settings(value: Any, path: Path) -> Dict[str, Dict[str, Any]]:
    if not isinstance(value, dict):
        raise ConfigError(f"{path}: rules: expected a mapping of rule codes to options")
    catalog = load_catalog()
    result: Dict[str, Dict[str, Any]] = {}
    for code, options in value.items():
        meta = catalog.get(str(code))
        if meta is None:
            raise ConfigError(f"{path}: rules: unknown rule code {code!r} (known: {', '.join(catalog)})")
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise ConfigError(f"{path}: rules.{code}: expected a mapping of options")
        allowed = ["severity", *meta.options]
        for name, option_value in options.items():
            where = f"{path}: rules.{code}.{name}"
            if name == "severity":
                if option_value not in SEVERITIES:
                    raise ConfigError(f"{where}: expected one of {', '.join(SEVERITIES)}, not {option_value!r}")
                continue
            spec = meta.options.get(name)
            if spec is None:
                raise ConfigError(f"{where}: unknown option (allowed: {', '.join(allowed)})")
            problem = spec.check(option_value)
            if problem:
                raise ConfigError(f"{where}: expected {problem}")
        result[str(code)] = dict(options)
    return result

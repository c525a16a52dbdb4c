"""The rule catalogue: one YAML file per rule (metadata, options, docs, examples), found by convention.

The YAML lives in the repository's top-level `rules/` folder and ships inside the wheel as
`tflint_mem/_rules/`. A rule's visitor is the module `tflint_mem.rules.<name_with_underscores>`.

Every run reads every rule's file, but parsing YAML (and importing the YAML library) costs more than a short run's
lint: what the files parse to is kept beside this module's bytecode (in its `__pycache__`, written and skipped as
Python writes and skips bytecode), with the bytes each was parsed from. A file whose bytes differ is parsed again.
"""

from __future__ import annotations

import functools
import importlib.util
import marshal
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple

from tflint_mem.core.options import OptionSpec, parse_option_specs

SEVERITIES = ("error", "warning", "info")
FIX_SAFETIES = ("safe", "unsafe")
DOC_SECTIONS = ("what-it-does", "why-is-this-bad", "fix-safety", "options", "references")
EXAMPLE_MARKER = re.compile(r"#\s*<-\s*(TFM\d{3})")
CODE_PATTERN = re.compile(r"^TFM\d{3}$")
# Rules the engine itself reports (an unreadable file, unused suppressions): they have no visitor module.
ENGINE_RULES = frozenset({"TFM000", "TFM100"})

PARSED_SUFFIX = ".rules"  # beside this module's bytecode: {rule file name: [its bytes, what they parse to]}


class CatalogError(Exception):
    """A rule's YAML file is malformed: a bug in the package, not in the user's input."""


@dataclass(frozen=True)
class Example:
    """A documented bad or good snippet; bad ones mark flagged lines with `# <- TFMnnn`."""

    code: str
    options: Mapping[str, Any]
    flagged_lines: Tuple[int, ...]
    fixed: Optional[str] = None


@dataclass(frozen=True)
class FixMeta:
    safety: str
    title: str
    why: str


@dataclass(frozen=True)
class RuleMeta:
    code: str
    name: str
    summary: str
    severity: str
    preview: bool
    triggers: Tuple[str, ...]
    message: str  # what is wrong and what it costs, one sentence (a `str.format` template)
    options: Mapping[str, OptionSpec]
    fix: Optional[FixMeta]
    docs: Mapping[str, str]
    bad: Tuple[Example, ...]
    good: Tuple[Example, ...]
    path: Path = field(compare=False)
    help: Optional[str] = None  # what to do instead (a template with the message's placeholders)

    @property
    def module_name(self) -> str:
        return "tflint_mem.rules." + self.name.replace("-", "_")

    @property
    def has_visitor(self) -> bool:
        return self.code not in ENGINE_RULES


def rules_dir() -> Path:
    """Where the YAML files are: inside the installed package, or the source checkout's `rules/`."""
    package = Path(__file__).resolve().parent.parent
    packaged = package / "_rules"
    if packaged.is_dir():
        return packaged
    return package.parent / "rules"


@functools.cache
def load_catalog() -> Dict[str, RuleMeta]:
    """Every rule, by code, in code order."""
    return read_catalog(rules_dir())


def read_catalog(folder: Path, parsed: Optional[Path] = None) -> Dict[str, RuleMeta]:
    """Every rule whose file is in `folder`, by code, in code order; `parsed`: where what they parse to is kept."""
    paths = sorted(folder.glob("TFM*.yaml"))
    if not paths:
        raise CatalogError(f"no rule files found in {folder}")
    raws = _parsed(parsed if parsed is not None else _parsed_path(), paths)
    metas = [_rule(raw, path) for path, raw in zip(paths, raws)]
    return {meta.code: meta for meta in metas}


def _parsed_path() -> Path:
    return Path(importlib.util.cache_from_source(__file__)).with_suffix(PARSED_SUFFIX)


def load_rule_file(path: Path) -> RuleMeta:
    with open(path, "rb") as handle:
        return _rule(_parse_yaml(handle.read()), path)


def _rule(raw: Any, path: Path) -> RuleMeta:
    try:
        return _parse_rule(raw, path)
    except (KeyError, TypeError, ValueError) as error:
        raise CatalogError(f"{path}: {error}") from error


def _parsed(cache: Path, paths: Sequence[Path]) -> List[Any]:
    """What each rule file parses to: kept from an earlier run (in `cache`) for a file whose bytes are the same."""
    try:
        kept = marshal.loads(cache.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        kept = {}
    kept = kept if isinstance(kept, dict) else {}
    found: List[Any] = []
    fresh: Dict[str, List[Any]] = {}
    for path in paths:
        data = path.read_bytes()
        entry = kept.get(path.name)
        raw = entry[1] if isinstance(entry, list) and len(entry) == 2 and entry[0] == data else _parse_yaml(data)
        found.append(raw)
        fresh[path.name] = [data, raw]
    if fresh != kept and not sys.dont_write_bytecode:
        _keep(cache, fresh)
    return found


def _keep(cache: Path, parsed: Dict[str, List[Any]]) -> None:
    try:
        data = marshal.dumps(parsed)
        cache.parent.mkdir(exist_ok=True)
        temporary = cache.with_name(f".{cache.name}.{os.getpid()}.tmp")
        temporary.write_bytes(data)
        os.replace(temporary, cache)
    except (OSError, ValueError):
        pass  # a read-only install, or a value marshal cannot keep: parsed again next time


def _parse_yaml(data: bytes) -> Any:
    import yaml  # only when a rule file changed: most runs read what it parsed to

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(data, Loader=loader)


def _parse_rule(raw: Dict[str, Any], path: Path) -> RuleMeta:
    code = str(raw["code"])
    if not CODE_PATTERN.match(code) or path.stem != code:
        raise ValueError(f"code {code!r} must be TFMnnn and match the file name")
    severity = raw["severity"]
    if severity not in SEVERITIES:
        raise ValueError(f"severity must be one of {SEVERITIES}")
    fix = None
    if raw.get("fix"):
        fix_raw = raw["fix"]
        if fix_raw["safety"] not in FIX_SAFETIES:
            raise ValueError(f"fix.safety must be one of {FIX_SAFETIES}")
        fix = FixMeta(safety=fix_raw["safety"], title=fix_raw["title"], why=fix_raw["why"].strip())
    examples = raw.get("examples") or {}
    return RuleMeta(
        code=code,
        name=raw["name"],
        summary=raw["summary"].strip(),
        severity=severity,
        preview=bool(raw.get("preview", False)),
        triggers=tuple(raw.get("triggers") or ()),
        message=raw["message"].strip(),
        help=raw["help"].strip() if raw.get("help") else None,
        options=parse_option_specs(raw.get("options") or {}),
        fix=fix,
        docs={key: _doc_text(value) for key, value in (raw.get("docs") or {}).items()},
        bad=tuple(_parse_example(item, code) for item in examples.get("bad", ())),
        good=tuple(_parse_example(item, code) for item in examples.get("good", ())),
        path=path,
    )


def _doc_text(value: Any) -> str:
    if isinstance(value, list):
        return "\n".join(f"- {item}" for item in value)
    return str(value).strip()


def _parse_example(raw: Any, code: str) -> Example:
    if isinstance(raw, str):
        raw = {"code": raw}
    text = raw["code"]
    flagged = tuple(
        number
        for number, line in enumerate(text.splitlines(), start=1)
        for match in EXAMPLE_MARKER.finditer(line)
        if match.group(1) == code
    )
    return Example(code=text, options=raw.get("options") or {}, flagged_lines=flagged, fixed=raw.get("fixed"))

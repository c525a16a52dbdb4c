"""Results of earlier runs, so a re-scan of unchanged files does little more than hash them.

An entry is keyed by a hash of the tool itself (its version and the text of its code and rule files,
so an edited checkout never reads stale results), of the file's effective configuration (the active
rules with their options and severities) and of the file's bytes. The file's path is not part of the
key: findings are stored without it and get the path of the file being checked when read back.

Entries are small JSON files under `<cache>/<tool hash>/`, written atomically, so concurrent runs
share a cache safely; nothing in the cache is ever executed (no pickle). Results with internal
errors are not stored. A cache that cannot be written is reported once and the run goes on.

A result linted without resolving its fixes (`resolve_fixes=False`: a finding with a `deferred_fix`) is stored
under the same key, and is read back only by a run that does not need those edits either (a `--fix` run needs the
safe fixes' only): for any other run it is absent, and the result that run lints (with its fixes) replaces it. A
result with every fix resolved serves every run.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any, Dict, Mapping, Optional, Sequence, Tuple

from tflint_mem import __version__
from tflint_mem.core.catalog import rules_dir
from tflint_mem.core.findings import Edit, Finding, Fix, Location
from tflint_mem.core.options import Resolve, resolves
from tflint_mem.core.results import FileResult
from tflint_mem.engine.active import ActiveRule
from tflint_mem.run.contents import ContentIndex, content_digest

DEFAULT_CACHE_DIR = ".tflint_mem_cache"
_FORMAT = 4  # 4: findings may carry a `deferred_fix`


@functools.cache
def tool_fingerprint() -> str:
    """A hash of everything a result depends on besides the file and its configuration: the version, every file
    of the package (code, rule YAML, API data), the rule catalogue, and the Python and libcst versions."""
    digest = hashlib.blake2b(f"{__version__}:{_FORMAT}:{sys.version}".encode(), digest_size=12)
    digest.update(_distribution_version("libcst").encode())
    package = Path(__file__).resolve().parents[1]
    files = sorted(path for path in package.rglob("*") if path.is_file() and "__pycache__" not in path.parts)
    files += sorted(rules_dir().glob("*.yaml"))
    for path in files:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _distribution_version(name: str) -> str:
    """The installed version of package `name`: from the name of its one `.dist-info` folder beside it, else from its
    metadata (which searches every installed distribution: slower than the rest of a warm run's start)."""
    import importlib.util

    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        spec = None
    if spec is not None and spec.submodule_search_locations:
        folder = os.path.dirname(next(iter(spec.submodule_search_locations)))
        prefix, suffix = f"{name}-", ".dist-info"
        try:
            found = [entry for entry in os.listdir(folder) if entry.startswith(prefix) and entry.endswith(suffix)]
        except OSError:
            found = []
        if len(found) == 1:
            return found[0][len(prefix) : -len(suffix)]
    import importlib.metadata

    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def rules_fingerprint(rules: Sequence[ActiveRule]) -> bytes:
    """The effective configuration of a file: which rules run, with which options and severities."""
    described = [(rule.meta.code, rule.severity, sorted(rule.options.as_dict().items())) for rule in rules]
    return json.dumps(described, sort_keys=True, default=repr).encode()


class ResultCache:
    """Findings by (tool, configuration, content) key."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.folder = root / tool_fingerprint()
        self.problem: Optional[str] = None  # why writing failed, if it did
        self._prepared = False
        self._rules_keys: Dict[int, Tuple[Sequence[ActiveRule], bytes]] = {}
        self._contents: Optional[ContentIndex] = None

    @property
    def contents(self) -> ContentIndex:
        """The index of file contents (size, time, digest) and their imports, kept beside the results."""
        found = self._contents
        if found is None:
            found = self._contents = ContentIndex.load(self.folder / "index.json")
        return found

    def key(self, data: bytes, rules: Sequence[ActiveRule], extra: bytes = b"") -> str:
        """The key of a file's result: its bytes, its rules, and `extra` (what else its findings depend on)."""
        return self.key_of(content_digest(data), rules, extra)

    def key_of(self, content: str, rules: Sequence[ActiveRule], extra: bytes = b"") -> str:
        """`key` from the digest of the file's bytes (`tflint_mem.run.contents.content_digest`)."""
        cached = self._rules_keys.get(id(rules))
        if cached is None or cached[0] is not rules:
            cached = (rules, hashlib.blake2b(rules_fingerprint(rules), digest_size=16).digest())
            self._rules_keys[id(rules)] = cached
        return hashlib.blake2b(cached[1] + content.encode() + extra, digest_size=20).hexdigest()

    def save(self) -> None:
        """Write what this run learnt about file contents (results are written as they come)."""
        if self._contents is not None and self.prepare():
            self._contents.save()

    def _path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key[2:]}.json"

    def get(self, key: str, filename: str, needs_edits: Resolve = True) -> Optional[FileResult]:
        """The stored result for `key`, with its findings re-attached to `filename`; None if absent or unreadable,
        or if some fix `needs_edits` asks for was not resolved into edits (see the module docstring)."""
        try:
            with open(self._path(key), "rb") as handle:
                stored = json.loads(handle.read())
            records = stored["findings"]
            deferred = [record.get("deferred_fix") for record in records]
            if any(safety is not None and resolves(needs_edits, safety) for safety in deferred):
                return None
            findings = [_finding(record, filename) for record in records]
            excerpts = _excerpts(stored.get("excerpts"))
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None
        return FileResult(filename, findings=findings, excerpts=excerpts)

    def put(self, key: str, result: FileResult) -> None:
        if result.internal_errors:
            return
        if not self.prepare():
            return
        try:
            path = self._path(key)
            path.parent.mkdir(exist_ok=True)
            stored = {"findings": [_record(finding) for finding in result.findings], "excerpts": result.excerpts}
            payload = json.dumps(stored).encode()
            import tempfile

            descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
            try:
                with os.fdopen(descriptor, "wb") as handle:
                    handle.write(payload)
                os.replace(temporary, path)
            except BaseException:
                os.unlink(temporary)
                raise
        except OSError as error:
            self.problem = f"{self.root}: cannot write the cache ({error.strerror or error}); continuing without it"

    def prepare(self) -> bool:
        """Create the cache folder with its `.gitignore`, and drop results of other versions of the tool.

        False (and `problem` says why) if the cache cannot be written.
        """
        if self._prepared or self.problem is not None:
            return self.problem is None
        try:
            self._create()
        except OSError as error:
            self.problem = f"{self.root}: cannot write the cache ({error.strerror or error}); continuing without it"
            return False
        self._prepared = True
        return True

    def _create(self) -> None:
        if not self.folder.is_dir():
            self.root.mkdir(parents=True, exist_ok=True)
            ignore = self.root / ".gitignore"
            if not ignore.exists():
                ignore.write_text("# Created by tflint-mem: the result cache, never committed.\n*\n")
            tag = self.root / "CACHEDIR.TAG"
            if not tag.exists():
                tag.write_text(
                    "Signature: 8a477f597d28d172789f06886806bc55\n# tflint-mem result cache: see https://bford.info/cachedir/\n"
                )
            import shutil

            for other in self.root.iterdir():
                if other.is_dir() and other.name != self.folder.name and len(other.name) == len(self.folder.name):
                    shutil.rmtree(other, ignore_errors=True)
            self.folder.mkdir(exist_ok=True)


def _excerpts(stored: Any) -> Optional[Dict[str, Tuple[int, Dict[int, str]]]]:
    """`FileResult.excerpts` as JSON keeps them (rows as strings)."""
    if stored is None:
        return None
    return {
        cell: (int(count), {int(row): str(line) for row, line in rows.items()})
        for cell, (count, rows) in stored.items()
    }


def _record(finding: Finding) -> Dict[str, Any]:
    record = dataclasses.asdict(finding)
    del record["filename"]
    return record


def _finding(record: Mapping[str, Any], filename: str) -> Finding:
    values = dict(record)
    values["filename"] = filename
    values["location"] = Location(**values["location"])
    values["end_location"] = Location(**values["end_location"])
    fix = values.get("fix")
    if fix is not None:
        edits = tuple(
            Edit(
                content=edit["content"],
                location=Location(**edit["location"]),
                end_location=Location(**edit["end_location"]),
            )
            for edit in fix["edits"]
        )
        values["fix"] = Fix(applicability=fix["applicability"], message=fix["message"], edits=edits)
    if "extra" in values:
        values["extra"] = tuple(tuple(pair) for pair in values["extra"])
    values["related"] = tuple((what, Location(**where)) for what, where in values.get("related", ()))
    return Finding(**values)

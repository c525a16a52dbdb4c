"""What earlier runs learnt about files: each file's size, modification time and content digest, the names each
content imports, and each project's dependency digests in the state they were computed for, so a warm run neither
reads nor parses a file it has seen unchanged, nor resolves its imports again.

A file is trusted by its size and modification time (nanoseconds) only if it was last modified well before the
index was written (`RACY_SECONDS`): a file edited within the same clock tick as a run is read and hashed again (git
calls this the racy case). One JSON file, read once and written once, atomically (with concurrent runs the last
one wins, and a lost entry is only recomputed).
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

from tflint_mem.run.reading import read_source

INDEX_FORMAT = 1
RACY_SECONDS = 2.0


def content_digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


class ContentIndex:
    def __init__(
        self,
        path: Optional[Path],
        files: Dict[str, List[Any]],
        imports: Dict[str, List[str]],
        saved: float,
        projects: Optional[Dict[str, Dict[str, Any]]] = None,
    ) -> None:
        self.path = path
        self.files = files  # normalised absolute path -> [size, mtime_ns, digest]
        self.imports = imports  # content digest -> the names its import statements mention
        self.saved = saved  # when it was written (the racy-time reference)
        # project root -> {"state": digest of its files and their contents, "digests": {path: dependency digest}}
        self.projects: Dict[str, Dict[str, Any]] = projects if projects is not None else {}
        self.dirty = False
        self._current: Dict[str, str] = {}  # what this run found

    @classmethod
    def load(cls, path: Optional[Path]) -> ContentIndex:
        if path is not None:
            try:
                with open(path, encoding="utf-8") as handle:
                    stored = json.load(handle)
                if stored.get("format") == INDEX_FORMAT:
                    projects = stored.get("projects")
                    projects = projects if isinstance(projects, dict) else {}
                    return cls(path, stored["files"], stored["imports"], float(stored["saved"]), projects)
            except (OSError, ValueError, KeyError, TypeError, AttributeError):
                pass
        return cls(path, {}, {}, 0.0)

    def content(self, path: str, data: Optional[bytes] = None) -> str:
        """The digest of the bytes of `path` (normalised, absolute), or of `data` (its bytes, just read)."""
        return self.read(path, data)[0]

    def read(self, path: str, data: Optional[bytes] = None) -> Tuple[str, Optional[bytes]]:
        """The digest of `path`'s bytes, and the bytes if they had to be read (None when its size and time vouch
        for the digest recorded). An unreadable file has the digest of no bytes."""
        if data is None:
            found = self._current.get(path)
            if found is not None:
                return found, None
        try:
            status = os.stat(path)
        except OSError:
            return content_digest(data or b""), data
        known = self.files.get(path)
        if data is None and known is not None and status.st_mtime < self.saved - RACY_SECONDS:
            if known[0] == status.st_size and known[1] == status.st_mtime_ns:
                self._current[path] = str(known[2])
                return str(known[2]), None
        if data is None:
            try:
                data = read_source(path)
            except OSError:
                data = b""
        digest = content_digest(data)
        if known is None or known[2] != digest or known[1] != status.st_mtime_ns or known[0] != status.st_size:
            self.files[path] = [status.st_size, status.st_mtime_ns, digest]
            self.dirty = True
        self._current[path] = digest
        return digest, data

    def add_imports(self, digest: str, names: List[str]) -> None:
        self.imports[digest] = names
        self.dirty = True

    def dependencies(self, root: str, state: str) -> Dict[str, str]:
        """The dependency digests (`Project.dependency_digest`) recorded for the project at `root` when its files
        and their contents were `state`; empty if they were not recorded in that state."""
        found = self.projects.get(root)
        digests = found.get("digests") if isinstance(found, dict) and found.get("state") == state else None
        return digests if isinstance(digests, dict) else {}

    def add_dependencies(self, root: str, state: str, digests: Dict[str, str]) -> None:
        """Record dependency digests of the project at `root` in `state` (kept with those already recorded in it)."""
        known = self.dependencies(root, state)
        if all(known.get(path) == digest for path, digest in digests.items()):
            return
        self.projects[root] = {"state": state, "digests": {**known, **digests}}
        self.dirty = True

    def save(self) -> None:
        """Write the index if this run learnt something (entries of files gone are kept: another run's paths)."""
        if self.path is None or not self.dirty:
            return
        live = {entry[2] for entry in self.files.values()}
        payload = {
            "format": INDEX_FORMAT,
            "saved": time.time(),
            "files": self.files,
            "imports": {digest: names for digest, names in self.imports.items() if digest in live},
            "projects": self.projects,
        }
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
            temporary.write_text(json.dumps(payload), encoding="utf-8")
            os.replace(temporary, self.path)
            self.dirty = False
        except OSError:
            pass  # the index is an optimisation

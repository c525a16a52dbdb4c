"""Write a fixed file safely: only if it is still what was read, atomically, keeping its permissions.

The new bytes go to a temporary file in the same folder (so the final rename never crosses file
systems), which then replaces the original in one step: a reader sees the old file or the new one,
never half of each, and a crash leaves the original intact. The new file gets the old one's mode (and
owner and group, where the user may set them). A symbolic link is followed, so the file it points to
is updated and the link stays a link. A hard link is not: the other names keep the old content.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path
from typing import Optional

TEMP_SUFFIX = ".tflint-mem.tmp"


def write_if_unchanged(path: Path, original: bytes, data: bytes) -> Optional[str]:
    """Replace `path`'s content `original` with `data`; None on success, else why nothing was written."""
    target = Path(os.path.realpath(path))
    try:
        current = target.read_bytes()
        status = target.stat()
    except OSError as error:
        return f"{path}: cannot read it back before writing: {error.strerror or error}; not written"
    if current != original:
        return f"{path}: changed on disk after it was read; not written"
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent)
    except OSError as error:
        return f"{path}: cannot create a temporary file next to it: {error.strerror or error}; not written"
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, stat.S_IMODE(status.st_mode))
        _keep_owner(temporary, status)
        os.replace(temporary, target)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        return f"{path}: cannot write: {error.strerror or error}; left unchanged"
    return None


def _keep_owner(path: str, status: os.stat_result) -> None:
    """Give the new file the old one's owner and group where allowed (root fixing other users' files)."""
    if not hasattr(os, "chown"):  # pragma: no cover - Windows
        return
    new = os.stat(path)
    if (new.st_uid, new.st_gid) != (status.st_uid, status.st_gid):
        with contextlib.suppress(OSError):
            os.chown(path, status.st_uid, status.st_gid)

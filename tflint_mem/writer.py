"""Write a fixed file safely: only if it is still what was read, atomically, keeping its permissions.

The new bytes go to a temporary file in the same folder (so the final rename never crosses file
systems), which then replaces the original in one step: a reader sees the old file or the new one,
never half of each, and a crash leaves the original intact. A symbolic link is followed, so the file
it points to is updated and the link stays a link.
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
        mode = stat.S_IMODE(target.stat().st_mode)
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
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        return f"{path}: cannot write: {error.strerror or error}; left unchanged"
    return None

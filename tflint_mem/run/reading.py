"""Reading a linted file's bytes safely."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import Union


def read_source(path: Union[str, Path]) -> bytes:
    """The bytes of a regular file. A FIFO or device is refused rather than read (reading a FIFO blocks)."""
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        chunks = []
        while True:
            chunk = os.read(descriptor, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)

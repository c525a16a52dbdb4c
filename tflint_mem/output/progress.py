"""A one-line progress bar on a terminal: files done, findings so far, files per second.

Only the CLI decides whether to show it (`wanted`): on a terminal's stderr, for the text formats, without
`--quiet`. It stays hidden for runs that finish within `delay` seconds (a single file, a warm cache),
redraws at most ten times a second, and erases itself before the findings are printed.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Callable, Optional, TextIO

from tflint_mem.output.formats import TEXT_FORMATS

if TYPE_CHECKING:
    from tflint_mem.run.parallel import Outcome


def wanted(stream: TextIO, output_format: str, quiet: bool) -> bool:
    isatty = getattr(stream, "isatty", None)
    return output_format in TEXT_FORMATS and not quiet and callable(isatty) and bool(isatty())


class Progress:
    def __init__(self, stream: TextIO, delay: float = 0.5, clock: Callable[[], float] = time.monotonic) -> None:
        self.stream = stream
        self.delay = delay
        self.clock = clock
        self.total = 0
        self.done = 0
        self.findings = 0
        self.started = clock()
        self._drawn_at: Optional[float] = None

    def start(self, total: int) -> None:
        self.total = total
        self.started = self.clock()

    def advance(self, outcome: Outcome) -> None:
        self.done += 1
        if outcome.result is not None:
            self.findings += len(outcome.result.findings)
        now = self.clock()
        if now - self.started < self.delay:
            return
        if self._drawn_at is not None and now - self._drawn_at < 0.1 and self.done < self.total:
            return
        self._drawn_at = now
        self.stream.write("\r" + self.line(now))
        self.stream.flush()

    def line(self, now: float) -> str:
        elapsed = max(now - self.started, 1e-9)
        counts = f" {self.done}/{self.total} files, {self.findings} findings, {self.done / elapsed:.0f} files/s"
        import shutil  # on a terminal only

        width = min(shutil.get_terminal_size((80, 24)).columns, 120) - len(counts) - 3
        if width < 10:
            return counts.strip()
        filled = width * self.done // max(self.total, 1)
        return "[" + "#" * filled + "." * (width - filled) + "]" + counts

    def finish(self) -> None:
        if self._drawn_at is not None:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self._drawn_at = None

"""Colour for the text formats: ANSI escapes for the path, the rule code, the `[*]` mark, the gutter and the carets.

Whether to colour is decided once per run (`wants_color`), as Python 3.13's own tracebacks do: a non-empty
`NO_COLOR` turns it off (https://no-color.org), else a non-empty `FORCE_COLOR` turns it on (for CI logs and
pagers that show colour), else `TERM=dumb` turns it off, else it is on only when the output is a terminal.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Mapping, Optional, TextIO

RESET = "\x1b[0m"
BOLD = "1"
SEVERITY_COLORS = {"error": "31", "warning": "33", "info": "34"}  # red, yellow, blue
CYAN = "36"
BLUE = "34"


def wants_color(stream: TextIO, environ: Optional[Mapping[str, str]] = None) -> bool:
    env = os.environ if environ is None else environ
    if env.get("NO_COLOR"):
        return False
    if env.get("FORCE_COLOR"):
        return True
    if env.get("TERM") == "dumb":
        return False
    isatty = getattr(stream, "isatty", None)
    return callable(isatty) and bool(isatty())


@dataclass(frozen=True)
class Style:
    """How to paint each part of a finding; without colour every method returns its text unchanged."""

    color: bool = False

    def _paint(self, text: str, *codes: str) -> str:
        if not self.color or not text:
            return text
        return f"\x1b[{';'.join(codes)}m{text}{RESET}"

    def path(self, text: str) -> str:
        return self._paint(text, BOLD)

    def code(self, text: str, severity: str) -> str:
        return self._paint(text, BOLD, SEVERITY_COLORS.get(severity, SEVERITY_COLORS["warning"]))

    def carets(self, text: str, severity: str) -> str:
        return self.code(text, severity)

    def fixable(self, text: str) -> str:
        return self._paint(text, CYAN)

    def gutter(self, text: str) -> str:
        return self._paint(text, BOLD, BLUE)

    def help_label(self, text: str) -> str:
        return self._paint(text, BOLD, CYAN)


PLAIN = Style()

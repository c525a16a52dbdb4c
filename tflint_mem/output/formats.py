"""The names of the output formats, for the command line to offer without importing the reporters."""

from __future__ import annotations

from typing import Tuple

FULL, CONCISE = "full", "concise"
# The text formats (`text` is the concise format under its earlier name), then the others, as `--output-format`
# lists them.
TEXT_FORMATS: Tuple[str, ...] = (FULL, CONCISE, "text")
FORMATS: Tuple[str, ...] = (*TEXT_FORMATS, "github", "json", "junit", "sarif")
# The formats that print no fix's edits (the text formats show only whether a finding is fixable, and how): a
# check in one of them need not resolve fixes into edits. JSON and SARIF print every fix's edits.
WITHOUT_EDITS: Tuple[str, ...] = (*TEXT_FORMATS, "github", "junit")

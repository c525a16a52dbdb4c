"""What linting one file produced: plain data, shared by the engine, the fixer, the cache and the reporters."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from tflint_mem.core.findings import Finding

INVALID_SOURCE = "TFM000"
UTF8_BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True)
class SourceText:
    """Decoded source plus how it was stored on disk."""

    text: str
    encoding: str
    bom: bool
    newline: str

    def encode(self, text: str) -> bytes:
        """Encode `text` the way the original bytes were encoded."""
        data = text.encode(self.encoding)
        return UTF8_BOM + data if self.bom else data


@dataclass
class FileResult:
    """Everything one file produced: findings, internal errors, and the decoded source (for fixers).

    After fixing (`tflint_mem.fixing.fixer`), `findings` are those that remain, `fixed` those whose fix was
    applied, and `fixed_source` the new text (None if nothing changed).
    """

    filename: str
    findings: List[Finding] = field(default_factory=list)
    internal_errors: List[str] = field(default_factory=list)
    source: Optional[SourceText] = None
    fixed: List[Finding] = field(default_factory=list)
    fixed_source: Optional[SourceText] = None
    # The rows its findings show, per cell ("" for a plain file): (how many rows there are, {row: text}). Kept with
    # the result (and in the cache) so that a report need not read the file again.
    excerpts: Optional[Dict[str, Tuple[int, Dict[int, str]]]] = None

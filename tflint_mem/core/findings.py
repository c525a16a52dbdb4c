"""The values that flow from rules to reporters: plain frozen dataclasses."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Tuple

RULE_DOCS_URL = "https://github.com/tflint-mem/tflint-mem/blob/main/rules/{code}.yaml"


@dataclass(frozen=True, order=True)
class Location:
    """A position in a file: 1-based line, 1-based column (as ruff and flake8 print them)."""

    row: int
    column: int


@dataclass(frozen=True)
class Edit:
    """Replace the text between two locations with `content`."""

    content: str
    location: Location
    end_location: Location


@dataclass(frozen=True)
class Fix:
    """A set of edits that together remove one finding."""

    applicability: str  # "safe" or "unsafe"
    message: str
    edits: Tuple[Edit, ...]


@dataclass(frozen=True)
class Finding:
    """One problem in one file."""

    code: str
    rule: str
    message: str
    filename: str
    location: Location
    end_location: Location
    severity: str = "warning"
    fix: Optional[Fix] = None
    noqa_row: Optional[int] = None
    cell: Optional[int] = None
    extra: Tuple[Tuple[str, str], ...] = field(default=())
    related: Tuple[Tuple[str, Location], ...] = ()  # other places of the same problem: (what, where)
    help: Optional[str] = None  # what to do about it (the rule's `help:` template), shown below the message
    # A fix the rule offered whose edits were not computed (a lint with `resolve_fixes=False`, for outputs that
    # print no edits): its applicability, "safe" or "unsafe", from the rule's YAML; `fix` is then None.
    deferred_fix: Optional[str] = None

    @property
    def message_with_help(self) -> str:
        """The message, and the help on a line of its own: for formats with one text field (SARIF, annotations, LSP)."""
        return self.message if self.help is None else f"{self.message}\nhelp: {self.help}"

    @property
    def fix_applicability(self) -> Optional[str]:
        """The fix's applicability ("safe" or "unsafe"), its edits resolved or not; None without a fix."""
        return self.fix.applicability if self.fix is not None else self.deferred_fix

    @property
    def url(self) -> str:
        return RULE_DOCS_URL.format(code=self.code)

    def sort_key(self) -> Tuple[str, int, int, int, str]:
        return (self.filename, self.cell or 0, self.location.row, self.location.column, self.code)


def fix_with_edits(finding: Finding) -> Optional[Fix]:
    """`finding.fix`, for an output that prints its edits (JSON, SARIF): a finding linted without resolving its
    fix would print none, so it is an error, never a silently missing fix."""
    if finding.deferred_fix is not None:
        raise ValueError(
            f"{finding.filename}:{finding.location.row}:{finding.location.column}: the {finding.code} fix was not"
            " resolved into edits (lint with resolve_fixes=True)"
        )
    return finding.fix

"""One JSON array of findings, with ruff's field names where they apply.

`message` says what is wrong, `help` (or null) what to do about it, and `fix.message` what `--fix` would do;
`related` lists other places of the same problem (the other models a loop builds), each a message and a location.
"""

from __future__ import annotations

import json
import os
from typing import Any, Dict, Optional, Sequence

from tflint_mem.core.findings import Finding, Fix, Location, fix_with_edits


def _location(location: Location) -> Dict[str, int]:
    return {"row": location.row, "column": location.column}


def _fix(fix: Optional[Fix]) -> Optional[Dict[str, Any]]:
    if fix is None:
        return None
    return {
        "applicability": fix.applicability,
        "message": fix.message,
        "edits": [
            {
                "content": edit.content,
                "location": _location(edit.location),
                "end_location": _location(edit.end_location),
            }
            for edit in fix.edits
        ],
    }


def as_dict(finding: Finding) -> Dict[str, Any]:
    filename = finding.filename if finding.filename == "-" else os.path.abspath(finding.filename)
    record: Dict[str, Any] = {
        "code": finding.code,
        "rule": finding.rule,
        "message": finding.message,
        "help": finding.help,
        "severity": finding.severity,
        "filename": filename,
        "location": _location(finding.location),
        "end_location": _location(finding.end_location),
        "fix": _fix(fix_with_edits(finding)),
        "noqa_row": finding.noqa_row,
        "url": finding.url,
        "related": [{"message": what, "location": _location(where)} for what, where in finding.related],
    }
    if finding.cell is not None:
        record["cell"] = finding.cell
    return record


def render(findings: Sequence[Finding]) -> str:
    """Every fix is included, with its applicability, whether or not this run would apply it (as ruff does)."""
    return json.dumps([as_dict(finding) for finding in findings], indent=2) + "\n"

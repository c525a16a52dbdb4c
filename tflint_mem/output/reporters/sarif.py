"""SARIF 2.1.0, the format GitHub code scanning and other CI dashboards import.

One run whose driver lists every rule of the catalogue (id, name, short and full description, help
text and URI), one result per finding (its message, then `help: ...` on a second line), and each fix
as a SARIF `fix` with its replacements.
Notebook findings carry the cell in `properties` and no region: a row inside a cell is not a row of
the `.ipynb` file, so a region would point code scanning at the wrong line of the JSON.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence

from tflint_mem import __version__
from tflint_mem.core.catalog import RuleMeta, load_catalog
from tflint_mem.core.findings import RULE_DOCS_URL, Finding, Fix, Location, fix_with_edits
from tflint_mem.output.docs import render_rule

SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
INFORMATION_URI = "https://github.com/tflint-mem/tflint-mem"
SRCROOT = "%SRCROOT%"
LEVELS = {"error": "error", "warning": "warning", "info": "note"}


def _rule_descriptor(meta: RuleMeta) -> Dict[str, Any]:
    return {
        "id": meta.code,
        "name": meta.name,
        "shortDescription": {"text": meta.summary},
        "fullDescription": {"text": meta.docs.get("what-it-does", meta.summary)},
        "help": {"text": render_rule(meta), "markdown": render_rule(meta)},
        "helpUri": RULE_DOCS_URL.format(code=meta.code),
        "defaultConfiguration": {"level": LEVELS[meta.severity], "enabled": not meta.preview},
        "properties": {"fix": meta.fix.safety if meta.fix else "none", "preview": meta.preview},
    }


def _artifact(filename: str, cwd: Path) -> Dict[str, Any]:
    """A path under the working folder stays relative to `%SRCROOT%`, as code scanning expects."""
    if filename == "-":
        return {"uri": "-"}
    absolute = Path(os.path.abspath(filename))
    try:
        return {"uri": absolute.relative_to(cwd).as_posix(), "uriBaseId": SRCROOT}
    except ValueError:
        return {"uri": absolute.as_uri()}


def _region(start: Location, end: Location) -> Dict[str, int]:
    # Both use 1-based columns with an exclusive end, as SARIF's `endColumn` does.
    return {"startLine": start.row, "startColumn": start.column, "endLine": end.row, "endColumn": end.column}


def _fix(fix: Fix, artifact: Dict[str, Any]) -> Dict[str, Any]:
    label = fix.message if fix.applicability == "safe" else f"{fix.message} (unsafe)"
    return {
        "description": {"text": label},
        "artifactChanges": [
            {
                "artifactLocation": artifact,
                "replacements": [
                    {
                        "deletedRegion": _region(edit.location, edit.end_location),
                        "insertedContent": {"text": edit.content},
                    }
                    for edit in fix.edits
                ],
            }
        ],
        "properties": {"applicability": fix.applicability},
    }


def _result(finding: Finding, rule_index: Optional[int], artifact: Dict[str, Any]) -> Dict[str, Any]:
    physical: Dict[str, Any] = {"artifactLocation": artifact}
    result: Dict[str, Any] = {
        "ruleId": finding.code,
        "level": LEVELS.get(finding.severity, "warning"),
        "message": {"text": finding.message_with_help},
        "locations": [{"physicalLocation": physical}],
    }
    if rule_index is not None:
        result["ruleIndex"] = rule_index
    if finding.cell is None:
        physical["region"] = _region(finding.location, finding.end_location)
        fix = fix_with_edits(finding)
        if fix is not None:
            result["fixes"] = [_fix(fix, artifact)]
        if finding.related:
            result["relatedLocations"] = [
                {
                    "id": number,
                    "message": {"text": what},
                    "physicalLocation": {"artifactLocation": artifact, "region": _region(where, where)},
                }
                for number, (what, where) in enumerate(finding.related, start=1)
            ]
    else:
        where = f"cell {finding.cell}, line {finding.location.row}, column {finding.location.column}"
        result["message"] = {"text": f"{where}: {finding.message_with_help}"}
        result["properties"] = {
            "cell": finding.cell,
            "row": finding.location.row,
            "column": finding.location.column,
        }
    return result


def render(findings: Sequence[Finding]) -> str:
    cwd = Path.cwd().resolve()
    metas: List[RuleMeta] = list(load_catalog().values())
    index = {meta.code: number for number, meta in enumerate(metas)}
    artifacts = {name: _artifact(name, cwd) for name in {finding.filename for finding in findings}}
    log = {
        "$schema": SCHEMA_URI,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "tflint-mem",
                        "version": __version__,
                        "semanticVersion": __version__,
                        "informationUri": INFORMATION_URI,
                        "rules": [_rule_descriptor(meta) for meta in metas],
                    }
                },
                "originalUriBaseIds": {SRCROOT: {"uri": cwd.as_uri() + "/"}},
                "columnKind": "unicodeCodePoints",
                "results": [
                    _result(finding, index.get(finding.code), artifacts[finding.filename]) for finding in findings
                ],
            }
        ],
    }
    return json.dumps(log, indent=2) + "\n"

"""GitHub Actions workflow commands: each finding becomes an annotation on the pull request.

`::warning file=PATH,line=R,col=C,endLine=R,endColumn=C,title=TFM001::message%0Ahelp: ...` (the help on
the annotation's second line). Notebook findings name the cell in the message and carry no line: a
cell's row is not a row of the `.ipynb` file.
"""

from __future__ import annotations

from typing import List, Sequence

from tflint_mem.core.findings import Finding
from tflint_mem.output.reporters.text import display_path

COMMANDS = {"error": "error", "warning": "warning", "info": "notice"}


def escape_data(value: str) -> str:
    return value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(value: str) -> str:
    return escape_data(value).replace(":", "%3A").replace(",", "%2C")


def format_finding(finding: Finding) -> str:
    properties: List[str] = [f"file={escape_property(display_path(finding.filename))}"]
    message = finding.message_with_help
    if finding.cell is None:
        properties += [
            f"line={finding.location.row}",
            f"col={finding.location.column}",
            f"endLine={finding.end_location.row}",
            f"endColumn={finding.end_location.column}",
        ]
    else:
        message = f"cell {finding.cell}:{finding.location.row}:{finding.location.column}: {message}"
    properties.append(f"title={escape_property(finding.code)}")
    command = COMMANDS.get(finding.severity, "warning")
    return f"::{command} {','.join(properties)}::{escape_data(message)}"


def render(findings: Sequence[Finding]) -> str:
    return "".join(format_finding(finding) + "\n" for finding in findings)

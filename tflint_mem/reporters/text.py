"""`path:row:col: CODE message`, one per line (what editors' flake8/ruff problem matchers parse)."""

from __future__ import annotations

import os
from collections import Counter
from typing import List, Sequence

from tflint_mem.findings import Finding


def display_path(filename: str) -> str:
    """Paths under the working directory are shown relative to it, as ruff and flake8 do."""
    if filename == "-" or not os.path.isabs(filename):
        return filename
    try:
        relative = os.path.relpath(filename)
    except ValueError:
        return filename
    return filename if relative.startswith("..") else relative


def format_finding(finding: Finding) -> str:
    where = display_path(finding.filename)
    if finding.cell is not None:
        where += f":cell {finding.cell}"
    marker = " [*]" if finding.fix is not None and finding.fix.applicability == "safe" else ""
    return f"{where}:{finding.location.row}:{finding.location.column}: {finding.code}{marker} {finding.message}"


def render(findings: Sequence[Finding]) -> str:
    return "".join(format_finding(finding) + "\n" for finding in findings)


def summary(findings: Sequence[Finding], hidden_unsafe: int = 0) -> str:
    if not findings:
        return "All checks passed!"
    fixable = sum(1 for finding in findings if finding.fix is not None and finding.fix.applicability == "safe")
    noun = "problem" if len(findings) == 1 else "problems"
    line = f"Found {len(findings)} {noun}"
    if fixable:
        line += f" ({fixable} fixable with `--fix`)"
    if hidden_unsafe:
        line += f"\n({hidden_unsafe} more fixable with `--fix --unsafe-fixes`)"
    return line


def statistics(findings: Sequence[Finding]) -> str:
    counts = Counter((finding.code, finding.rule) for finding in findings)
    width = max((len(str(count)) for count in counts.values()), default=1)
    lines: List[str] = [
        f"{count:>{width}}\t{code}\t{rule}"
        for (code, rule), count in sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    ]
    return "".join(line + "\n" for line in lines)

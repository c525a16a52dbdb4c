"""`path:row:col: CODE message`, one per line (what editors' flake8/ruff problem matchers parse)."""

from __future__ import annotations

import collections
import os
from typing import Counter, Dict, List, Sequence, Tuple

from tflint_mem.core.findings import Finding


def display_path(filename: str) -> str:
    """Paths under the working directory are shown relative to it, as ruff and flake8 do."""
    if filename == "-" or not os.path.isabs(filename):
        return filename
    try:
        relative = os.path.relpath(filename)
    except ValueError:
        return filename
    return filename if relative.startswith("..") else relative


def shows_fix(finding: Finding, unsafe_fixes: bool = False) -> bool:
    """Whether `--fix` (with `--unsafe-fixes` if given) would apply this finding's fix."""
    return finding.fix is not None and (finding.fix.applicability == "safe" or unsafe_fixes)


def format_finding(finding: Finding, unsafe_fixes: bool = False) -> str:
    where = display_path(finding.filename)
    if finding.cell is not None:
        where += f":cell {finding.cell}"
    marker = " [*]" if shows_fix(finding, unsafe_fixes) else ""
    return f"{where}:{finding.location.row}:{finding.location.column}: {finding.code}{marker} {finding.message}"


def render(findings: Sequence[Finding], unsafe_fixes: bool = False) -> str:
    return "".join(format_finding(finding, unsafe_fixes) + "\n" for finding in findings)


def summary(findings: Sequence[Finding], unsafe_fixes: bool = False, fixed: int = 0) -> str:
    """`Found N problems`, how many `--fix` would fix, and how many more `--unsafe-fixes` would."""
    if not findings and not fixed:
        return "All checks passed!"
    total = len(findings) + fixed
    line = f"Found {total} {_problems(total)}"
    if fixed:
        line += f" ({fixed} fixed, {len(findings)} remaining)"
    fixable = sum(1 for finding in findings if shows_fix(finding, unsafe_fixes))
    if fixable:
        line += f"\n[*] {fixable} fixable with `--fix`" if fixed else f" ({fixable} fixable with `--fix`)"
    hidden = 0 if unsafe_fixes else sum(1 for finding in findings if shows_fix(finding, True)) - fixable
    if hidden:
        line += f"\n({hidden} more fixable with `--fix --unsafe-fixes`)"
    return line


def fixed_listing(fixed: Sequence[Finding]) -> str:
    """`--show-fixes`: what was fixed, per file and rule."""
    if not fixed:
        return ""
    lines = [f"Fixed {len(fixed)} {_problems(len(fixed))}:"]
    by_file: Dict[str, Counter[Tuple[str, str]]] = {}
    for finding in fixed:
        by_file.setdefault(finding.filename, collections.Counter())[(finding.code, finding.rule)] += 1
    for filename in sorted(by_file):
        lines.append(f"- {display_path(filename)}:")
        for (code, rule), count in sorted(by_file[filename].items()):
            lines.append(f"    {count} × {code} ({rule})")
    return "\n".join(lines) + "\n"


def _problems(count: int) -> str:
    return "problem" if count == 1 else "problems"


def statistics(findings: Sequence[Finding]) -> str:
    counts = collections.Counter((finding.code, finding.rule) for finding in findings)
    width = max((len(str(count)) for count in counts.values()), default=1)
    lines: List[str] = [
        f"{count:>{width}}\t{code}\t{rule}"
        for (code, rule), count in sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    ]
    return "".join(line + "\n" for line in lines)

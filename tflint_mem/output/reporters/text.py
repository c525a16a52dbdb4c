"""The text formats: `full` (the default) and `concise`, as ruff prints them.

`concise` is one line per finding, `path:row:col: CODE message` (what editors' flake8/ruff problem matchers
parse). `full` starts each finding with that line, then shows the source line(s) of its span with carets under
the span, then the rule's help, and ends it with a blank line:

    train.py:3:1: TFM001 [*] `tf.function` `step` has no `input_signature`, so each new input shape traces ...
      |
    3 | @tf.function
      | ^^^^^^^^^^^^
      |
      = help: give it an `input_signature` with `None` for the dimensions that vary, or ...
"""

from __future__ import annotations

import collections
import os
import textwrap
import unicodedata
from typing import Counter, Dict, List, Optional, Sequence, Tuple

from tflint_mem.core.findings import Finding, Location
from tflint_mem.output.sources import SourceLines
from tflint_mem.output.style import PLAIN, Style
from tflint_mem.source.excerpts import MAX_SNIPPET_ROWS

MAX_LINE_CHARS = 150  # a longer line is shown as a window around the span
WINDOW_BEFORE = 50  # characters kept before the span's start in such a window
HELP_WIDTH = 110  # the help is wrapped to this many columns
TAB_WIDTH = 4


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
    applicability = finding.fix_applicability  # a fix offered, its edits resolved or not: the same mark
    return applicability is not None and (applicability == "safe" or unsafe_fixes)


def format_finding(finding: Finding, unsafe_fixes: bool = False, style: Style = PLAIN) -> str:
    """The `path:row:col: CODE [*] message` line (the whole of a finding in the concise format)."""
    where = style.path(display_path(finding.filename))
    if finding.cell is not None:
        where += f":cell {finding.cell}"
    marker = " " + style.fixable("[*]") if shows_fix(finding, unsafe_fixes) else ""
    code = style.code(finding.code, finding.severity)
    return f"{where}:{finding.location.row}:{finding.location.column}: {code}{marker} {finding.message}"


def render(findings: Sequence[Finding], unsafe_fixes: bool = False, style: Style = PLAIN) -> str:
    """The concise format."""
    return "".join(format_finding(finding, unsafe_fixes, style) + "\n" for finding in findings)


def render_full(
    findings: Sequence[Finding], sources: SourceLines, unsafe_fixes: bool = False, style: Style = PLAIN
) -> str:
    """The full format: each finding's line, its code with carets under the span, its help, a blank line."""
    blocks = []
    for finding in findings:
        lines = [format_finding(finding, unsafe_fixes, style)]
        source = sources.of(finding)
        shown = snippet(source, finding.location, finding.end_location) if source is not None else []
        width = max((len(str(row)) for row, _, _ in shown if row is not None), default=1)
        bar = style.gutter(" " * width + " |")
        if shown:
            lines.append(bar)
            for row, text, carets in shown:
                if row is None:
                    lines.append(bar + " ...")  # rows of a long span left out
                    continue
                lines.append(style.gutter(f"{row:>{width}} |") + (f" {text}" if text else ""))
                if carets:
                    lines.append(bar + " " + style.carets(carets, finding.severity))
            lines.append(bar)
        if finding.help:
            label = " " * width + " = help: "
            wrapped = textwrap.wrap(
                finding.help,
                width=max(HELP_WIDTH - len(label), 40),
                break_long_words=False,
                break_on_hyphens=False,
            ) or [finding.help]
            lines.append(" " * width + " = " + style.help_label("help") + ": " + wrapped[0])
            lines.extend(" " * len(label) + line for line in wrapped[1:])
        blocks.append("\n".join(lines) + "\n\n")
    return "".join(blocks)


def snippet(lines: Sequence[str], start: Location, end: Location) -> List[Tuple[Optional[int], str, str]]:
    """(row, text, carets) for each source row of the span to show, the text as a terminal displays it (tabs
    expanded, control characters replaced) and the carets under the covered part; a row of None stands for rows
    left out. Nothing if the span does not start on a row of `lines`."""
    first, last = start.row, end.row
    if last > first and end.column == 1:
        last -= 1  # a span that ends where a row starts does not cover that row
    if not 1 <= first <= len(lines):
        return []
    last = min(max(last, first), len(lines))
    rows = list(range(first, last + 1))
    shown: List[Tuple[Optional[int], str, str]] = []
    for row in rows[:MAX_SNIPPET_ROWS]:
        line = lines[row - 1].rstrip()
        if row == first:
            begin = start.column - 1
        else:
            begin = len(line) - len(line.lstrip())
        stop = end.column - 1 if row == end.row else len(line)
        shown.append((row, *_underlined(line, begin, max(stop, begin + 1))))
    if len(rows) > MAX_SNIPPET_ROWS:
        shown.append((None, "", ""))
    return shown


def _underlined(line: str, begin: int, stop: int) -> Tuple[str, str]:
    """`line` for display, and carets under its characters `begin` to `stop` (a window of a long line)."""
    prefix, suffix = "", ""
    if len(line) > MAX_LINE_CHARS:
        left = max(0, min(begin - WINDOW_BEFORE, len(line) - MAX_LINE_CHARS))
        right = left + MAX_LINE_CHARS
        prefix = "…" if left > 0 else ""
        suffix = "…" if right < len(line) else ""
        line, begin, stop = line[left:right], begin - left, min(stop, right) - left
    begin = min(max(begin, 0), len(line))
    stop = min(max(stop, begin + 1), len(line) + 1)
    before = _width(_displayed(prefix + line[:begin]))
    through = _width(_displayed(prefix + line[:stop]))  # tabs inside the span expand as they do in the line
    text = prefix + _displayed(line) + suffix
    return text.rstrip(), " " * before + "^" * max(through - before, 1)


def _displayed(text: str) -> str:
    """Text as it is safe to print: tabs expanded, control characters (escape sequences) replaced."""
    text = text.expandtabs(TAB_WIDTH)
    return "".join("\ufffd" if unicodedata.category(char) == "Cc" else char for char in text)


def _width(text: str) -> int:
    """Columns a terminal gives `text`: wide East Asian characters take two, combining marks none."""
    return sum(
        0 if unicodedata.combining(char) else 2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text
    )


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

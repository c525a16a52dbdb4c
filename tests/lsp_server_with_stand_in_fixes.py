"""Runs the real `tflint-mem server`, with stand-in fixes on TFM004 and TFM001 findings that have none.

Rules do not attach fixes on every branch yet (autofix lands separately); this lets the LSP tests drive
quick fixes and "fix all" through a real client now. The stand-ins mirror the documented fixes:
TFM004 (safe) replaces the literal with the limit it was compared against; TFM001 (unsafe) adds
`(reduce_retracing=True)` to a bare `@tf.function`. Findings that already carry a fix keep it.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, List

from tflint_mem import lsp
from tflint_mem.findings import Edit, Finding, Fix, Location

_real_lint = lsp.lint_document


def lint_with_fixes(ls: Any, document: Any) -> List[Finding]:
    findings = _real_lint(ls, document)
    lines = document.source.splitlines()
    result = []
    for finding in findings:
        limit = re.search(r"limit of (\d+)", finding.message)
        if finding.code == "TFM004" and finding.fix is None and limit:
            line = lines[finding.location.row - 1]
            literal = re.search(r"num_parallel_calls\s*=\s*(\d+)", line)
            if literal:
                start = Location(finding.location.row, literal.start(1) + 1)
                end = Location(finding.location.row, literal.end(1) + 1)
                message = f"Lower `num_parallel_calls` to {limit.group(1)}"
                finding = dataclasses.replace(finding, fix=Fix("safe", message, (Edit(limit.group(1), start, end),)))
        bare = finding.end_location
        if finding.code == "TFM001" and finding.fix is None and lines[bare.row - 1].strip() == "@tf.function":
            edit = Edit("(reduce_retracing=True)", bare, bare)
            finding = dataclasses.replace(finding, fix=Fix("unsafe", "Add `reduce_retracing=True`", (edit,)))
        result.append(finding)
    return result


lsp.lint_document = lint_with_fixes  # type: ignore[assignment]

if __name__ == "__main__":
    lsp.serve()

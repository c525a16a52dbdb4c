"""A rule's documentation as text, with ruff's fixed headings, and the rule table."""

from __future__ import annotations

import re
from typing import List, Sequence

from tflint_mem.core.catalog import EXAMPLE_MARKER, RuleMeta

_MARKER_COMMENT = re.compile(r"\s*" + EXAMPLE_MARKER.pattern)


def strip_markers(code: str) -> str:
    """Example code without the `# <- TFMnnn` markers the tests read."""
    return "\n".join(_MARKER_COMMENT.sub("", line) for line in code.rstrip().splitlines())


def fix_label(meta: RuleMeta) -> str:
    return meta.fix.safety if meta.fix else "none"


def default_label(meta: RuleMeta) -> str:
    return "off (preview)" if meta.preview else "on"


def rule_table(metas: Sequence[RuleMeta]) -> str:
    headers = ("CODE", "NAME", "DEFAULT", "FIX", "SEVERITY")
    rows = [(m.code, m.name, default_label(m), fix_label(m), m.severity) for m in metas]
    widths = [max(len(str(row[i])) for row in (headers, *rows)) for i in range(len(headers))]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip() for row in (headers, *rows)]
    return "\n".join(lines) + "\n"


def render_rule(meta: RuleMeta) -> str:
    parts: List[str] = [
        f"# {meta.name} ({meta.code})",
        "",
        f"Default: {default_label(meta)} | Severity: {meta.severity} | Fix: {fix_label(meta)}",
        "",
        meta.summary,
    ]

    def section(title: str, body: str) -> None:
        if body:
            parts.extend(["", f"## {title}", body.rstrip()])

    section("What it does", meta.docs.get("what-it-does", ""))
    section("Why is this bad?", meta.docs.get("why-is-this-bad", ""))
    if meta.bad:
        section("Example", "```python\n" + strip_markers(meta.bad[0].code) + "\n```")
    if meta.good:
        section("Use instead", "```python\n" + strip_markers(meta.good[0].code) + "\n```")
    fix_text = meta.docs.get("fix-safety", "")
    if meta.fix:
        fix_text = f"Fix ({meta.fix.safety}): {meta.fix.title}.\n\n{fix_text or meta.fix.why}"
        fixed = next((example.fixed for example in meta.bad if example.fixed is not None), None)
        if fixed is not None:
            flag = "--fix" if meta.fix.safety == "safe" else "--fix --unsafe-fixes"
            fix_text += f"\n\nThe first example after `{flag}`:\n```python\n{strip_markers(fixed)}\n```"
    section("Fix safety", fix_text)
    options = [
        f"- `{spec.name}` ({spec.type}, default `{_yaml_value(spec.default)}`): {spec.description}"
        for spec in meta.options.values()
    ]
    section("Options", "\n".join(options) if options else "None.")
    references = meta.docs.get("references", "")
    if references:
        section("References", references)
    return "\n".join(parts) + "\n"


def _yaml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)

"""Lint one source text: decode, parse, run the active rules on the shared facts, apply suppressions, resolve fixes.

Knows nothing about configuration files, the CLI or output formats: callers pass the active rules. Python's own
parser reads every file; the facts are built only if some enabled rule is a candidate for the file, and libcst
parses a file only to resolve the fixes of its findings. With `resolve_fixes=False` (for outputs that print no
edits) it parses none: a finding whose rule offered a fix records only that fix's applicability
(`Finding.deferred_fix`).
"""

from __future__ import annotations

import contextlib
import re
import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Dict, Iterator, List, Optional, Sequence, Set, Tuple, Union

from tflint_mem.analysis.facts import ModuleFacts
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.core.catalog import load_catalog
from tflint_mem.core.findings import Finding, Fix, Location
from tflint_mem.core.options import Resolve, RuleOptions, resolves
from tflint_mem.core.results import INVALID_SOURCE, FileResult, SourceText
from tflint_mem.engine.active import ActiveRule
from tflint_mem.engine.suppressions import Suppressions, noqa_rows, parse_suppressions
from tflint_mem.engine.unused_noqa import UNUSED_NOQA, removal_fix, unused_codes
from tflint_mem.rules.base import RawFinding
from tflint_mem.source.decode import DecodeError, decode_source
from tflint_mem.source.lines import LineIndex

if TYPE_CHECKING:
    from tflint_mem.analysis.project import ProjectView
    from tflint_mem.source.cst_view import CstView

__all__ = ["INVALID_SOURCE", "ActiveRule", "FileResult", "default_rules", "lint_bytes", "lint_source"]
RECURSION_LIMIT = 8_000


def lint_bytes(
    data: bytes,
    filename: str,
    rules: Sequence[ActiveRule],
    screen: bool = True,
    project: Optional[ProjectView] = None,
    resolve_fixes: Resolve = True,
) -> FileResult:
    decoded = decode_source(data)
    if isinstance(decoded, DecodeError):
        result = FileResult(filename)
        _invalid_source(result, rules, decoded.message, decoded.row, decoded.column)
        return result
    return lint_source(decoded, filename, rules, screen=screen, project=project, resolve_fixes=resolve_fixes)


def lint_source(
    source: Union[SourceText, str],
    filename: str,
    rules: Sequence[ActiveRule],
    screen: bool = True,
    project: Optional[ProjectView] = None,
    resolve_fixes: Resolve = True,
) -> FileResult:
    """Lint one decoded file. `screen=False` runs every rule even where its triggers or screen say it cannot fire
    (for proving that screens change no finding); `project` links the file to the other modules of its project.

    `resolve_fixes=False` leaves the fixes the rules offer unresolved, and libcst unimported: such a finding has
    no `fix` but a `deferred_fix`, the applicability of the rule's fix (its YAML `fix.safety`), which is all the
    text reports show. Where resolving would have failed (the fix builder returns nothing, libcst cannot parse the
    file) the finding still counts as fixable; `--fix` resolves, and reports what it applied. `resolve_fixes=
    SAFE_ONLY` resolves the safe fixes only (all a `--fix` without `--unsafe-fixes` applies) and defers the others."""
    if isinstance(source, str):
        source = SourceText(text=source, encoding="utf-8", bom=False, newline="\n")
    result = FileResult(filename, source=source)
    checked = _check(result, rules, screen, project, resolve_fixes)
    if checked is not None and any(rule.meta.code == UNUSED_NOQA for rule in rules):
        _report_unused_noqa(result, rules, checked)
    return result


@dataclass
class _Checked:
    """What a successful check leaves for the unused-noqa report."""

    used: Set[Tuple[int, str]] = field(default_factory=set)  # (row, code) of line directives that suppressed
    failed: Set[str] = field(default_factory=set)  # codes of rules that raised
    suppressions: Optional[Suppressions] = None


def _check(
    result: FileResult,
    rules: Sequence[ActiveRule],
    screen: bool,
    project: Optional[ProjectView],
    resolve_fixes: Resolve = True,
) -> Optional[_Checked]:
    """Run the rules on `result.source`; None if the file could not be checked (a TFM000 finding)."""
    assert result.source is not None
    text = result.source.text
    links = (
        (project.imports_project, project.imported_by_project, project.imported_by_graph_code)
        if project is not None
        else (None, None, None)
    )
    prefilter = FileFacts(text, *links)
    if prefilter.tree is None:
        _report_python_error(result, rules, prefilter.error)
        return None
    wanted = _in_scope(rules, prefilter, result)
    if screen:
        wanted = _candidates([rule for rule in wanted if rule.triggered_by(text)], prefilter, result)
    checked = _Checked()
    if not wanted:
        return checked
    with _recursion_limit(RECURSION_LIMIT):
        facts = ModuleFacts(prefilter.tree, text, project)
        try:
            raw = _run_rules(wanted, facts, result, checked.failed)
        except RecursionError:
            result.findings = []
            _invalid_source(result, rules, "source is nested too deeply to check", 1, 1)
            return None
    if raw:
        _resolve(result, raw, checked, resolve_fixes)
    facts.release()  # its fixes resolved or dropped, nothing reads the facts again: free them now
    return checked


def _in_scope(rules: Sequence[ActiveRule], prefilter: FileFacts, result: FileResult) -> List[ActiveRule]:
    """The rules whose scope (what files they are about) holds this file: part of each rule's meaning."""
    found = []
    for rule in rules:
        if rule.implementation is None:
            continue
        try:
            if rule.implementation.in_scope(prefilter, rule.options):
                found.append(rule)
        except Exception as error:  # as a screen that raises: the rule still runs
            result.internal_errors.append(
                f"internal error in {rule.meta.code} scope on {result.filename}: {type(error).__name__}: {error}"
            )
            found.append(rule)
    return found


def _candidates(wanted: Sequence[ActiveRule], prefilter: FileFacts, result: FileResult) -> List[ActiveRule]:
    candidates = []
    for rule in wanted:
        assert rule.implementation is not None
        try:
            if rule.implementation.is_candidate(prefilter, rule.options):
                candidates.append(rule)
        except Exception as error:  # a screen bug must not hide the file from the rule
            result.internal_errors.append(
                f"internal error in {rule.meta.code} screen on {result.filename}: {type(error).__name__}: {error}"
            )
            candidates.append(rule)
    return candidates


def _run_rules(
    wanted: Sequence[ActiveRule], facts: ModuleFacts, result: FileResult, failed: Set[str]
) -> List[Tuple[ActiveRule, RawFinding]]:
    """Each rule on the shared facts; a rule that raises is reported as an internal error and the others go on."""
    raw: List[Tuple[ActiveRule, RawFinding]] = []
    for rule in wanted:
        assert rule.implementation is not None
        instance = rule.implementation(facts, rule.options)
        try:
            instance.check()
        except RecursionError:
            raise  # the source, not the rule: reported as TFM000
        except Exception as error:  # a rule bug must not stop the other rules
            _internal(result, rule, error)
            failed.add(rule.meta.code)
            continue
        raw.extend((rule, finding) for finding in instance.findings)
    return raw


def _internal(result: FileResult, rule: ActiveRule, error: BaseException) -> None:
    result.internal_errors.append(
        f"internal error in {rule.meta.code} on {result.filename}: {type(error).__name__}: {error}"
    )


@contextlib.contextmanager
def _recursion_limit(limit: int) -> Iterator[None]:
    """The facts follow expressions recursively: deeply nested (valid) code needs more frames than the default."""
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(max(previous, limit))
    try:
        yield
    finally:
        sys.setrecursionlimit(previous)


def _report_python_error(result: FileResult, rules: Sequence[ActiveRule], error: Optional[BaseException]) -> None:
    if isinstance(error, SyntaxError):
        message = f"syntax error: {_one_line(error.msg)}"
        _invalid_source(result, rules, message, error.lineno or 1, error.offset or 1)
    else:
        _invalid_source(result, rules, "source is nested too deeply to parse", 1, 1)


def _resolve(
    result: FileResult, raw: List[Tuple[ActiveRule, RawFinding]], checked: _Checked, resolve_fixes: Resolve = True
) -> None:
    """Suppressions, then the findings that remain, with their fixes resolved on libcst's view of the file (or,
    those `resolve_fixes` leaves out, only marked as offered)."""
    assert result.source is not None
    text = result.source.text
    suppressions = checked.suppressions = parse_suppressions(text)
    comment_rows = noqa_rows(text)
    fixes = _Fixes(result) if resolve_fixes else None  # libcst parses the file only if some fix is resolved
    seen: Set[Tuple[str, Location, Location]] = set()
    for rule, finding in raw:
        start, end = finding.span
        row = start.row
        code = rule.meta.code
        if (code, start, end) in seen:
            continue  # two reasons for one construct: one finding
        seen.add((code, start, end))
        noqa_row = comment_rows.get(row, row)
        if suppressions.suppresses_in_file(code):
            continue
        suppressed_at = next((r for r in (row, noqa_row) if suppressions.suppresses_on_line(code, r)), None)
        if suppressed_at is not None:
            checked.used.add((suppressed_at, code))
            continue
        deferred = _deferred(rule, finding)
        resolved = fixes is not None and resolves(resolve_fixes, deferred)
        result.findings.append(
            Finding(
                code=code,
                rule=rule.meta.name,
                message=finding.message,
                filename=result.filename,
                location=start,
                end_location=end,
                severity=rule.severity,
                fix=fixes.resolve(rule, finding) if fixes is not None and resolved else None,
                noqa_row=noqa_row,
                related=finding.related,
                help=finding.help,
                deferred_fix=None if resolved else deferred,
            )
        )
    result.findings.sort(key=Finding.sort_key)


def _report_unused_noqa(result: FileResult, rules: Sequence[ActiveRule], checked: _Checked) -> None:
    """TFM100: `# noqa: CODES` codes of the rules that checked this file which suppressed nothing."""
    assert result.source is not None
    text = result.source.text
    suppressions = checked.suppressions or parse_suppressions(text)
    if not suppressions.directives:
        return
    rule = next(rule for rule in rules if rule.meta.code == UNUSED_NOQA)
    judged = {r.meta.code for r in rules} - {UNUSED_NOQA} - checked.failed
    index = LineIndex(text)
    for directive in suppressions.directives.values():
        unused = unused_codes(directive, checked.used, judged)
        if not unused or suppressions.suppresses(UNUSED_NOQA, directive.row):
            continue
        start = Location(directive.row, directive.column + 1)
        codes = ", ".join(f"`{code}`" for code in unused)
        result.findings.append(
            Finding(
                code=UNUSED_NOQA,
                rule=rule.meta.name,
                message=rule.meta.message.format(codes=codes),
                filename=result.filename,
                location=start,
                end_location=Location(directive.row, start.column + len(directive.comment)),
                severity=rule.severity,
                fix=removal_fix(directive, unused, index.line(directive.row)),
                noqa_row=directive.row,
                help=rule.meta.help.format(codes=codes) if rule.meta.help else None,
            )
        )
    result.findings.sort(key=Finding.sort_key)


def _deferred(rule: ActiveRule, finding: RawFinding) -> Optional[str]:
    """The applicability of the fix `finding` offers, without resolving it: what `resolve_fix` gives a fix that
    does not override its rule's YAML (none does)."""
    if finding.fix is None:
        return None
    return rule.meta.fix.safety if rule.meta.fix is not None else "unsafe"


class _Fixes:
    """Turns rules' fix builders into edits; libcst parses the file only if some finding has a fix."""

    def __init__(self, result: FileResult) -> None:
        assert result.source is not None
        self.result = result
        self.text = result.source.text
        self._view: Optional[CstView] = None
        self._broken = False

    def resolve(self, rule: ActiveRule, finding: RawFinding) -> Optional[Fix]:
        if finding.fix is None or self._broken:
            return None
        try:
            if self._view is None:
                from tflint_mem.source.cst_view import CstView

                self._view = CstView(self.text)
            from tflint_mem.engine.fix_resolution import resolve_fix

            spec = finding.fix(self._view)
            return resolve_fix(spec, rule.meta.fix, self._view) if spec is not None else None
        except Exception as error:  # a broken fix must not cost the finding, nor the other files
            if self._view is None:
                self._broken = True  # libcst cannot parse what Python can: no fixes for this file
                return None
            self.result.internal_errors.append(
                f"internal error in the fix of {rule.meta.code} on {self.result.filename}: "
                f"{type(error).__name__}: {error}"
            )
            return None


def _invalid_source(result: FileResult, rules: Sequence[ActiveRule], message: str, row: int, column: int) -> None:
    rule = next((r for r in rules if r.meta.code == INVALID_SOURCE), None)
    if rule is None:
        return
    if result.source is not None and parse_suppressions(result.source.text).suppresses(INVALID_SOURCE, row):
        return
    result.findings.append(
        Finding(
            code=INVALID_SOURCE,
            rule=rule.meta.name,
            message=message,
            filename=result.filename,
            location=Location(max(row, 1), max(column, 1)),
            end_location=Location(max(row, 1), max(column, 1)),
            severity=rule.severity,
            noqa_row=None,
            help=rule.meta.help.format(reason=message) if rule.meta.help else None,
        )
    )


def _one_line(message: str) -> str:
    return re.sub(r"\s+", " ", message).strip()


def default_rules(
    codes: Optional[Sequence[str]] = None, options: Optional[Dict[str, Dict[str, object]]] = None
) -> List[ActiveRule]:
    """Active rules with default settings (all non-preview rules, or exactly `codes`); for tests and the API."""
    chosen = []
    for code, meta in load_catalog().items():
        if codes is None and meta.preview:
            continue
        if codes is not None and code not in codes:
            continue
        values = {name: spec.default for name, spec in meta.options.items()}
        values.update((options or {}).get(code, {}))
        chosen.append(ActiveRule(meta=meta, options=RuleOptions(values), severity=meta.severity))
    return chosen

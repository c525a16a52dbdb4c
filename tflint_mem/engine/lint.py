"""Lint one source text: decode, parse, run the active rules, resolve positions, apply suppressions.

Knows nothing about configuration files, the CLI or output formats: callers pass the active rules.
"""

from __future__ import annotations

import contextlib
import itertools
import re
import sys
from dataclasses import dataclass, field
from typing import Dict, Iterator, List, Mapping, Optional, Sequence, Set, Tuple, Type, Union

import libcst as cst
from libcst.metadata import CodeRange, MetadataWrapper, WhitespaceInclusivePositionProvider

from tflint_mem.analysis.imports import build_import_table
from tflint_mem.analysis.prefilter import FileFacts, parse_python
from tflint_mem.core.catalog import RuleMeta, load_catalog
from tflint_mem.core.findings import Finding, Fix, Location
from tflint_mem.core.options import RuleOptions
from tflint_mem.engine.dispatch import RuleWalker
from tflint_mem.engine.fix_resolution import resolve_fix
from tflint_mem.engine.suppressions import Suppressions, noqa_rows, parse_suppressions
from tflint_mem.engine.unused_noqa import UNUSED_NOQA, removal_fix, unused_codes
from tflint_mem.fixing.apply import LineIndex
from tflint_mem.rules.base import LintRule, RawFinding, RuleContext, ScopeTracker
from tflint_mem.source.decode import DecodeError, SourceText, decode_source
from tflint_mem.source.positions import node_ranges

INVALID_SOURCE = "TFM000"
MAX_BRACKET_DEPTH = 190
RECURSION_LIMIT = 8_000
_NON_BRACKETS = re.compile(r"[^()\[\]{}]+")
_BRACKET_STEPS = bytes.maketrans(b"([{)]}", b"\x02\x02\x02\x00\x00\x00")


@dataclass(frozen=True)
class ActiveRule:
    """A rule as configured for one file."""

    meta: RuleMeta
    visitor: Optional[Type[LintRule]]
    options: RuleOptions
    severity: str

    def triggered_by(self, text: str) -> bool:
        return not self.meta.triggers or any(trigger in text for trigger in self.meta.triggers)


@dataclass
class FileResult:
    """Everything one file produced: findings, internal errors, and the decoded source (for fixers).

    After fixing (`tflint_mem.fixing.fixer`), `findings` are those that remain, `fixed` those whose fix was applied, and
    `fixed_source` the new text (None if nothing changed).
    """

    filename: str
    findings: List[Finding] = field(default_factory=list)
    internal_errors: List[str] = field(default_factory=list)
    source: Optional[SourceText] = None
    raw: List[Tuple[ActiveRule, RawFinding, CodeRange]] = field(default_factory=list)
    fixed: List[Finding] = field(default_factory=list)
    fixed_source: Optional[SourceText] = None


def lint_bytes(data: bytes, filename: str, rules: Sequence[ActiveRule], screen: bool = True) -> FileResult:
    decoded = decode_source(data)
    if isinstance(decoded, DecodeError):
        result = FileResult(filename)
        _invalid_source(result, rules, decoded.message, decoded.row, decoded.column)
        return result
    return lint_source(decoded, filename, rules, screen=screen)


def lint_source(
    source: Union[SourceText, str], filename: str, rules: Sequence[ActiveRule], screen: bool = True
) -> FileResult:
    """Lint one decoded file.

    Python's own parser reads every file first (ten times faster than libcst's): a file no enabled rule
    is a candidate for (`LintRule.is_candidate`) is never parsed by libcst; `screen=False` skips that
    test, for proving it changes no finding.
    """
    if isinstance(source, str):
        source = SourceText(text=source, encoding="utf-8", bom=False, newline="\n")
    result = FileResult(filename, source=source)
    checked = _check(result, rules, screen)
    if checked is not None and any(rule.meta.code == UNUSED_NOQA for rule in rules):
        _report_unused_noqa(result, rules, checked)
    return result


@dataclass
class _Checked:
    """What a successful check leaves for the unused-noqa report."""

    used: Set[Tuple[int, str]] = field(default_factory=set)  # (row, code) of line directives that suppressed
    failed: Set[str] = field(default_factory=set)  # codes of rules that raised
    suppressions: Optional[Suppressions] = None


def _check(result: FileResult, rules: Sequence[ActiveRule], screen: bool) -> Optional[_Checked]:
    """Run the rules on `result.source`; None if the file could not be checked (a TFM000 finding)."""
    assert result.source is not None
    text = result.source.text
    wanted = [rule for rule in rules if rule.visitor is not None and rule.triggered_by(text)]
    if not wanted:
        # No rule can fire, so libcst is not needed; Python's parser still reports syntax errors.
        if any(rule.meta.code == INVALID_SOURCE for rule in rules):
            if _python_rejects(result, rules):
                return None
        return _Checked()
    facts = FileFacts(text)
    if facts.tree is None:
        if not isinstance(facts.error, SyntaxError) or _bracket_depth(text) > MAX_BRACKET_DEPTH:
            # Nesting too deep for CPython (which refuses more than 200 nested brackets, and a thousand or
            # so levels of anything else) is far too deep for libcst: its parser takes 20 s at 1,000 nested
            # brackets and overflows its stack (killing the process) at about 10,000 nested operators.
            _report_python_error(result, rules, facts.error)
            return None
        # Other syntax errors, and syntax newer than this Python, are left to libcst as before.
    elif screen:
        wanted = _candidates(wanted, facts, result)
        if not wanted:
            return _Checked()
    try:
        module = cst.parse_module(text)
    except cst.ParserSyntaxError as error:
        if facts.tree is not None:
            message = f"libcst cannot parse this file, although Python can: {_one_line(error.message)}"
        else:
            message = f"syntax error: {_one_line(error.message)}"
        _invalid_source(result, rules, message, error.raw_line, error.raw_column + 1)
        return None
    except RecursionError:
        _invalid_source(result, rules, "source is nested too deeply to parse", 1, 1)
        return None
    checked = _Checked()
    with _recursion_limit(RECURSION_LIMIT):
        try:
            raw = _run_rules(wanted, module, result, checked.failed)
            if raw:
                _resolve(result, module, raw, checked)
        except RecursionError:
            result.findings = []
            _invalid_source(result, rules, "source is nested too deeply to check", 1, 1)
            return None
    return checked


def _candidates(wanted: Sequence[ActiveRule], facts: FileFacts, result: FileResult) -> List[ActiveRule]:
    candidates = []
    for rule in wanted:
        assert rule.visitor is not None
        try:
            if rule.visitor.is_candidate(facts, rule.options):
                candidates.append(rule)
        except Exception as error:  # a screen bug must not hide the file from the rule
            result.internal_errors.append(
                f"internal error in {rule.meta.code} screen on {result.filename}: {type(error).__name__}: {error}"
            )
            candidates.append(rule)
    return candidates


def _run_rules(
    wanted: Sequence[ActiveRule], module: cst.Module, result: FileResult, failed: Set[str]
) -> List[Tuple[ActiveRule, RawFinding]]:
    """All rules in one walk; a rule that raises is reported as an internal error and the others go on."""
    assert result.source is not None
    context = RuleContext(module=module, imports=build_import_table(module), text=result.source.text)
    tracker = ScopeTracker(context)
    instances = []
    for rule in wanted:
        assert rule.visitor is not None
        instances.append((rule, rule.visitor(context, rule.options, tracker)))
    walker = RuleWalker([instance for _, instance in instances], tracker)
    walker.walk(module)
    raw: List[Tuple[ActiveRule, RawFinding]] = []
    for rule, instance in instances:
        error = walker.failures.get(instance)
        if error is not None:
            result.internal_errors.append(
                f"internal error in {rule.meta.code} on {result.filename}: {type(error).__name__}: {error}"
            )
            failed.add(rule.meta.code)
            continue
        raw.extend((rule, finding) for finding in instance.findings)
    return raw


@contextlib.contextmanager
def _recursion_limit(limit: int) -> Iterator[None]:
    """libcst visits recursively, a few frames per level: valid Python nested 200 levels deep needs more."""
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(max(previous, limit))
    try:
        yield
    finally:
        sys.setrecursionlimit(previous)


def _bracket_depth(text: str) -> int:
    """The deepest bracket nesting in `text`, counting brackets in strings too (an upper bound)."""
    brackets = _NON_BRACKETS.sub("", text)
    if len(brackets) <= 2 * MAX_BRACKET_DEPTH:
        return len(brackets) // 2
    steps = brackets.encode("ascii").translate(_BRACKET_STEPS)
    # Each opener is 2, each closer 0: depth after i brackets is (running sum) - i.
    return max(total - index for index, total in enumerate(itertools.accumulate(steps), start=1))


def _python_rejects(result: FileResult, rules: Sequence[ActiveRule]) -> bool:
    """Whether CPython's own (fast) parser rejects the source; if so, report it as TFM000."""
    assert result.source is not None
    try:
        parse_python(result.source.text)
    except (SyntaxError, RecursionError, MemoryError) as error:
        _report_python_error(result, rules, error)
        return True
    return False


def _report_python_error(result: FileResult, rules: Sequence[ActiveRule], error: Optional[BaseException]) -> None:
    if isinstance(error, SyntaxError):
        message = f"syntax error: {_one_line(error.msg)}"
        _invalid_source(result, rules, message, error.lineno or 1, error.offset or 1)
    else:
        _invalid_source(result, rules, "source is nested too deeply to parse", 1, 1)


def _resolve(
    result: FileResult, module: cst.Module, raw: List[Tuple[ActiveRule, RawFinding]], checked: _Checked
) -> None:
    """Positions are computed for the reported nodes only, and only in files that have findings."""
    positions = node_ranges(module, [finding.node for _, finding in raw])
    assert result.source is not None
    text = result.source.text
    suppressions = checked.suppressions = parse_suppressions(text)
    comment_rows = noqa_rows(text)
    fixes = _Fixes(module, result)
    for rule, finding in raw:
        span = positions[finding.node]
        row = span.start.line
        code = rule.meta.code
        noqa_row = comment_rows.get(row, row)
        if suppressions.suppresses_in_file(code):
            continue
        suppressed_at = next((r for r in (row, noqa_row) if suppressions.suppresses_on_line(code, r)), None)
        if suppressed_at is not None:
            checked.used.add((suppressed_at, code))
            continue
        result.raw.append((rule, finding, span))
        result.findings.append(
            Finding(
                code=code,
                rule=rule.meta.name,
                message=finding.message,
                filename=result.filename,
                location=Location(row, span.start.column + 1),
                end_location=Location(span.end.line, span.end.column + 1),
                severity=rule.severity,
                fix=fixes.resolve(rule, finding),
                noqa_row=noqa_row,
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
        result.findings.append(
            Finding(
                code=UNUSED_NOQA,
                rule=rule.meta.name,
                message=rule.meta.message.format(codes=", ".join(f"`{code}`" for code in unused)),
                filename=result.filename,
                location=start,
                end_location=Location(directive.row, start.column + len(directive.comment)),
                severity=rule.severity,
                fix=removal_fix(directive, unused, index.line(directive.row)),
                noqa_row=directive.row,
            )
        )
    result.findings.sort(key=Finding.sort_key)


class _Fixes:
    """Turns rules' node replacements into edits; the extra position pass runs only if some finding has a fix."""

    def __init__(self, module: cst.Module, result: FileResult) -> None:
        assert result.source is not None
        self.module = module
        self.result = result
        self.text = result.source.text
        self._positions: Optional[Mapping[cst.CSTNode, CodeRange]] = None
        self._index: Optional[LineIndex] = None

    def resolve(self, rule: ActiveRule, finding: RawFinding) -> Optional[Fix]:
        if finding.fix is None:
            return None
        if self._positions is None or self._index is None:
            wrapper = MetadataWrapper(self.module, unsafe_skip_copy=True)
            self._positions = wrapper.resolve(WhitespaceInclusivePositionProvider)
            self._index = LineIndex(self.text)
        try:
            return resolve_fix(finding.fix, rule.meta.fix, self.module, self._positions, self._index)
        except RecursionError:
            raise
        except Exception as error:  # a broken fix must not cost the finding, nor the other files
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
        )
    )


def _one_line(message: str) -> str:
    return re.sub(r"\s+", " ", message).strip()


def default_rules(
    codes: Optional[Sequence[str]] = None, options: Optional[Dict[str, Dict[str, object]]] = None
) -> List[ActiveRule]:
    """Active rules with default settings (all non-preview rules, or exactly `codes`); for tests and the API."""
    from tflint_mem.core.catalog import rule_class

    chosen = []
    for code, meta in load_catalog().items():
        if codes is None and meta.preview:
            continue
        if codes is not None and code not in codes:
            continue
        values = {name: spec.default for name, spec in meta.options.items()}
        values.update((options or {}).get(code, {}))
        visitor = rule_class(meta) if meta.has_visitor else None
        chosen.append(ActiveRule(meta=meta, visitor=visitor, options=RuleOptions(values), severity=meta.severity))
    return chosen

"""Fix one file: apply every applicable fix in one pass, lint again, repeat until nothing more applies.

The result must be valid Python (it compiles if the original did, else libcst parses it) and encodable
in the file's encoding; otherwise the file is left as it was and an internal error says why. Writing
is not done here (see `tflint_mem.run.writer`): this module only computes the new text.
"""

from __future__ import annotations

import dataclasses
import warnings
from typing import List, Optional, Sequence

from tflint_mem.core.findings import Finding
from tflint_mem.core.options import FixMode as FixMode  # re-exported: where fixing is configured
from tflint_mem.core.results import FileResult
from tflint_mem.engine.lint import ActiveRule, lint_source
from tflint_mem.fixing.apply import apply_fixes
from tflint_mem.source.decode import SourceText

MAX_PASSES = 10


def fix_result(result: FileResult, rules: Sequence[ActiveRule], mode: FixMode) -> FileResult:
    """`result` (a first lint) after fixing: the remaining findings, `fixed` and `fixed_source` set.

    If the fixes do not lead to valid, encodable code within `MAX_PASSES` passes, the original result is
    returned with an internal error, and nothing is to be written.
    """
    source = result.source
    if source is None or not any(f.fix is not None and mode.applies(f.fix) for f in result.findings):
        return result
    original_compiles = _compile_error(source.text) is None
    text = source.text
    current = result
    fixed: List[Finding] = []
    for _ in range(MAX_PASSES):
        applied = apply_fixes(text, current.findings, mode.applies)
        if not applied.fixed:
            break
        problem = _invalid(applied.text, original_compiles)
        if problem is not None:
            codes = ", ".join(sorted({finding.code for finding in applied.fixed}))
            return _refused(result, f"fixing {codes} would make invalid code ({problem}); file left unchanged")
        text = applied.text
        fixed.extend(applied.fixed)
        current = lint_source(dataclasses.replace(source, text=text), result.filename, rules)
        new_errors = [error for error in current.internal_errors if error not in result.internal_errors]
        if new_errors:
            return _refused(result, *new_errors)
    else:
        if any(f.fix is not None and mode.applies(f.fix) for f in current.findings):
            return _refused(result, f"fixes did not settle after {MAX_PASSES} passes; file left unchanged")
    problem = _unencodable(source, text)
    if problem is not None:
        return _refused(result, problem)
    current.fixed = fixed
    current.source = source
    current.fixed_source = dataclasses.replace(source, text=text) if text != source.text else None
    return current


def verified(original: FileResult, changed: FileResult, action: str) -> FileResult:
    """`changed` if its new text (if any) is valid Python and encodable, else `original` with an internal error."""
    source, new = original.source, changed.fixed_source
    if source is None or new is None:
        return changed
    problem = _invalid(new.text, _compile_error(source.text) is None)
    if problem is not None:
        return _refused(original, f"{action} would make invalid code ({problem}); file left unchanged")
    problem = _unencodable(source, new.text)
    return _refused(original, problem) if problem is not None else changed


def _unencodable(source: SourceText, text: str) -> Optional[str]:
    try:
        source.encode(text)
    except UnicodeEncodeError as error:
        return f"the fixed code cannot be encoded as {source.encoding} ({error.reason}); file left unchanged"
    return None


def _refused(result: FileResult, *errors: str) -> FileResult:
    return dataclasses.replace(
        result, internal_errors=[*result.internal_errors, *(f"{result.filename}: {e}" for e in errors)]
    )


def _invalid(text: str, must_compile: bool) -> Optional[str]:
    """Why `text` is not acceptable as the fixed file, or None."""
    if must_compile:
        return _compile_error(text)
    import libcst as cst  # only for a file that did not compile before the fix either

    try:
        cst.parse_module(text)
    except cst.ParserSyntaxError as error:
        return f"syntax error at line {error.raw_line}"
    except RecursionError:
        return "nested too deeply to parse"
    return None


def _compile_error(text: str) -> Optional[str]:
    """Compile (never run) the code: stricter than parsing (a repeated keyword argument is a compile error)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(text, "<fixed>", "exec", dont_inherit=True)
    except SyntaxError as error:
        return f"{error.msg} at line {error.lineno}"
    except (ValueError, RecursionError, MemoryError) as error:
        return f"{type(error).__name__}: {error}"
    return None

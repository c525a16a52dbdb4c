"""The `tflint-mem` command: a thin shell over `tflint_mem.run.check`."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, List, Optional, Sequence, Tuple

import click

from tflint_mem import __version__
from tflint_mem.output.formats import FORMATS, FULL, TEXT_FORMATS, WITHOUT_EDITS

if TYPE_CHECKING:  # the rest is imported by the command that needs it: `--version` and `rules` load no linter
    from tflint_mem.core.findings import Finding
    from tflint_mem.core.results import FileResult
    from tflint_mem.run.check import RunResult, SettingsResolver

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2
DEFAULT_CACHE_DIR = ".tflint_mem_cache"  # as `tflint_mem.run.cache.DEFAULT_CACHE_DIR`
GC_THRESHOLD = 10_000  # allocations between young-generation collections (Python's default: 700)


def _split(values: Tuple[str, ...], option: str) -> Optional[Tuple[str, ...]]:
    if not values:
        return None
    from tflint_mem.core.config import ConfigError, check_selector

    selectors = tuple(item.strip() for value in values for item in value.split(",") if item.strip())
    for selector in selectors:
        try:
            check_selector(selector, option)
        except ConfigError as error:
            raise click.BadParameter(str(error).split(": ", 1)[1], param_hint=option) from None
    return selectors


def _spare_the_collector() -> None:
    """A check is one run that ends: what is loaded by now (the linter, its rules, click) lives until then, so the
    cycle collector is told not to scan it again (`gc.freeze`), and to run less often. Linting makes many short-lived
    objects (trees, facts); most are freed by reference counting, not by the collector, whose scans of a growing heap
    cost a short run several percent of its time."""
    import gc

    gc.freeze()
    gc.set_threshold(GC_THRESHOLD, *gc.get_threshold()[1:])


def _error(message: str) -> None:
    click.echo(f"error: {message}", err=True)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", prog_name="tflint-mem")
def main() -> None:
    """Find the TensorFlow patterns behind memory blow-ups and runaway tf.function retracing."""


@main.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option(
    "--select", "select", multiple=True, help="Rule codes or prefixes to enable (replaces the configured set)."
)
@click.option("--extend-select", multiple=True, help="Rule codes or prefixes to enable in addition.")
@click.option("--ignore", multiple=True, help="Rule codes or prefixes to disable.")
@click.option(
    "--config", "config", type=click.Path(path_type=Path, dir_okay=False), help="Use this configuration file."
)
@click.option(
    "--output-format",
    "--format",
    "output_format",
    type=click.Choice(FORMATS),
    default=FULL,
    show_default=True,
    help="full: each finding with its code and help; concise (or text): one line per finding; or a CI format.",
)
@click.option("--statistics", is_flag=True, help="Print the number of findings per rule instead of the findings.")
@click.option("--exit-zero", is_flag=True, help="Exit with 0 even if there are findings.")
@click.option("-q", "--quiet", is_flag=True, help="Print findings only, no summary.")
@click.option("--preview", is_flag=True, help="Enable preview rules selected by prefix.")
@click.option("--force-exclude", is_flag=True, help="Apply excludes to files named explicitly (for pre-commit).")
@click.option(
    "--stdin-filename", type=click.Path(path_type=Path), help="Read source from stdin, reported as this path."
)
@click.option("--fix", is_flag=True, help="Apply safe fixes (with --unsafe-fixes, unsafe ones too).")
@click.option("--unsafe-fixes", is_flag=True, help="Apply unsafe fixes too with --fix/--diff; without them, show them.")
@click.option("--diff", is_flag=True, help="Print the changes --fix would make, as a unified diff; write nothing.")
@click.option("--show-fixes", is_flag=True, help="List what --fix fixed, per file and rule.")
@click.option(
    "--add-noqa", is_flag=True, help="Add `# noqa: CODES` to every line with a finding (to adopt the linter)."
)
@click.option(
    "-j",
    "--jobs",
    type=click.IntRange(min=0),
    default=0,
    help="Processes to lint with (default 0: one per available core; one file is always linted in-process).",
)
@click.option("--no-cache", is_flag=True, help="Neither read nor write the result cache.")
@click.option(
    "--cache-dir",
    type=click.Path(path_type=Path, file_okay=False),
    default=DEFAULT_CACHE_DIR,
    show_default=True,
    help="Where to keep the result cache.",
)
def check(
    paths: Tuple[Path, ...],
    select: Tuple[str, ...],
    extend_select: Tuple[str, ...],
    ignore: Tuple[str, ...],
    config: Optional[Path],
    output_format: str,
    statistics: bool,
    exit_zero: bool,
    quiet: bool,
    preview: bool,
    force_exclude: bool,
    stdin_filename: Optional[Path],
    fix: bool,
    unsafe_fixes: bool,
    diff: bool,
    show_fixes: bool,
    add_noqa: bool,
    jobs: int,
    no_cache: bool,
    cache_dir: Path,
) -> None:
    """Lint PATHS (files or folders; default: the current folder). Use - to read stdin."""
    from tflint_mem.core.config import ConfigError, Selection
    from tflint_mem.core.options import FixMode
    from tflint_mem.output.progress import Progress
    from tflint_mem.output.progress import wanted as progress_wanted
    from tflint_mem.run.cache import ResultCache
    from tflint_mem.run.check import CheckOptions, RunResult, SettingsResolver, check_bytes, check_paths
    from tflint_mem.run.parallel import default_jobs

    if add_noqa and (fix or diff):
        raise click.UsageError("--add-noqa cannot be combined with --fix or --diff")
    _spare_the_collector()
    from_stdin = stdin_filename is not None or paths == (Path("-"),)
    options = CheckOptions(
        selection=Selection(
            select=_split(select, "--select"),
            extend_select=_split(extend_select, "--extend-select") or (),
            ignore=_split(ignore, "--ignore") or (),
        ),
        config=config,
        preview=preview,
        force_exclude=force_exclude,
        fix=FixMode(unsafe=unsafe_fixes) if fix or diff else None,
        add_noqa=add_noqa,
        write=(fix or add_noqa) and not diff and not from_stdin,
        resolve_fixes=needs_edits(output_format, statistics, add_noqa or show_fixes),
    )
    if config is not None and not config.is_file():
        _error(f"{config}: configuration file not found")
        sys.exit(EXIT_ERROR)
    try:
        resolver = SettingsResolver(options)
        if from_stdin:
            name = str(stdin_filename) if stdin_filename is not None else "-"
            data = sys.stdin.buffer.read()
            if force_exclude and stdin_filename is not None and stdin_excluded(stdin_filename, resolver):
                run = RunResult()
            else:
                run = RunResult(files=[check_bytes(data, name, options, resolver)])
        else:
            run = check_paths(
                list(paths) or [Path(".")],
                options,
                resolver,
                jobs=jobs or default_jobs(),
                cache=None if no_cache else ResultCache(cache_dir),
                progress=Progress(sys.stderr) if progress_wanted(sys.stderr, output_format, quiet) else None,
            )
    except ConfigError as error:
        _error(str(error))
        sys.exit(EXIT_ERROR)
    if diff:
        sys.exit(_report_diff(run, quiet))
    if (fix or add_noqa) and from_stdin:
        # The fixed source is the output, as formatters do; the findings that remain go to stderr.
        new = run.files[0].fixed_source
        sys.stdout.flush()
        sys.stdout.buffer.write(new.encode(new.text) if new is not None else data)
        sys.stdout.buffer.flush()
    if add_noqa:
        sys.exit(_report_noqa(run, quiet))
    output = Output(output_format, statistics, quiet, exit_zero, unsafe_fixes, show_fixes, to_stderr=fix and from_stdin)
    sys.exit(_report(run, output))


def needs_edits(output_format: str, statistics: bool, fixing: bool) -> bool:
    """Whether this run needs every fix's edits: to apply them (`fixing`: `--add-noqa`, `--show-fixes`) or to print
    them (JSON, SARIF). The other outputs show only which findings are fixable, and how safely, which needs no
    libcst (see `CheckOptions.resolve_fixes`); `--fix` and `--diff` resolve the fixes they apply anyway
    (`CheckOptions.needs_edits`)."""
    if fixing:
        return True
    return not statistics and output_format not in WITHOUT_EDITS


def stdin_excluded(path: Path, resolver: SettingsResolver) -> bool:
    """`--force-exclude` applies the configuration's excludes to the name given with `--stdin-filename`."""
    from tflint_mem.run.discovery import excluded_with_parents

    return excluded_with_parents(path, resolver.is_excluded)


@dataclass(frozen=True)
class Output:
    """How to present a run's results."""

    format: str = FULL
    statistics: bool = False
    quiet: bool = False
    exit_zero: bool = False
    unsafe_fixes: bool = False
    show_fixes: bool = False
    to_stderr: bool = False


def _report(run: RunResult, output: Output) -> int:
    from tflint_mem.core.findings import Finding
    from tflint_mem.output.reporters import REPORTERS, text
    from tflint_mem.output.reporters.text import fixed_listing, statistics, summary
    from tflint_mem.output.sources import SourceLines
    from tflint_mem.output.style import Style, wants_color

    _report_errors(run)
    findings: List[Finding] = sorted(
        (finding for result in run.files for finding in result.findings), key=Finding.sort_key
    )
    fixed = [finding for result in run.files for finding in result.fixed]
    is_text = output.format in TEXT_FORMATS
    style = Style(color=is_text and wants_color(sys.stderr if output.to_stderr else sys.stdout))
    if output.statistics:
        click.echo(statistics(findings), nl=False, err=output.to_stderr)
    else:
        # Only the text formats mark what this run's flags would fix; JSON shows every fix.
        if output.format == FULL:
            rendered = text.render_full(findings, SourceLines(run.files), output.unsafe_fixes, style)
        elif is_text:
            rendered = text.render(findings, output.unsafe_fixes, style)
        else:
            rendered = REPORTERS[output.format](findings)
        click.echo(rendered, nl=False, err=output.to_stderr, color=style.color)
    if is_text and not output.statistics:
        if output.show_fixes:
            click.echo(fixed_listing(fixed), nl=False, err=output.to_stderr)
        if not output.quiet:
            click.echo(summary(findings, output.unsafe_fixes, fixed=len(fixed)), err=output.to_stderr)
    if run.path_errors or run.internal_errors:
        return EXIT_ERROR
    if findings and not output.exit_zero:
        return EXIT_FINDINGS
    return EXIT_CLEAN


def _report_diff(run: RunResult, quiet: bool) -> int:
    """`--diff`: the diff on stdout, `Would fix N problems` on stderr; exit 1 if there is a diff."""
    from tflint_mem.output.reporters import diff as diff_reporter

    _report_errors(run)
    changed = [result for result in run.files if result.fixed_source is not None]
    click.echo(diff_reporter.render(changed), nl=False)
    would_fix = sum(len(result.fixed) for result in changed)
    if not quiet:
        click.echo(f"Would fix {would_fix} {'problem' if would_fix == 1 else 'problems'}", err=True)
    if run.path_errors or run.internal_errors:
        return EXIT_ERROR
    return EXIT_FINDINGS if changed else EXIT_CLEAN


def _report_noqa(run: RunResult, quiet: bool) -> int:
    """`--add-noqa`: how many lines got a directive (or more codes in one); exit 0 unless something failed."""
    _report_errors(run)
    lines = {(finding.filename, finding.noqa_row) for result in run.files for finding in result.fixed}
    if not quiet:
        click.echo(f"Added {len(lines)} noqa {'directive' if len(lines) == 1 else 'directives'}", err=True)
    return EXIT_ERROR if run.path_errors or run.internal_errors else EXIT_CLEAN


def _report_errors(run: RunResult) -> None:
    for message in run.warnings:
        click.echo(f"warning: {message}", err=True)
    for message in run.path_errors:
        _error(message)
    for message in run.internal_errors:
        _error(message)


LSP_EXTRA_MISSING = 'the language server needs pygls: pip install "tflint-mem[lsp]"'


@main.command()
def server() -> None:
    """Run the language server over stdio (for editors; needs the `lsp` extra)."""
    try:
        from tflint_mem.integrations.lsp import serve
    except ModuleNotFoundError as error:
        if error.name not in ("pygls", "lsprotocol") and not str(error.name).startswith(("pygls.", "lsprotocol.")):
            raise
        _error(LSP_EXTRA_MISSING)
        sys.exit(EXIT_ERROR)
    serve()


@main.command("rules")
def rules_command() -> None:
    """List every rule: code, name, whether it is on by default, its fix, its severity."""
    from tflint_mem.core.catalog import load_catalog
    from tflint_mem.output.docs import rule_table

    click.echo(rule_table(list(load_catalog().values())), nl=False)


@main.command("rule")
@click.argument("code")
def rule_command(code: str) -> None:
    """Show the full documentation of one rule (by code or name)."""
    from tflint_mem.core.catalog import load_catalog
    from tflint_mem.output.docs import render_rule

    catalog = load_catalog()
    meta = catalog.get(code.upper()) or next((m for m in catalog.values() if m.name == code), None)
    if meta is None:
        _error(f"unknown rule {code!r} (see `tflint-mem rules`)")
        sys.exit(EXIT_ERROR)
    click.echo(render_rule(meta), nl=False)


def results_findings(results: Sequence[FileResult]) -> List[Finding]:
    from tflint_mem.core.findings import Finding

    return sorted((f for r in results for f in r.findings), key=Finding.sort_key)

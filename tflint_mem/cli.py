"""The `tflint-mem` command: a thin shell over `tflint_mem.run`."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import List, Optional, Sequence, Tuple

import click

from tflint_mem import __version__
from tflint_mem.cache import DEFAULT_CACHE_DIR, ResultCache
from tflint_mem.catalog import load_catalog
from tflint_mem.config import ConfigError, Selection, check_selector
from tflint_mem.docs import render_rule, rule_table
from tflint_mem.engine import FileResult
from tflint_mem.findings import Finding
from tflint_mem.parallel import default_jobs
from tflint_mem.progress import Progress
from tflint_mem.progress import wanted as progress_wanted
from tflint_mem.reporters import REPORTERS
from tflint_mem.reporters.text import statistics, summary
from tflint_mem.run import CheckOptions, RunResult, SettingsResolver, check_bytes, check_paths

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2


def _split(values: Tuple[str, ...], option: str) -> Optional[Tuple[str, ...]]:
    if not values:
        return None
    selectors = tuple(item.strip() for value in values for item in value.split(",") if item.strip())
    for selector in selectors:
        try:
            check_selector(selector, option)
        except ConfigError as error:
            raise click.BadParameter(str(error).split(": ", 1)[1], param_hint=option) from None
    return selectors


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
@click.option("--format", "output_format", type=click.Choice(sorted(REPORTERS)), default="text", show_default=True)
@click.option("--statistics", is_flag=True, help="Print the number of findings per rule instead of the findings.")
@click.option("--exit-zero", is_flag=True, help="Exit with 0 even if there are findings.")
@click.option("-q", "--quiet", is_flag=True, help="Print findings only, no summary.")
@click.option("--preview", is_flag=True, help="Enable preview rules selected by prefix.")
@click.option("--force-exclude", is_flag=True, help="Apply excludes to files named explicitly (for pre-commit).")
@click.option(
    "--stdin-filename", type=click.Path(path_type=Path), help="Read source from stdin, reported as this path."
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
    jobs: int,
    no_cache: bool,
    cache_dir: Path,
) -> None:
    """Lint PATHS (files or folders; default: the current folder). Use - to read stdin."""
    options = CheckOptions(
        selection=Selection(
            select=_split(select, "--select"),
            extend_select=_split(extend_select, "--extend-select") or (),
            ignore=_split(ignore, "--ignore") or (),
        ),
        config=config,
        preview=preview,
        force_exclude=force_exclude,
    )
    if config is not None and not config.is_file():
        _error(f"{config}: configuration file not found")
        sys.exit(EXIT_ERROR)
    try:
        resolver = SettingsResolver(options)
        if stdin_filename is not None or paths == (Path("-"),):
            name = str(stdin_filename) if stdin_filename is not None else "-"
            run = RunResult(files=[check_bytes(sys.stdin.buffer.read(), name, options, resolver)])
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
    sys.exit(_report(run, output_format, statistics, quiet, exit_zero))


def _report(run: RunResult, output_format: str, show_statistics: bool, quiet: bool, exit_zero: bool) -> int:
    for message in run.warnings:
        click.echo(f"warning: {message}", err=True)
    for message in run.path_errors:
        _error(message)
    for message in run.internal_errors:
        _error(message)
    findings: List[Finding] = sorted(
        (finding for result in run.files for finding in result.findings), key=Finding.sort_key
    )
    if show_statistics:
        click.echo(statistics(findings), nl=False)
    else:
        click.echo(REPORTERS[output_format](findings), nl=False)
    if output_format == "text" and not quiet and not show_statistics:
        click.echo(summary(findings), err=False)
    if run.path_errors or run.internal_errors:
        return EXIT_ERROR
    if findings and not exit_zero:
        return EXIT_FINDINGS
    return EXIT_CLEAN


@main.command("rules")
def rules_command() -> None:
    """List every rule: code, name, whether it is on by default, its fix, its severity."""
    click.echo(rule_table(list(load_catalog().values())), nl=False)


@main.command("rule")
@click.argument("code")
def rule_command(code: str) -> None:
    """Show the full documentation of one rule (by code or name)."""
    catalog = load_catalog()
    meta = catalog.get(code.upper()) or next((m for m in catalog.values() if m.name == code), None)
    if meta is None:
        _error(f"unknown rule {code!r} (see `tflint-mem rules`)")
        sys.exit(EXIT_ERROR)
    click.echo(render_rule(meta), nl=False)


def results_findings(results: Sequence[FileResult]) -> List[Finding]:
    return sorted((f for r in results for f in r.findings), key=Finding.sort_key)

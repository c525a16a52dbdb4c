"""Benchmark tflint-mem on a corpus, every figure as a ratio to a reference measured in the same run.

    python -m bench.run                          # on the installed tensorflow and keras sources
    python -m bench.run --corpus /src/repos      # on folders of your own (public TensorFlow repositories)
    python -m bench.run --max-lines 450000       # the first files of the corpus, up to this many lines

Every measurement runs the command line in a fresh process, as a user would, and reports wall time, cpu time (of
the process and the workers it waited for) and peak RSS (of the largest of them):

- the floor: `libcst.parse_module` alone, in one process, on the Python text of the same files (a notebook's code
  cells, as they are linted);
- a cold scan with every rule (`--select ALL --preview`, empty cache, `--jobs N`), a warm re-scan (nothing
  changed), and a cold scan with `--jobs 1`: against the floor; these print the default text format, which needs
  no fix resolved into edits, and a cold `--jobs 1` scan with `--output-format json` (every fix resolved on
  libcst's tree) shows what resolving costs;
- one ~500-line file end to end (a file some rule screens in), with and without the cache: against Fixit on the same
  file (Fixit runs from a virtualenv the bench makes for it, in `~/.cache/tflint-mem-bench`, on first use: `pip
  install fixit` there; `--skip-fixit` leaves it out);
- `tflint-mem --version`;
- `--fix` on a copy of the corpus with nothing left to fix (a first `--fix` fixes what there is), against `check`
  on the same copy (both without the cache);
- peak RSS with `--copies K` times the files against once (the same number of files per project, so each run
  follows calls across modules the same way);
- the language server (`tflint-mem server`, warm): the median time from `didOpen` and from `didSave` of the one
  file to its diagnostics (`--skip-lsp` leaves it out; needs pygls).

`--phases` adds where a cold single-process scan (as a text-format `check`: fixes not resolved) spends its cpu
time. Timings belong here, never in the tests (`tests/test_bench.py` only checks that the bench runs); on a shared
machine take the best of a few runs.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tflint_mem.analysis.prefilter import FileFacts  # noqa: E402
from tflint_mem.core.catalog import load_catalog  # noqa: E402
from tflint_mem.engine.lint import default_rules  # noqa: E402
from tflint_mem.run.discovery import discover  # noqa: E402
from tflint_mem.run.parallel import default_jobs  # noqa: E402
from tflint_mem.run.project import MAX_FILES  # noqa: E402
from tflint_mem.source.decode import DecodeError, SourceText, decode_source  # noqa: E402
from tflint_mem.source.notebook import NOTEBOOK_SUFFIX, NotebookSource, read_notebook  # noqa: E402

PARSE_ONLY = """
import sys, libcst
for path in open(sys.argv[1], encoding="utf-8").read().splitlines():
    try:
        libcst.parse_module(open(path, encoding="utf-8").read())
    except Exception:
        pass
"""
TIME = shutil.which("time", path="/usr/bin:/bin") or ""  # GNU time, for peak RSS (see `run`)
FIXIT_HOME = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "tflint-mem-bench" / "fixit"

# (figure, target ratio or seconds, whether it is a ratio)
TARGETS = {
    "cold": 0.30,
    "warm": 0.02,
    "one file": 0.25,
    "version": 0.1,
    "fix": 1.1,
    "rss": 1.2,
    "lsp": 0.150,
}


@dataclass
class Measure:
    name: str
    wall: float
    cpu: float
    rss_mb: float
    files: int = 0
    lines: int = 0
    exit_code: int = 0

    def row(self, note: str = "") -> str:
        rate = f"{self.files / self.wall:>9,.0f} {self.lines / self.wall:>11,.0f}" if self.lines else " " * 21
        return f"{self.name:<46} {self.wall:>7.2f} {self.cpu:>7.2f} {rate} {self.rss_mb:>8.0f}{note}"


HEADER = f"{'run':<46} {'wall s':>7} {'cpu s':>7} {'files/s':>9} {'lines/s':>11} {'peak MB':>8}"


def run(command: Sequence[str], cwd: Path) -> Tuple[float, float, float, int]:
    """Wall time, cpu time and peak RSS in MB (the largest of the process and the children it waited for, such as
    pool workers), and the exit code."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), NO_COLOR="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # measure as installed: modules load from bytecode
    # A child forked from this (large) process starts with its memory counted in its peak RSS: GNU time, small,
    # forks the command instead, and reports the peak of the command and the workers it waited for.
    report = cwd / ".time"
    timed = [TIME, "-f", "%e %U %S %M", "-o", str(report), *command] if TIME else list(command)
    start = time.perf_counter()
    process = subprocess.Popen(timed, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert process.stderr is not None
    errors = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.stderr.write(errors.decode(errors="replace")[-2000:])
    cpu, rss = usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024
    if TIME:
        fields = report.read_text().split()[-4:]
        cpu, rss = float(fields[1]) + float(fields[2]), int(fields[3]) / 1024
    return wall, cpu, rss, code


def median_run(command: Sequence[str], cwd: Path, repeat: int) -> Tuple[float, float, float, int]:
    runs = [run(command, cwd) for _ in range(repeat)]
    return (
        statistics.median(r[0] for r in runs),
        statistics.median(r[1] for r in runs),
        max(r[2] for r in runs),
        max(r[3] for r in runs),
    )


def package_folder(name: str) -> Optional[Path]:
    spec = importlib.util.find_spec(name)  # finds the package without importing it
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def python_text(path: Path) -> Optional[str]:
    """The Python source the linter reads from a file: a notebook's code cells joined, as they are linted."""
    data = path.read_bytes()
    if path.name.endswith(NOTEBOOK_SUFFIX):
        notebook = read_notebook(data)
        return notebook.python if isinstance(notebook, NotebookSource) else None
    decoded = decode_source(data)
    return decoded.text if isinstance(decoded, SourceText) else None


def link_tree(files: Sequence[Path], target: Path, copies: int, folders: Sequence[Path] = ()) -> None:
    """`copies` trees of links to `files` under `target` (links to files are followed, as the CLI does), each file at
    its path under the corpus folder that holds it (`folders`), so imports between the corpus's modules resolve as in
    the repositories: a tree of renamed files would leave the project index nothing to follow. Each corpus folder's
    copy is marked as a checkout (an empty `.git` folder), as a clone of it is: a project of its own."""
    roots = [Path(os.path.abspath(folder)) for folder in folders]
    for copy in range(copies):
        for number, root in enumerate(roots):
            (target / f"copy{copy}" / f"{number:02d}_{root.name}" / ".git").mkdir(parents=True, exist_ok=True)
        for index, path in enumerate(files):
            absolute = Path(os.path.abspath(path))
            root = next(((number, r) for number, r in enumerate(roots) if r in absolute.parents), None)
            if root is None:
                relative = Path(f"{index // 500:03d}") / f"{index:05d}_{path.name}"
            else:
                relative = Path(f"{root[0]:02d}_{root[1].name}") / absolute.relative_to(root[1])
            link = target / f"copy{copy}" / relative
            link.parent.mkdir(parents=True, exist_ok=True)
            link.symlink_to(absolute)


def pick_single_file(files: Sequence[Path], lines: Dict[Path, int]) -> Path:
    """A `.py` file of about 500 lines that some rule screens in (so it is checked in full): the pre-commit case."""
    near = sorted(
        (path for path in files if path.suffix == ".py" and 400 <= lines[path] <= 600),
        key=lambda p: (abs(lines[p] - 500), str(p)),
    )
    rules = [rule for rule in default_rules() if rule.implementation is not None]
    for path in near:
        decoded = decode_source(path.read_bytes())
        if isinstance(decoded, DecodeError):
            continue
        facts = FileFacts(decoded.text)
        if facts.tree is not None and any(
            r.implementation is not None
            and r.implementation.in_scope(facts, r.options)
            and r.triggered_by(decoded.text)
            and r.implementation.is_candidate(facts, r.options)
            for r in rules
        ):
            return path
    return near[0] if near else files[0]


def fixit_command() -> Optional[List[str]]:
    """Fixit in a virtualenv of the bench's own (made and filled on first use), or None if it cannot be had."""
    executable = FIXIT_HOME / "venv" / "bin" / "fixit"
    if not executable.exists():
        try:
            subprocess.run([sys.executable, "-m", "venv", str(FIXIT_HOME / "venv")], check=True, capture_output=True)
            pip = FIXIT_HOME / "venv" / "bin" / "pip"
            subprocess.run([str(pip), "install", "-q", "fixit"], check=True, capture_output=True, timeout=600)
        except (OSError, subprocess.SubprocessError):
            return None
    return [str(executable), "lint"] if executable.exists() else None


async def lsp_latency(path: Path, rounds: int) -> Tuple[List[float], List[float]]:
    """Times from `didOpen` and from `didSave` of `path` to its diagnostics, on a warm server (one round first)."""
    from lsprotocol import types
    from pygls.lsp.client import LanguageClient

    client = LanguageClient("bench", "1")
    received: asyncio.Queue[types.PublishDiagnosticsParams] = asyncio.Queue()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
        received.put_nowait(params)

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    await client.start_io(sys.executable, "-m", "tflint_mem", "server", env=env, cwd=str(path.parent))
    await client.initialize_async(types.InitializeParams(capabilities=types.ClientCapabilities()))
    client.initialized(types.InitializedParams())
    uri, text = path.as_uri(), path.read_text(encoding="utf-8")

    async def diagnostics(version: Optional[int]) -> None:
        while True:
            found = await received.get()
            if found.uri == uri and found.version == version:
                return

    opened: List[float] = []
    saved: List[float] = []
    for number in range(rounds + 1):
        # Each round opens a new text, then edits and saves it at once (before the pause after typing): both are
        # real lints, not answers remembered from the previous round.
        start = time.perf_counter()
        item = types.TextDocumentItem(uri, "python", 1, f"{text}# round {number}\n")
        client.text_document_did_open(types.DidOpenTextDocumentParams(item))
        await diagnostics(1)
        opened.append(time.perf_counter() - start)
        change = types.TextDocumentContentChangeWholeDocument(f"{text}# round {number}, edited\n")
        identifier = types.VersionedTextDocumentIdentifier(uri=uri, version=2)
        client.text_document_did_change(types.DidChangeTextDocumentParams(identifier, [change]))
        start = time.perf_counter()
        client.text_document_did_save(types.DidSaveTextDocumentParams(types.TextDocumentIdentifier(uri)))
        await diagnostics(2)
        saved.append(time.perf_counter() - start)
        await asyncio.sleep(0.3)  # the change's own (debounced) lint
        client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri)))
        await diagnostics(None)  # the close clears them
        while not received.empty():
            received.get_nowait()
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    return opened[1:], saved[1:]  # the first round warms the server (configuration, the project's index)


def phase_breakdown(files: Sequence[Path], resolve_fixes: bool = False) -> None:
    """Cpu seconds per phase of a cold, single-process scan, timed by wrapping the functions of each phase; by
    default as a text-format `check` runs it (fixes not resolved: libcst's phases show 0 calls)."""
    import libcst

    from tflint_mem.analysis import prefilter as screen
    from tflint_mem.analysis import syntax
    from tflint_mem.engine import lint as engine
    from tflint_mem.run import parallel
    from tflint_mem.source import cst_view, notebook

    spent: Dict[str, float] = {}
    calls: Dict[str, int] = {}
    order: List[str] = []

    def timed(owner: object, attribute: str, phase: str) -> None:
        real = getattr(owner, attribute)
        order.append(phase)

        def wrapper(*args: object, **kwargs: object) -> object:
            start = time.process_time()
            try:
                return real(*args, **kwargs)
            finally:
                spent[phase] = spent.get(phase, 0.0) + time.process_time() - start
                calls[phase] = calls.get(phase, 0) + 1

        setattr(owner, attribute, wrapper)

    timed(parallel, "read_source", "read files")
    timed(notebook, "read_notebook", "read notebooks (cells as IPython reads them)")
    timed(engine, "decode_source", "decode (encoding, BOM)")
    timed(screen.ast, "parse", "Python's parser (ast.parse)")
    timed(screen, "_collect", "screen facts (one pass over the ast)")
    timed(syntax.SyntaxIndex, "_walk", "syntax index (one walk of the tree)")
    timed(engine, "_run_rules", "rules, with the facts they build")
    timed(cst_view, "CstView", "libcst view (files with a fix only)")
    timed(libcst, "parse_module", "libcst.parse_module (inside the view)")
    rules = default_rules(list(load_catalog()))  # every rule, as --select ALL --preview
    checking = parallel.Checking(resolve_fixes=resolve_fixes)
    start = time.process_time()
    for path in files:
        parallel.check_file(path, rules, checking)
    total = time.process_time() - start
    how = "fixes resolved into edits" if resolve_fixes else "as a text-format check: fixes not resolved"
    print(f"\ncpu time of a cold scan in one process (no project index, {how}), by phase ({total:.2f} s in all):")
    for phase in sorted(order, key=lambda phase: -spent.get(phase, 0.0)):
        seconds = spent.get(phase, 0.0)
        print(f"  {phase:<46} {seconds:>7.2f} s  {100 * seconds / total:>4.0f}%  ({calls.get(phase, 0):,} calls)")


def verdict(value: float, target: float) -> str:
    return "met" if value <= target else "not met"


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.run", description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", nargs="*", type=Path, help="folders to scan (default: tensorflow and keras)")
    parser.add_argument("--jobs", type=int, default=default_jobs(), help="jobs for the parallel runs")
    parser.add_argument("--max-lines", type=int, default=0, help="scan only the first files up to this many lines")
    parser.add_argument("--copies", type=int, default=4, help="copies for the memory check (0: skip it)")
    parser.add_argument("--repeat", type=int, default=5, help="runs of the single-file and --version cases")
    parser.add_argument("--skip-fixit", action="store_true", help="do not run Fixit")
    parser.add_argument("--skip-lsp", action="store_true", help="do not time the language server")
    parser.add_argument("--skip-fix", action="store_true", help="do not time --fix against check")
    parser.add_argument("--phases", action="store_true", help="also time each phase of a cold scan (in this process)")
    args = parser.parse_args(argv)

    folders = args.corpus or [p for p in (package_folder("tensorflow"), package_folder("keras")) if p is not None]
    if not folders:
        parser.error("no corpus: install tensorflow/keras or pass --corpus")
    files = discover(folders, lambda path: False).files
    lines = {path: path.read_bytes().count(b"\n") for path in files}
    if args.max_lines:
        chosen, total = [], 0
        for path in files:
            if total >= args.max_lines:
                break
            chosen.append(path)
            total += lines[path]
        files = chosen
    python = sys.executable
    texts = {path: python_text(path) for path in files}
    n_lines = sum(text.count("\n") for text in texts.values() if text is not None)
    print(f"corpus: {len(files):,} files, {n_lines:,} lines of Python from {', '.join(str(f) for f in folders)}")
    print(f"machine: {os.cpu_count()} cores, {default_jobs()} available; parallel runs use --jobs {args.jobs}\n")
    print(HEADER)
    ratios: List[Tuple[str, str, str, str]] = []  # figure, value, ratio, target
    results: List[Measure] = []

    with tempfile.TemporaryDirectory(prefix="tflint-mem-bench-") as scratch:
        work = Path(scratch)
        tree = work / "tree"
        link_tree(files, tree, 1, folders)
        check = [python, "-m", "tflint_mem", "check", "--select", "ALL", "--preview", "--exit-zero", "-q"]
        run([*check, "--no-cache", str(next(iter(files)))], work)  # warm-up: bytecode written, disk cache filled

        def measure(name: str, command: Sequence[str], count: int = len(files), n: int = n_lines) -> Measure:
            wall, cpu, rss, code = run(command, work)
            result = Measure(name, wall, cpu, rss, count, n, code)
            results.append(result)
            print(result.row(), flush=True)
            return result

        sources = work / "python"
        sources.mkdir()
        listing = []
        for index, text in enumerate(texts.values()):
            if text is not None:
                copy = sources / f"{index:05d}.py"
                copy.write_text(text, encoding="utf-8")
                listing.append(str(copy))
        (work / "files.txt").write_text("\n".join(listing), encoding="utf-8")
        floor = measure("libcst.parse_module alone (1 process): floor", [python, "-c", PARSE_ONLY, "files.txt"])

        cache = work / "cache"
        cold = measure(
            f"cold, all rules, --jobs {args.jobs}",
            [*check, "--cache-dir", str(cache), "--jobs", str(args.jobs), "tree"],
        )
        warm = measure(f"warm (nothing changed), --jobs {args.jobs}", [*check, "--cache-dir", str(cache), "tree"])
        plain = measure("cold, all rules, --jobs 1", [*check, "--no-cache", "--jobs", "1", "tree"])
        resolving = measure(
            "cold, all rules, --jobs 1, JSON (fixes resolved)",
            [*check, "--no-cache", "--jobs", "1", "--output-format", "json", "tree"],
        )
        ratios.append(("cold scan, all rules", f"{cold.wall:.2f} s", f"{cold.wall / floor.wall:.3f}x floor", "cold"))
        ratios.append(("  (cpu time)", f"{cold.cpu:.2f} s", f"{cold.cpu / floor.cpu:.3f}x floor cpu", ""))
        ratios.append(("warm re-scan", f"{warm.wall:.2f} s", f"{warm.wall / floor.wall:.4f}x floor", "warm"))
        ratios.append(
            (
                "cold scan, --jobs 1, JSON (fixes resolved)",
                f"{resolving.cpu:.2f} s cpu",
                f"{resolving.cpu / plain.cpu:.2f}x text-format cpu ({plain.cpu:.2f} s)",
                "",
            )
        )

        single = pick_single_file(files, lines)
        one_cmd = [python, "-m", "tflint_mem", "check", "--exit-zero", "-q"]
        wall, cpu, rss, _ = median_run([*one_cmd, "--no-cache", str(single)], work, args.repeat)
        one = Measure(f"one file ({lines[single]} lines), no cache", wall, cpu, rss)
        print(one.row(f"   median of {args.repeat}: {single}"))
        run([*one_cmd, "--cache-dir", str(work / "one-cache"), str(single)], work)
        wall, cpu, rss, _ = median_run(
            [*one_cmd, "--cache-dir", str(work / "one-cache"), str(single)], work, args.repeat
        )
        cached_one = Measure(f"one file ({lines[single]} lines), cached", wall, cpu, rss)
        print(cached_one.row(f"   median of {args.repeat}"))
        fixit = None if args.skip_fixit else fixit_command()
        if fixit is not None:
            wall, cpu, rss, _ = median_run([*fixit, str(single)], work, args.repeat)
            fixit_one = Measure("Fixit on the same file", wall, cpu, rss)
            print(fixit_one.row(f"   median of {args.repeat}"))
            ratio = f"{one.wall / fixit_one.wall:.2f}x Fixit ({fixit_one.wall:.2f} s)"
            ratios.append(("one ~500-line file, end to end", f"{one.wall:.2f} s", ratio, "one file"))
            ratios.append(
                (
                    "  same, project summaries cached",
                    f"{cached_one.wall:.2f} s",
                    f"{cached_one.wall / fixit_one.wall:.2f}x Fixit",
                    "",
                )
            )
        else:
            print("Fixit: not available (--skip-fixit, or it could not be installed)")

        wall, cpu, rss, _ = median_run([python, "-m", "tflint_mem", "--version"], work, args.repeat)
        version = Measure("tflint-mem --version", wall, cpu, rss)
        print(version.row(f"   median of {args.repeat}"))
        ratios.append(("tflint-mem --version", f"{version.wall:.3f} s", "", "version"))

        if not args.skip_fix:
            fixing = work / "fixing"
            for index, path in enumerate(files):
                copy = fixing / f"{index // 500:03d}" / f"{index:05d}_{path.name}"
                copy.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, copy)
            base = [python, "-m", "tflint_mem", "check", "--exit-zero", "-q", "--no-cache", "--jobs", str(args.jobs)]
            run([*base, "--fix", "fixing"], work)  # fix what there is: then there is nothing to fix
            plain = measure("check, nothing to fix, no cache", [*base, "fixing"])
            fixed = measure("check --fix, nothing to fix, no cache", [*base, "--fix", "fixing"])
            ratios.append(
                ("--fix with nothing to fix", f"{fixed.wall:.2f} s", f"{fixed.wall / plain.wall:.2f}x check", "fix")
            )

        if args.copies > 1:
            per_copy = files[: max(2, MAX_FILES // args.copies)]  # every copy a project the index follows
            once, many = work / "once", work / "many"
            link_tree(per_copy, once, 1, folders)
            link_tree(per_copy, many, args.copies, folders)
            base = [*check, "--no-cache", "--jobs", str(args.jobs)]
            small = measure(f"{len(per_copy):,} files, --no-cache", [*base, "once"], len(per_copy), 0)
            big = measure(f"{args.copies} x {len(per_copy):,} files, --no-cache", [*base, "many"], len(per_copy), 0)
            ratio = f"{big.rss_mb / small.rss_mb:.2f}x ({small.rss_mb:.0f} -> {big.rss_mb:.0f} MB)"
            ratios.append((f"peak RSS, {args.copies}x the files", f"{big.rss_mb:.0f} MB", ratio, "rss"))

        if not args.skip_lsp and importlib.util.find_spec("pygls") is not None:
            opened, saved = asyncio.run(lsp_latency(single, args.repeat))
            for label, times in (("didOpen", opened), ("didSave", saved)):
                value = statistics.median(times)
                print(f"{'server, ' + label + ' -> diagnostics (warm)':<46} {value:>7.3f}   median of {len(times)}")
                ratios.append((f"language server, {label} -> diagnostics", f"{value * 1000:.0f} ms", "", "lsp"))

    if args.phases:
        phase_breakdown(files)
    print("\n| figure | measured | ratio (same run) | target |")
    print("| --- | ---: | --- | --- |")
    for figure, value, ratio, key in ratios:
        target = ""
        if key:
            goal = TARGETS[key]
            number = float(value.split()[0]) / (1000 if value.endswith("ms") else 1)
            measured = float(ratio.split("x")[0]) if ratio else number
            unit = "x" if ratio else " s"
            target = f"<= {goal}{unit}: {verdict(measured, goal)}"
        print(f"| {figure} | {value} | {ratio} | {target} |")
    failed = [m.name for m in results if m.exit_code not in (0, 1)]
    if failed:
        print(f"failed runs: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

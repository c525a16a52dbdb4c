"""Benchmark tflint-mem on a corpus (default: the installed tensorflow and keras sources).

    python -m bench.run                      # everything below, on tensorflow + keras
    python -m bench.run --max-lines 450000   # on the first 450k lines of it (the README's target size)
    python -m bench.run --corpus src/ --jobs 4 --copies 0 --skip-libcst

Every measurement runs the command line in a fresh process, as a user would, and reports its wall time,
files/s, lines/s and peak RSS (of the largest process: the main one or a worker): a cold scan (empty cache)
with N jobs and with one, a warm re-scan, one ~500-line file end to end (pre-commit, an editor), and
`libcst.parse_module` alone on the same files. `--copies K` scans K copies of the corpus (file links) to show
that peak memory does not grow with the number of files. `--phases` adds where a cold single-process scan spends
its cpu time (Python's parser, the screen, libcst's parser, the rules, positions).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional, Sequence

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tflint_mem.analysis.prefilter import FileFacts  # noqa: E402
from tflint_mem.core.catalog import load_catalog  # noqa: E402
from tflint_mem.engine.lint import default_rules  # noqa: E402
from tflint_mem.run.discovery import discover  # noqa: E402
from tflint_mem.run.parallel import default_jobs  # noqa: E402
from tflint_mem.source.decode import DecodeError, decode_source  # noqa: E402

PARSE_ONLY = """
import sys, libcst
for path in open(sys.argv[1], encoding="utf-8").read().splitlines():
    try:
        libcst.parse_module(open(path, "rb").read())
    except Exception:
        pass
"""


@dataclass
class Measure:
    name: str
    wall: float
    cpu: float
    rss_mb: float
    files: int
    lines: int
    exit_code: int = 0

    def row(self, note: str = "") -> str:
        rate = f"{self.files / self.wall:>9,.0f} {self.lines / self.wall:>11,.0f}" if self.lines else " " * 21
        return f"{self.name:<40} {self.wall:>7.2f} {self.cpu:>7.2f} {rate} {self.rss_mb:>8.0f}{note}"


HEADER = f"{'run':<40} {'wall s':>7} {'cpu s':>7} {'files/s':>9} {'lines/s':>11} {'peak MB':>8}"


def run(command: Sequence[str], cwd: Path) -> tuple:
    """Wall time, CPU time and peak RSS in MB (the largest of the process and the children it waited for,
    such as pool workers), and the exit code."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # measure as installed: modules load from bytecode
    start = time.perf_counter()
    process = subprocess.Popen(list(command), cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert process.stderr is not None
    errors = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode not in (0, 1):
        sys.stderr.write(errors.decode(errors="replace")[-2000:])
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, process.returncode


def package_folder(name: str) -> Optional[Path]:
    spec = importlib.util.find_spec(name)  # finds the package without importing it
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def count_lines(path: Path) -> int:
    with open(path, "rb") as handle:
        return handle.read().count(b"\n")


def link_tree(files: Sequence[Path], target: Path, copies: int) -> None:
    """`copies` trees of links to `files` under `target` (links to files are followed, as the CLI does)."""
    for copy in range(copies):
        for index, path in enumerate(files):
            link = target / f"copy{copy}" / f"{index // 500:03d}" / f"{index:05d}_{path.name}"
            link.parent.mkdir(parents=True, exist_ok=True)
            link.symlink_to(path)


def pick_single_file(files: Sequence[Path], lines: Dict[Path, int]) -> Path:
    """A file of about 500 lines that libcst must parse (some rule is a candidate): the pre-commit case."""
    near = sorted((path for path in files if 400 <= lines[path] <= 600), key=lambda p: (abs(lines[p] - 500), str(p)))
    rules = [rule for rule in default_rules() if rule.visitor is not None]
    for path in near:
        decoded = decode_source(path.read_bytes())
        if isinstance(decoded, DecodeError):
            continue
        facts = FileFacts(decoded.text)
        if facts.tree is not None and any(
            r.triggered_by(decoded.text) and r.visitor is not None and r.visitor.is_candidate(facts, r.options)
            for r in rules
        ):
            return path
    return near[0] if near else files[0]


def phase_breakdown(files: Sequence[Path]) -> None:
    """Cpu seconds per phase of a cold, single-process scan, timed by wrapping the functions of each phase."""
    import libcst

    from tflint_mem.analysis import prefilter as screen
    from tflint_mem.engine import lint as engine
    from tflint_mem.run import parallel

    spent: Dict[str, float] = {}
    calls: Dict[str, int] = {}

    def timed(owner: object, attribute: str, phase: str) -> None:
        real = getattr(owner, attribute)

        def wrapper(*args: object, **kwargs: object) -> object:
            start = time.process_time()
            try:
                return real(*args, **kwargs)
            finally:
                spent[phase] = spent.get(phase, 0.0) + time.process_time() - start
                calls[phase] = calls.get(phase, 0) + 1

        setattr(owner, attribute, wrapper)

    timed(parallel, "read_source", "read files")
    timed(engine, "decode_source", "decode (encoding, BOM)")
    timed(screen.ast, "parse", "Python's parser (ast.parse)")
    timed(screen, "_collect", "screen facts (one pass over the ast)")
    timed(libcst, "parse_module", "libcst.parse_module")
    timed(engine, "build_import_table", "import table")
    timed(engine, "_run_rules", "rule walk (import table included)")
    timed(engine, "node_ranges", "positions of reported nodes")
    rules = default_rules(list(load_catalog()))  # every rule, as --select ALL --preview
    start = time.process_time()
    for path in files:
        parallel.check_file(path, rules)
    total = time.process_time() - start
    print(f"\ncpu time of a cold scan in one process, by phase ({total:.2f} s in all):")
    for phase, seconds in sorted(spent.items(), key=lambda item: -item[1]):
        print(f"  {phase:<40} {seconds:>7.2f} s  {100 * seconds / total:>4.0f}%  ({calls[phase]:,} calls)")


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.run", description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", nargs="*", type=Path, help="folders to scan (default: tensorflow and keras)")
    parser.add_argument("--jobs", type=int, default=default_jobs(), help="jobs for the parallel runs")
    parser.add_argument("--max-lines", type=int, default=0, help="scan only the first files up to this many lines")
    parser.add_argument("--copies", type=int, default=4, help="copies for the memory check (0: skip it)")
    parser.add_argument("--skip-libcst", action="store_true", help="do not time libcst.parse_module alone")
    parser.add_argument("--repeat", type=int, default=5, help="runs of the single-file case (median reported)")
    parser.add_argument("--phases", action="store_true", help="also time each phase of a cold scan (in this process)")
    args = parser.parse_args(argv)

    folders = args.corpus or [p for p in (package_folder("tensorflow"), package_folder("keras")) if p is not None]
    if not folders:
        parser.error("no corpus: install tensorflow/keras or pass --corpus")
    files = discover(folders, lambda path: False).files
    lines = {path: count_lines(path) for path in files}
    if args.max_lines:
        chosen, total = [], 0
        for path in files:
            if total >= args.max_lines:
                break
            chosen.append(path)
            total += lines[path]
        files = chosen
    n_lines = sum(lines[path] for path in files)
    python = sys.executable
    print(f"corpus: {len(files):,} files, {n_lines:,} lines from {', '.join(str(f) for f in folders)}")
    print(f"machine: {os.cpu_count()} cores, {default_jobs()} available; parallel runs use --jobs {args.jobs}\n")
    print(HEADER)

    with tempfile.TemporaryDirectory(prefix="tflint-mem-bench-") as scratch:
        work = Path(scratch)
        tree = work / "tree"
        link_tree(files, tree, 1)
        check = [python, "-m", "tflint_mem", "check", "--select", "ALL", "--preview", "--exit-zero", "-q"]
        run([*check, "--no-cache", str(next(iter(files)))], work)  # warm-up: bytecode written, disk cache filled

        results: List[Measure] = []

        def measure(name: str, command: Sequence[str], count: int = len(files), n: int = n_lines) -> Measure:
            wall, cpu, rss, code = run(command, work)
            result = Measure(name, wall, cpu, rss, count, n, code)
            results.append(result)
            print(result.row(), flush=True)
            return result

        cache = work / "cache"
        cold = measure(
            f"cold, --jobs {args.jobs}", [*check, "--cache-dir", str(cache), "--jobs", str(args.jobs), str(tree)]
        )
        measure(f"warm (unchanged files), --jobs {args.jobs}", [*check, "--cache-dir", str(cache), str(tree)])
        measure("cold, --jobs 1", [*check, "--no-cache", "--jobs", "1", str(tree)])

        single = pick_single_file(files, lines)
        runs = [run([python, "-m", "tflint_mem", "check", "--no-cache", str(single)], work) for _ in range(args.repeat)]
        wall, cpu = statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)
        one = Measure(f"one file ({lines[single]} lines), end to end", wall, cpu, max(r[2] for r in runs), 1, 0)
        print(one.row(f"   median of {args.repeat}: {single.name}"))

        if not args.skip_libcst:
            listing = work / "files.txt"
            listing.write_text("\n".join(str(path) for path in files), encoding="utf-8")
            measure("libcst.parse_module alone (1 process)", [python, "-c", PARSE_ONLY, str(listing)])

        if args.copies > 1:
            copies = work / "copies"
            link_tree(files, copies, args.copies)
            many = measure(
                f"{args.copies} copies of the corpus, --jobs {args.jobs}",
                [*check, "--no-cache", "--jobs", str(args.jobs), str(copies)],
                len(files) * args.copies,
                n_lines * args.copies,
            )
            growth = 100 * (many.rss_mb - cold.rss_mb) / cold.rss_mb
            sizes = f"{cold.rss_mb:.0f} -> {many.rss_mb:.0f} MB"
            print(f"\npeak RSS, {args.copies} copies of the corpus against one: {growth:+.0f}% ({sizes})")
    if args.phases:
        phase_breakdown(files)
    failed = [m.name for m in results if m.exit_code not in (0, 1)]
    if failed:
        print(f"failed runs: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

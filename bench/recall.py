"""Recall and look-alike rate on the real-report benchmark (`bench/realworld`, see its README).

    python -m bench.recall                # per rule: recall on positives, share of look-alikes flagged
    python -m bench.recall --misses       # also list every expected site that was not reported
    python -m bench.recall --flagged      # also list every finding in a look-alike
    python -m bench.recall --json         # the figures as JSON
    python -m bench.recall --preview      # with preview rules (default: the default rule set)
    python -m bench.recall --select TFM008,TFM009   # only these rules

Every case is linted as a user would lint it, with the default configuration (`bench/realworld/.tflint-mem.yaml`
is empty): a file or notebook on its own, a folder case as one project.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import dataclasses
import json
import re
import shutil
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, Iterator, List, Optional, Sequence, Set, Tuple

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tflint_mem.core.config import Selection  # noqa: E402
from tflint_mem.core.findings import Finding  # noqa: E402
from tflint_mem.run.check import CheckOptions, check_paths  # noqa: E402

CASES = Path(__file__).resolve().parent / "realworld"
HEADER_FILE = "CASE.py"
EXPECT = re.compile(r"^#\s*expect:\s*(TFM\d{3})\s+(?:(cell\s+\d+):)?(?:([\w./-]+):)?(\d+)\s*$")
SOURCE = re.compile(r"^#\s*source:\s*(\S+)")
# Findings of this rule in a look-alike are counted apart: every tf.function without a signature is reported.
SIGNATURE_RULE = "TFM001"


@dataclass(frozen=True)
class Site:
    code: str
    path: str  # relative to the case ("" for a single file)
    line: int
    cell: Optional[int] = None


@dataclass
class Case:
    path: Path
    positive: bool
    sites: List[Site] = field(default_factory=list)
    sources: List[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return str(self.path.relative_to(self.path.parents[1]))  # `positive/name`, under any --cases folder


def header_lines(case: Path) -> List[str]:
    """The leading comment lines of a case (of `CASE.py` in a folder, of the first code cell of a notebook)."""
    if case.is_dir():
        text = (case / HEADER_FILE).read_text(encoding="utf-8")
    elif case.suffix == ".ipynb":
        cells = json.loads(case.read_text(encoding="utf-8"))["cells"]
        first = next(cell for cell in cells if cell["cell_type"] == "code")
        source = first["source"]
        text = "".join(source) if isinstance(source, list) else source
    else:
        text = case.read_text(encoding="utf-8")
    lines = []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        lines.append(line)
    return lines


def load_case(path: Path, positive: bool) -> Case:
    case = Case(path, positive)
    for line in header_lines(path):
        source = SOURCE.match(line)
        if source:
            case.sources.append(source.group(1))
        expect = EXPECT.match(line)
        if expect:
            code, cell, file, row = expect.groups()
            number = int(cell.split()[1]) if cell else None
            case.sites.append(Site(code, file or "", int(row), number))
    if positive and not case.sites:
        raise SystemExit(f"{case.name}: a positive case needs at least one `# expect: TFMnnn LINE` line")
    if not case.sources:
        raise SystemExit(f"{case.name}: a case needs a `# source: URL` line")
    return case


def load_cases(root: Path = CASES) -> List[Case]:
    cases = []
    for kind, positive in (("positive", True), ("lookalike", False)):
        folder = root / kind
        if not folder.is_dir():
            continue
        for path in sorted(folder.iterdir()):
            if path.name.startswith((".", "_")) or (path.is_file() and path.suffix not in (".py", ".ipynb")):
                continue
            cases.append(load_case(path, positive))
    return cases


@contextlib.contextmanager
def isolated(path: Path) -> Iterator[Path]:
    """A copy of a case (file or folder) in a folder of its own, with a `pyproject.toml` as a project root has, so
    that no other case's modules are part of its project (in place, its project is this whole repository)."""
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "pyproject.toml").write_text("")
        copy = root / path.name
        if path.is_dir():
            shutil.copytree(path, copy)
        else:
            shutil.copy(path, copy)
        yield copy


def lint_case(case: Case, preview: bool, select: Optional[Tuple[str, ...]] = None) -> List[Finding]:
    """Lint a case as its own project: a copy in a folder of its own (with a `pyproject.toml`, as a project root
    has), so that no other case's modules are part of its project. Findings name files relative to the case."""
    options = CheckOptions(selection=Selection(select=select), preview=preview)
    with isolated(case.path) as copy:
        run = check_paths([copy], options)
        problems = run.internal_errors + run.path_errors
        if problems:
            print(f"warning: {case.name}: {problems[0]}", file=sys.stderr)
        return [
            dataclasses.replace(finding, filename=str(Path(finding.filename).resolve().relative_to(copy.resolve())))
            if case.path.is_dir()
            else finding
            for result in run.files
            for finding in result.findings
            if finding.code != "TFM100"
        ]


def matches(site: Site, finding: Finding, case: Case) -> bool:
    if finding.code != site.code:
        return False
    if case.path.is_dir() and Path(finding.filename) != Path(site.path):
        return False
    if site.cell is not None and finding.cell != site.cell:
        return False
    return finding.location.row <= site.line <= finding.end_location.row


@dataclass
class Tally:
    sites: int = 0
    found: int = 0
    files: int = 0
    files_found: int = 0
    lookalikes_flagged: int = 0

    def recall(self) -> Optional[float]:
        return self.found / self.sites if self.sites else None

    def file_recall(self) -> Optional[float]:
        return self.files_found / self.files if self.files else None


def evaluate(cases: Sequence[Case], preview: bool, select: Optional[Tuple[str, ...]] = None) -> Dict[str, object]:
    per_rule: Dict[str, Tally] = collections.defaultdict(Tally)
    total = Tally()
    projects = Tally()  # the folder cases: the loop in one module, the leak in another
    misses: List[Tuple[str, Site]] = []
    flagged: List[Tuple[str, Finding]] = []
    lookalikes = flagged_files = flagged_files_any = 0
    for case in cases:
        findings = lint_case(case, preview, select)
        if case.positive:
            hit_rules: Set[str] = set()
            for site in case.sites:
                found = any(matches(site, finding, case) for finding in findings)
                for tally in (per_rule[site.code], total, *([projects] if case.path.is_dir() else [])):
                    tally.sites += 1
                    tally.found += found
                if found:
                    hit_rules.add(site.code)
                else:
                    misses.append((case.name, site))
            for code in {site.code for site in case.sites}:
                per_rule[code].files += 1
                per_rule[code].files_found += code in hit_rules
            for tally in (total, *([projects] if case.path.is_dir() else [])):
                tally.files += 1
                tally.files_found += bool(hit_rules)
        else:
            lookalikes += 1
            codes = {finding.code for finding in findings}
            for code in codes:
                per_rule[code].lookalikes_flagged += 1
            flagged_files += bool(codes - {SIGNATURE_RULE})
            flagged_files_any += bool(codes)
            flagged.extend((case.name, finding) for finding in findings)
    return {
        "per_rule": dict(sorted(per_rule.items())),
        "total": total,
        "projects": projects,
        "lookalikes": lookalikes,
        "lookalikes_flagged": flagged_files,
        "lookalikes_flagged_any_rule": flagged_files_any,
        "misses": misses,
        "flagged": flagged,
    }


def _ratio(value: Optional[float]) -> str:
    return "   -" if value is None else f"{value:.2f}"


def render(results: Dict[str, object]) -> str:
    per_rule: Dict[str, Tally] = results["per_rule"]  # type: ignore[assignment]
    total: Tally = results["total"]  # type: ignore[assignment]
    lookalikes: int = results["lookalikes"]  # type: ignore[assignment]
    lines = [
        f"{'rule':<8}{'sites':>6}{'found':>6}{'recall':>8}{'files':>7}{'found':>6}{'recall':>8}"
        f"{'look-alikes flagged':>21}",
    ]
    for code, tally in per_rule.items():
        share = tally.lookalikes_flagged / lookalikes if lookalikes else 0.0
        lines.append(
            f"{code:<8}{tally.sites:>6}{tally.found:>6}{_ratio(tally.recall()):>8}{tally.files:>7}"
            f"{tally.files_found:>6}{_ratio(tally.file_recall()):>8}{tally.lookalikes_flagged:>12} ({share:.0%})"
        )
    flagged: int = results["lookalikes_flagged"]  # type: ignore[assignment]
    flagged_any: int = results["lookalikes_flagged_any_rule"]  # type: ignore[assignment]
    lines.append(
        f"{'all':<8}{total.sites:>6}{total.found:>6}{_ratio(total.recall()):>8}{total.files:>7}"
        f"{total.files_found:>6}{_ratio(total.file_recall()):>8}"
    )
    projects: Tally = results["projects"]  # type: ignore[assignment]
    lines.append(
        f"{'projects':<8}{projects.sites:>6}{projects.found:>6}{_ratio(projects.recall()):>8}{projects.files:>7}"
        f"{projects.files_found:>6}{_ratio(projects.file_recall()):>8}   (multi-module folder cases)"
    )
    rate = flagged / lookalikes if lookalikes else 0.0
    rate_any = flagged_any / lookalikes if lookalikes else 0.0
    lines.append(
        f"look-alikes: {lookalikes}; flagged by a rule other than {SIGNATURE_RULE}: {flagged} ({rate:.0%});"
        f" by any rule: {flagged_any} ({rate_any:.0%})"
    )
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=Path, default=CASES, help="the benchmark folder (default: %(default)s)")
    parser.add_argument("--preview", action="store_true", help="enable preview rules too")
    parser.add_argument("--misses", action="store_true", help="list the expected sites that were not reported")
    parser.add_argument("--flagged", action="store_true", help="list the findings in look-alikes")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--select", help="only these rules (comma-separated codes), as `check --select`")
    args = parser.parse_args(argv)
    cases = load_cases(args.cases)
    if not cases:
        print(f"no cases under {args.cases}", file=sys.stderr)
        return 2
    select = tuple(code.strip() for code in args.select.split(",")) if args.select else None
    if args.preview and select is None:
        select = ("ALL",)  # as with ruff, `--preview` alone enables no preview rule: select them all
    results = evaluate(cases, args.preview, select)
    if args.json:
        per_rule: Dict[str, Tally] = results["per_rule"]  # type: ignore[assignment]
        total: Tally = results["total"]  # type: ignore[assignment]
        projects: Tally = results["projects"]  # type: ignore[assignment]
        figures = {
            "rules": {
                code: {
                    "sites": t.sites,
                    "found": t.found,
                    "recall": t.recall(),
                    "lookalikes_flagged": t.lookalikes_flagged,
                }
                for code, t in per_rule.items()
            },
            "total": {"sites": total.sites, "found": total.found, "recall": total.recall()},
            "projects": {"sites": projects.sites, "found": projects.found, "recall": projects.recall()},
            "lookalikes": results["lookalikes"],
            "lookalikes_flagged": results["lookalikes_flagged"],
            "lookalikes_flagged_any_rule": results["lookalikes_flagged_any_rule"],
        }
        print(json.dumps(figures, indent=2))
        return 0
    print(render(results))
    if args.misses:
        print("\nmissed sites:")
        for name, site in results["misses"]:  # type: ignore[attr-defined]
            where = f"{site.path}:" if site.path else ""
            where = f"cell {site.cell}:" if site.cell is not None else where
            print(f"  {name}: {site.code} at {where}{site.line}")
    if args.flagged:
        print("\nfindings in look-alikes:")
        for name, finding in results["flagged"]:  # type: ignore[attr-defined]
            cell = f"cell {finding.cell}:" if finding.cell is not None else ""
            print(f"  {name}: {finding.code} at {cell}{finding.location.row}: {finding.message[:100]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

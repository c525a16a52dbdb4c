"""The speed-ups, proven on real code (the installed tensorflow and keras sources): each gives the same answers
as the slow path it replaces (the screens, the process pool, the result cache)."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

import pytest

from bench.recall import isolated
from tests.test_real_corpus import package_folder
from tflint_mem.core.catalog import load_catalog
from tflint_mem.core.config import Selection
from tflint_mem.core.findings import Finding
from tflint_mem.engine.lint import ActiveRule, default_rules
from tflint_mem.run.cache import ResultCache
from tflint_mem.run.check import CheckOptions, RunResult, check_paths
from tflint_mem.run.discovery import discover
from tflint_mem.run.parallel import default_jobs, scan
from tflint_mem.run.projects import Projects, open_projects

pytestmark = pytest.mark.real

OPTIONS = CheckOptions(selection=Selection(select=("ALL",)), preview=True)


@pytest.fixture(scope="module")
def corpus() -> List[Path]:
    folders = [package_folder("tensorflow"), package_folder("keras")]
    files = discover(folders, lambda path: False).files
    assert len(files) > 1000
    return files


def lint_all(
    files: Sequence[Path], rules: List[ActiveRule], screen: bool, projects: Optional[Projects] = None
) -> Dict[str, Tuple[List[Finding], List[str]]]:
    outcomes = scan(files, lambda path: rules, jobs=default_jobs(), screen=screen, projects=projects)
    found = {}
    for outcome in outcomes:
        assert outcome.result is not None, outcome.error
        found[outcome.result.filename] = (outcome.result.findings, outcome.result.internal_errors)
    return found


def test_screen_never_drops_a_file_the_rules_would_flag(corpus: List[Path]):
    rules = default_rules(list(load_catalog()))
    screened = lint_all(corpus, rules, screen=True)
    unscreened = lint_all(corpus, rules, screen=False)
    assert screened == unscreened
    assert sum(len(findings) for findings, _ in screened.values()) > 0


REALWORLD = Path(__file__).resolve().parents[1] / "bench" / "realworld"


def screens_drop_nothing(cases: List[Path], isolate: bool = True) -> int:
    """Lint each case (a file, or a folder as one project) with and without the screens, the project index on
    (imports of other modules, callers in other modules); the findings must be the same. How many there were.
    A benchmark case is linted as `bench.recall` lints it, from a copy in a project of its own: in place, its
    project would be this whole repository, every other case included."""
    rules = default_rules(list(load_catalog()))
    total = 0
    for case in cases:
        with isolated(case) if isolate else contextlib.nullcontext(case) as where:
            files = discover([where], lambda path: False).files
            projects = open_projects(files)
            screened = lint_all(files, rules, screen=True, projects=projects)
            assert screened == lint_all(files, rules, screen=False, projects=projects), where
            total += sum(len(findings) for findings, _ in screened.values())
    return total


@pytest.mark.parametrize("kind", ["positive", "lookalike"])
def test_screens_drop_no_finding_through_the_project_index_on_the_real_report_cases(kind: str):
    """The real-report cases, whose folder cases reach findings only across modules (one test per kind, so that
    each stays well inside the per-test timeout as the benchmark grows)."""
    found = screens_drop_nothing(sorted((REALWORLD / kind).iterdir()))
    assert found > 0  # TFM001 reports look-alikes too (tf.functions whose fixed shapes it cannot know)


def test_screens_drop_no_finding_through_the_project_index_on_keras():
    """The keras package as one project."""
    assert screens_drop_nothing([package_folder("keras")], isolate=False) > 0


def findings(run: RunResult) -> List[Finding]:
    return [finding for result in run.files for finding in result.findings]


def test_findings_identical_with_one_or_two_jobs_cold_and_warm(tmp_path: Path):
    folders = [package_folder("tensorflow"), package_folder("keras")]
    cache = tmp_path / "cache"
    cold = check_paths(folders, OPTIONS, jobs=2, cache=ResultCache(cache))
    warm_one = check_paths(folders, OPTIONS, jobs=1, cache=ResultCache(cache))
    warm_two = check_paths(folders, OPTIONS, jobs=2, cache=ResultCache(cache))
    assert findings(cold) and cold.internal_errors == [] and cold.warnings == []
    assert findings(warm_one) == findings(cold) == findings(warm_two)
    single = check_paths(folders, OPTIONS, jobs=1)
    assert findings(single) == findings(cold)

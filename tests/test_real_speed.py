"""The speed-ups, proven on real code (the installed tensorflow and keras sources): each gives the same answers
as the slow path it replaces."""

from __future__ import annotations

from pathlib import Path
from typing import Dict, List, Sequence, Tuple

import libcst as cst
import pytest

from tests.test_real_corpus import package_folder
from tests.test_traversal import full_plan, libcst_events, walk_events
from tflint_mem.analysis import traversal
from tflint_mem.core.catalog import load_catalog
from tflint_mem.core.config import Selection
from tflint_mem.core.findings import Finding
from tflint_mem.engine.lint import ActiveRule, default_rules
from tflint_mem.run.cache import ResultCache
from tflint_mem.run.check import CheckOptions, RunResult, check_paths
from tflint_mem.run.discovery import discover
from tflint_mem.run.parallel import default_jobs, scan

pytestmark = pytest.mark.real

OPTIONS = CheckOptions(selection=Selection(select=("ALL",)), preview=True)


@pytest.fixture(scope="module")
def corpus() -> List[Path]:
    folders = [package_folder("tensorflow"), package_folder("keras")]
    files = discover(folders, lambda path: False).files
    assert len(files) > 1000
    return files


def lint_all(
    files: Sequence[Path], rules: List[ActiveRule], screen: bool
) -> Dict[str, Tuple[List[Finding], List[str]]]:
    outcomes = scan(files, lambda path: rules, jobs=default_jobs(), screen=screen)
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


def test_walk_reports_the_same_events_as_libcst_on_real_files(corpus: List[Path]):
    plan = full_plan()
    for path in corpus[::40]:
        try:
            module = cst.parse_module(path.read_bytes())
        except cst.ParserSyntaxError:
            continue
        assert walk_events(module, plan) == libcst_events(module), path
        assert_children_match_annotations(module)


def assert_children_match_annotations(module: cst.Module) -> None:
    """What the pruned walk relies on: every child is of a type its field's annotation allows."""
    stack: List[cst.CSTNode] = [module]
    while stack:
        node = stack.pop()
        allowed = traversal.possible_children(type(node))
        for child in traversal.children_of(type(node)):
            value = getattr(node, child.name)
            for item in value if isinstance(value, (tuple, list)) else [value]:
                if isinstance(item, cst.CSTNode):
                    assert type(item) in allowed[child.name], (type(node).__name__, child.name, type(item).__name__)
                    stack.append(item)


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

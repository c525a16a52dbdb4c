"""A big project's summaries worked out once by a pool, into the summaries' cache, before its files are linted."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tflint_mem.analysis import project as analysis_project
from tflint_mem.engine.lint import default_rules
from tflint_mem.run import parallel, priming
from tflint_mem.run.cache import ResultCache
from tflint_mem.run.project import Project
from tflint_mem.run.projects import open_projects

FILES = {
    "pkg/__init__.py": "from .model import build\n",
    "pkg/model.py": "import tensorflow as tf\nfrom .layers import block\n\n"
    "def build():\n    return tf.keras.Sequential()\n",
    "pkg/layers.py": "import tensorflow as tf\n\ndef block(x):\n    return tf.keras.layers.Dense(3)(x)\n",
    "train.py": "from pkg import build\n\nfor _ in range(3):\n    model = build()\n",
    "notes.py": "print('imports nothing, and nothing imports it')\n",
}


def make(root: Path, cache: Path | None = None) -> Project:
    for name, text in FILES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    (root / "pyproject.toml").write_text("")
    return Project(root, cache)


def relative(project: Project, path: str) -> str:
    return Path(path).relative_to(project.root).as_posix()


def test_linked_modules_come_after_what_they_import_and_leave_out_the_unlinked(tmp_path: Path):
    project = make(tmp_path)
    order = [relative(project, path) for path in project.linked_modules()]
    assert sorted(order) == ["pkg/__init__.py", "pkg/layers.py", "pkg/model.py", "train.py"]
    assert order.index("pkg/layers.py") < order.index("pkg/model.py") < order.index("pkg/__init__.py")
    assert order.index("pkg/__init__.py") < order.index("train.py")


def test_a_primed_cache_holds_every_summary_the_linting_would_work_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    if not hasattr(os, "fork"):
        pytest.skip("priming shares the project with forked workers")
    cache = tmp_path / "cache"
    project = make(tmp_path / "proj", cache)
    priming.prime_summaries([project], jobs=2)
    stored = list((cache / "summaries").glob("*.json"))
    assert len(stored) == len(project.linked_modules()) == 4
    # A new run's project reads them all from the cache: nothing is summarised again.
    fresh = Project(project.root, cache)

    def refuse(facts: object) -> None:
        raise AssertionError("summarised again")

    monkeypatch.setattr(analysis_project, "summarise", refuse)
    for path in fresh.linked_modules():
        assert fresh.summary(path) is not None


def test_only_projects_with_many_files_to_lint_are_primed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    project = make(tmp_path / "proj", tmp_path / "cache")
    primed = []
    monkeypatch.setattr(priming, "prime_summaries", lambda projects, jobs: primed.append(list(projects)))
    projects = open_projects([Path(path) for path in project.files], tmp_path / "cache")
    assert projects is not None
    tasks = [parallel._Task(Path(path), 0, 1, projects.group(path)) for path in project.files]
    monkeypatch.setattr(priming, "MIN_FILES", len(tasks))
    parallel._prime(tasks, projects, jobs=2)
    monkeypatch.setattr(priming, "MIN_FILES", len(tasks) + 1)
    parallel._prime(tasks, projects, jobs=2)
    assert [[p.root for p in found] for found in primed] == [[project.root], []]


def test_findings_are_the_same_with_the_summaries_primed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    project = make(tmp_path / "proj")
    files = [Path(path) for path in sorted(project.files)]
    rules = default_rules()

    def run(min_files: int, cache: Path) -> list:
        monkeypatch.setattr(priming, "MIN_FILES", min_files)
        monkeypatch.setattr(parallel, "POOL_MIN_BYTES", 0)
        result_cache = ResultCache(cache)
        projects = open_projects(files, cache / "projects", result_cache.contents)
        outcomes = parallel.scan(files, lambda path: rules, jobs=2, cache=result_cache, projects=projects)
        return sorted(
            (o.path.name, f.code, f.location.row) for o in outcomes for f in (o.result.findings if o.result else [])
        )

    primed = run(1, tmp_path / "primed")
    assert primed == run(10_000, tmp_path / "unprimed")
    assert ("train.py", "TFM009", 4) in primed

"""An editor's buffer in the project index (`Project.update`): what is parsed, summarised and forgotten, and when."""

from __future__ import annotations

import ast
import os
import pickle
from pathlib import Path
from typing import Dict, List

import pytest

from tflint_mem.analysis import prefilter
from tflint_mem.analysis import project as analysis_project
from tflint_mem.run.project import Project

LIB = "import tensorflow as tf\n\ndef build():\n    return tf.keras.Sequential()\n\ndef helper():\n    return 1\n"
TRAINER = "from lib import build\ndef fit_one():\n    return build()\nfor step in range(10):\n    fit_one()\n"
SAME_SUMMARY = LIB + "# a comment: the module does what it did\n"
OTHER_SUMMARY = LIB.replace("return tf.keras.Sequential()", "return None")


def make(root: Path, files: Dict[str, str]) -> Project:
    for name, text in {"pyproject.toml": "", **files}.items():
        (root / name).write_text(text, encoding="utf-8")
    return Project(root)


def path_of(root: Path, name: str) -> str:
    return os.path.normpath(str(root / name))


@pytest.fixture
def summarised(monkeypatch: pytest.MonkeyPatch) -> List[str]:
    """The modules summarised from here on, in order (their `ProjectView` paths)."""
    seen: List[str] = []
    real = analysis_project.summarise

    def counting(facts):  # type: ignore[no-untyped-def]
        seen.append(facts.project.path)
        return real(facts)

    monkeypatch.setattr(analysis_project, "summarise", counting)
    return seen


def test_an_edit_is_summarised_only_once_an_importers_summary_is_needed(tmp_path: Path, summarised: List[str]):
    proj = make(tmp_path, {"lib.py": LIB, "trainer.py": TRAINER})
    lib, trainer = path_of(tmp_path, "lib.py"), path_of(tmp_path, "trainer.py")
    before = proj.summary(trainer)
    summarised.clear()
    proj.update(lib, SAME_SUMMARY)
    assert summarised == []  # linting the edited module may never need it
    assert proj.summary(trainer) is before  # the cutoff holds: the importer is not summarised again
    assert summarised == [lib]


def test_callers_see_an_edit_that_changes_the_summary(tmp_path: Path):
    proj = make(tmp_path, {"lib.py": LIB, "trainer.py": TRAINER})
    lib, trainer = path_of(tmp_path, "lib.py"), path_of(tmp_path, "trainer.py")
    assert [path for path, _ in proj.callers(f"{lib}::build")] == [trainer]
    proj.update(lib, LIB.replace("def build():", "def rebuilt():"))  # same imports, `build` gone
    assert proj.callers(f"{lib}::build") == []
    proj.update(lib, LIB)
    assert [path for path, _ in proj.callers(f"{lib}::build")] == [trainer]


@pytest.mark.parametrize(
    "edits, kept",
    [
        ([OTHER_SUMMARY, SAME_SUMMARY], True),  # back to what the importer was summarised with
        ([SAME_SUMMARY, OTHER_SUMMARY], False),
        ([OTHER_SUMMARY], False),
    ],
)
def test_edits_before_the_cutoff_is_decided_compare_with_the_text_before_them(
    tmp_path: Path, edits: List[str], kept: bool
):
    proj = make(tmp_path, {"lib.py": LIB, "trainer.py": TRAINER})
    lib, trainer = path_of(tmp_path, "lib.py"), path_of(tmp_path, "trainer.py")
    before = proj.summary(trainer)
    for text in edits:
        proj.update(lib, text)
    after = proj.summary(trainer)
    assert (after is before) == kept
    fresh = make(tmp_path, {"lib.py": edits[-1], "trainer.py": TRAINER})
    assert after == fresh.summary(trainer)


def test_an_edit_of_another_module_decides_the_first_one(tmp_path: Path):
    proj = make(tmp_path, {"lib.py": LIB, "trainer.py": TRAINER, "other.py": "def g():\n    pass\n"})
    lib, trainer, other = (path_of(tmp_path, name) for name in ("lib.py", "trainer.py", "other.py"))
    before = proj.summary(trainer)
    proj.update(lib, OTHER_SUMMARY)
    proj.update(other, "def g():\n    return 2\n")
    after = proj.summary(trainer)
    assert after is not before and after != before


def test_an_edit_that_changes_the_imports_is_decided_at_once(tmp_path: Path, summarised: List[str]):
    proj = make(tmp_path, {"lib.py": LIB, "trainer.py": TRAINER, "other.py": "def g():\n    pass\n"})
    lib, trainer = path_of(tmp_path, "lib.py"), path_of(tmp_path, "trainer.py")
    before = proj.summary(trainer)
    proj.update(lib, "import other\n" + LIB)
    assert path_of(tmp_path, "other.py") in proj.imports(lib)
    assert proj.summary(trainer) is not before


def test_an_editors_buffer_is_parsed_once_per_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    proj = make(tmp_path, {"lib.py": LIB, "trainer.py": TRAINER})
    lib, trainer = path_of(tmp_path, "lib.py"), path_of(tmp_path, "trainer.py")
    proj.summary(trainer)
    parsed: List[str] = []
    real = prefilter.parse_python

    def counting(text: str) -> ast.Module:
        parsed.append(text)
        return real(text)

    monkeypatch.setattr(prefilter, "parse_python", counting)
    proj.update(lib, SAME_SUMMARY)
    proj.imported_names(lib)
    proj.bindings(lib)
    proj.summary(trainer)  # summarises the edited module
    assert parsed == [SAME_SUMMARY]
    proj.update(lib, OTHER_SUMMARY)
    proj.imported_names(lib)
    assert parsed == [SAME_SUMMARY, OTHER_SUMMARY]


def test_a_pickled_project_carries_no_trees_and_no_undecided_edit(tmp_path: Path):
    proj = make(tmp_path, {"lib.py": LIB, "trainer.py": TRAINER})
    lib, trainer = path_of(tmp_path, "lib.py"), path_of(tmp_path, "trainer.py")
    before = proj.summary(trainer)
    proj.update(lib, OTHER_SUMMARY)
    proj.imported_names(lib)
    state = proj.__getstate__()
    assert "_override_trees" not in state and state["_unsettled"] is None
    copy = pickle.loads(pickle.dumps(proj))
    assert copy.summary(trainer) == proj.summary(trainer) != before

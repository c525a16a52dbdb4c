"""The import graph's names parsed by a pool: what the project learns is what it would have parsed itself."""

from __future__ import annotations

from pathlib import Path
from typing import Dict, List

import pytest

from tflint_mem.run import project as run_project
from tflint_mem.run.import_index import learn_imports
from tflint_mem.run.project import Project

FILES = {
    "pkg/__init__.py": "from .model import build\n",
    "pkg/model.py": "import tensorflow as tf\n\ndef build():\n    return tf.keras.Sequential()\n",
    "train.py": "from pkg import build\nimport pkg.model\n\nfor _ in range(3):\n    build()\n",
    "tools/run.py": "import train\nfrom . import helper\n",
    "tools/helper.py": "x = (\n",  # does not parse: imports nothing
    "notes.py": "print('no imports')\n",
}


def make(root: Path) -> Project:
    for name, text in FILES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    (root / "pyproject.toml").write_text("")
    return Project(root)


def graph(project: Project) -> Dict[Path, List[str]]:
    """The project modules each module imports, relative to the root."""
    relative = lambda path: Path(path).relative_to(project.root)  # noqa: E731
    return {
        relative(path): sorted(relative(other).as_posix() for other in project.imports(path)) for path in project.files
    }


def test_a_pool_learns_the_names_the_project_would_parse(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    alone = make(tmp_path / "alone")
    expected = {Path(path).relative_to(alone.root): alone.imported_names(path) for path in alone.files}
    pooled = make(tmp_path / "pooled")
    assert len(pooled.unknown_imports()) == len(FILES)
    learn_imports([pooled], jobs=2, min_bytes=0)
    assert pooled.unknown_imports() == []
    monkeypatch.setattr(run_project, "_imported_names", lambda tree: pytest.fail("parsed again"))
    learnt = {Path(path).relative_to(pooled.root): pooled.imported_names(path) for path in pooled.files}
    assert learnt == expected
    assert graph(pooled) == graph(alone)
    assert graph(alone)[Path("train.py")] == ["pkg/__init__.py", "pkg/model.py"]


def test_one_job_or_little_source_leaves_the_parsing_to_the_project(tmp_path: Path):
    project = make(tmp_path)
    learn_imports([project], jobs=1, min_bytes=0)
    learn_imports([project], jobs=2)  # a few hundred bytes: not worth a pool
    assert len(project.unknown_imports()) == len(FILES)

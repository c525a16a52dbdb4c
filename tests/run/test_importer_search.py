"""Finding a module's importers without the whole import graph: which files are parsed, and that none is missed."""

from __future__ import annotations

import ast
import os
from pathlib import Path
from typing import List, Optional

import pytest

from tests.analysis.test_project import p, project
from tflint_mem.analysis import prefilter
from tflint_mem.run import project as project_module
from tflint_mem.run.mentions import Words
from tflint_mem.run.project import Project
from tflint_mem.run.trees import RecentTrees


@pytest.fixture
def parsed(monkeypatch: pytest.MonkeyPatch) -> List[str]:
    """The first line of every text parsed from here on."""
    seen: List[str] = []
    real = prefilter.parse_python

    def counting(text: str) -> ast.Module:
        seen.append(text.split("\n", 1)[0])
        return real(text)

    monkeypatch.setattr(prefilter, "parse_python", counting)
    return seen


@pytest.fixture
def read_for_imports(monkeypatch: pytest.MonkeyPatch, parsed: List[str]) -> List[str]:
    """The first line of every text parsed, or scanned for its import statements, from here on."""
    real = project_module.scan_imported_names

    def counting(text: str) -> Optional[List[str]]:
        parsed.append(text.split("\n", 1)[0])
        return real(text)

    monkeypatch.setattr(project_module, "scan_imported_names", counting)
    return parsed


def test_a_name_is_spelt_only_as_a_whole_word():
    words = Words(["melgan", "models"])
    assert words.spelled(b"from models.melgan import Net") == {"melgan", "models"}
    assert words.spelled(b"melgan_config = build_melgan(models2)") == set()
    assert words.spelled(b"import melgan as m\n") == {"melgan"}
    assert words.spelled(b"x = 1\n") == set()


def test_a_name_spelt_inside_longer_names_before_it_is_spelt_alone_counts():
    assert Words(["melgan"]).spelled(b"build_melgan(melgan_config)\nimport melgan\n") == {"melgan"}
    assert Words(["melgan"]).spelled(b"melgan") == {"melgan"}  # the whole text


def test_a_longer_name_is_not_hidden_by_a_shorter_one():
    assert Words(["data", "datasets"]).spelled(b"from . import datasets") == {"datasets"}


def test_a_name_next_to_a_non_ascii_byte_counts_as_spelt():
    """`é` may continue the identifier (then it is another name), but only the parser can say: the file is parsed."""
    assert Words(["melgan"]).spelled("melgané = 1".encode()) == {"melgan"}


def test_a_file_that_spells_the_name_only_inside_longer_names_is_not_read(tmp_path: Path, read_for_imports: List[str]):
    proj = project(
        tmp_path,
        {
            "lib.py": "# lib\ndef build():\n    return 1\n",
            "user.py": "# user\nfrom lib import build\nbuild()\n",
            "other.py": "# other\nlibrary = make_lib()\n",
        },
    )
    assert proj.importers(p(tmp_path, "lib.py")) == [p(tmp_path, "user.py")]
    assert "# other" not in read_for_imports and "# user" in read_for_imports


def test_importers_through_a_chain_are_found_level_by_level_reading_each_file_once_per_level(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    proj = project(
        tmp_path,
        {
            "lib.py": "def build():\n    return 1\n",
            "mid.py": "from lib import build\ndef run():\n    return build()\n",
            "top.py": "import mid\nmid.run()\n",
            "side.py": "from lib import build as b\n",
            "apart.py": "x = 1\n",
        },
    )
    read: List[str] = []
    real = proj._index.read

    def counting(path, data=None):  # type: ignore[no-untyped-def]
        read.append(os.path.basename(path))
        return real(path, data)

    monkeypatch.setattr(proj._index, "read", counting)
    found = proj.importers(p(tmp_path, "lib.py"))
    assert found == [p(tmp_path, name) for name in ("mid.py", "side.py", "top.py")]
    assert read.count("apart.py") == 3  # the levels of lib, of mid and side, and of top: not once per module


def test_the_lazy_search_finds_what_the_whole_import_graph_finds(tmp_path: Path):
    files = {
        "pkg/__init__.py": "from .model import Net as Renamed\n",
        "pkg/model.py": "class Net:\n    pass\n",
        "app.py": "from pkg import Renamed\nRenamed()\n",
        "tool.py": "import pkg\n",
        "unrelated.py": "model = 1\n",
    }
    lazy = project(tmp_path, files)
    whole = Project(tmp_path)
    whole.import_graph()
    for name in files:
        assert lazy.importers(p(tmp_path, name)) == whole.importers(p(tmp_path, name))
    assert p(tmp_path, "app.py") in lazy.importers(p(tmp_path, "pkg/model.py"))


def test_a_module_read_for_its_imports_is_not_parsed_again_to_be_summarised(tmp_path: Path, parsed: List[str]):
    proj = project(tmp_path, {"lib.py": "# lib\ndef build():\n    return 1\n", "user.py": "# user\nimport lib\n"})
    proj.imports(p(tmp_path, "lib.py"))
    proj.summary(p(tmp_path, "lib.py"))
    assert parsed == ["# lib"]


def test_recent_trees_keep_the_last_used_within_the_budget_and_only_for_the_same_text():
    trees = RecentTrees(budget=10)
    one, two = ast.parse("a = 1"), ast.parse("b = 2")
    trees.put("one.py", "a = 1", one)
    trees.put("two.py", "b = 2", two)
    assert trees.get("one.py", "a = 1") == (True, one)
    assert trees.get("one.py", "a = 2") == (False, None)
    trees.put("three.py", "c = 3", None)  # over budget: the least recently used (two.py) goes
    assert trees.get("two.py", "b = 2") == (False, None)
    assert trees.get("one.py", "a = 1") == (True, one) and trees.get("three.py", "c = 3") == (True, None)
    trees.put("big.py", "x" * 11, None)  # bigger than the budget: not kept, and nothing else dropped for it
    assert trees.get("big.py", "x" * 11) == (False, None) and trees.get("one.py", "a = 1")[0]


def test_whether_a_module_is_imported_reads_its_direct_importers_only(tmp_path: Path, read_for_imports: List[str]):
    proj = project(
        tmp_path,
        {"lib.py": "# lib\nX = 1\n", "mid.py": "# mid\nimport lib\n", "top.py": "# top\nimport mid\n"},
    )
    assert proj.imported(p(tmp_path, "lib.py")) and not proj.imported(p(tmp_path, "top.py"))
    assert read_for_imports == ["# mid"]  # not top.py, which imports lib only through mid
    assert proj.importers(p(tmp_path, "lib.py")) == [p(tmp_path, "mid.py"), p(tmp_path, "top.py")]
    assert "# top" in read_for_imports

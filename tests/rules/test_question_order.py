"""Rules ask first the question other modules' summaries need not answer (`ModuleFacts.imported_elsewhere`): how a
call repeats, in a module no other imports; what a call does, in one others import. The findings are the same
either way; the summaries read are fewer."""

from __future__ import annotations

import os
from pathlib import Path
from typing import List, Sequence, Tuple

import pytest

from tests.analysis.test_project import p, project
from tflint_mem.engine.lint import default_rules, lint_source
from tflint_mem.run.project import Project

LIB = "import tensorflow as tf\ndef make():\n    return tf.keras.Sequential([tf.keras.layers.Dense(2)])\n"
# A call each rule looks at (it has arguments, a loop calls something, `.map` is there), none it reports.
QUIET = (
    "import lib\ndef run(x):\n    n = lib.count(x)\n    for i in range(n):\n        print(i)\n    return x.map(len)\n"
)
LIB_COUNT = LIB + "def count(x):\n    return 3\n"


def lint(proj: Project, name: str, codes: Sequence[str]) -> List[Tuple[str, int]]:
    path = p(proj.root, name)
    result = lint_source(proj.text(path) or "", path, default_rules(list(codes)), project=proj.view(path))
    return [(finding.code, finding.location.row) for finding in result.findings]


def summarised(proj: Project) -> List[str]:
    return sorted(os.path.relpath(path, proj.root) for path, found in proj._summaries.items() if found is not None)


def test_a_module_no_other_imports_asks_how_its_calls_repeat_first(tmp_path: Path):
    proj = project(tmp_path, {"lib.py": LIB_COUNT, "main.py": "import lib\nmodel = lib.make()\n"})
    assert lint(proj, "main.py", ["TFM009"]) == []
    assert summarised(proj) == []  # the call runs once: what it builds was not asked


@pytest.mark.parametrize("code", ["TFM007", "TFM009", "TFM010", "TFM014"])
def test_a_module_others_import_asks_what_its_calls_do_first(tmp_path: Path, code: str):
    proj = project(
        tmp_path,
        {"lib.py": LIB_COUNT, "helper.py": QUIET, "main.py": "import helper\nfor i in range(3):\n    helper.run(i)\n"},
    )
    assert lint(proj, "helper.py", [code]) == []
    assert "main.py" not in summarised(proj)  # nothing that could be reported: who calls `run` was not asked


def test_a_call_that_builds_a_model_on_every_call_of_an_imported_function_is_still_reported(tmp_path: Path):
    proj = project(
        tmp_path,
        {
            "lib.py": LIB,
            "helper.py": "import lib\ndef run(x):\n    model = lib.make()\n    model.fit(x)\n",
            "main.py": "import helper\nfor i in range(3):\n    helper.run(i)\n",
        },
    )
    assert lint(proj, "helper.py", ["TFM009"]) == [("TFM009", 3)]
    assert "main.py" in summarised(proj)

"""Who calls a module's functions, reading only the importers that may: the same calls as when every importer is
read, for a function called under its own name, a name a package re-exports it as, a fullwidth spelling, and a
method another module's class calls on an object it was handed."""

from __future__ import annotations

import ast
import os
from pathlib import Path
from typing import Any, List, Mapping, Set, Tuple

import pytest

from tests.analysis.test_project import call, facts, p, project
from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.syntax import SyntaxIndex
from tflint_mem.run import callers as screens
from tflint_mem.run import mentions, text_screens
from tflint_mem.run import project as run_project
from tflint_mem.run.project import Project


def summarised(proj: Project) -> List[str]:
    return sorted(os.path.relpath(path, proj.root) for path, found in proj._summaries.items() if found is not None)


def callers(proj: Project, module: str, qualname: str) -> List[Tuple[str, int, bool]]:
    found: List[Tuple[str, Mapping[str, Any]]] = proj.callers(f"{p(proj.root, module)}::{qualname}")
    return [(os.path.relpath(path, proj.root), call["line"], call["repeated"]) for path, call in found]


def unscreened(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every importer read, as before the screen."""
    monkeypatch.setattr(screens.CallerScreens, "screen", lambda self, module, qualname: lambda path: True)


LIB = "def build():\n    return 1\ndef other():\n    return 2\n"
FILES = {
    "lib.py": LIB,
    "a.py": "from lib import build\nfor i in range(3):\n    build()\n",
    "b.py": "import lib\nimport heavy\nlib.other()\n",
    "heavy.py": "def work():\n    return 3\n",
}


def test_an_importer_that_never_spells_the_function_is_not_read(tmp_path: Path):
    proj = project(tmp_path, FILES)
    assert callers(proj, "lib.py", "build") == [("a.py", 3, True)]
    assert "b.py" not in summarised(proj) and "heavy.py" not in summarised(proj)


def test_the_screen_finds_the_calls_reading_every_importer_finds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    files = {**FILES, "c.py": "import lib as l\nfor f in fs:\n    l.build()\nl.other()\n"}
    screened = project(tmp_path / "screened", files)
    found = {name: callers(screened, "lib.py", name) for name in ("build", "other")}
    unscreened(monkeypatch)
    every = project(tmp_path / "every", files)
    assert found == {name: callers(every, "lib.py", name) for name in ("build", "other")}
    assert found["other"] == [("b.py", 3, False), ("c.py", 4, False)]


def test_a_name_a_package_reexports_it_as_is_one_its_callers_spell(tmp_path: Path):
    proj = project(
        tmp_path,
        {
            "pkg/__init__.py": "from .lib import build as make\n",
            "pkg/lib.py": LIB,
            "main.py": "from pkg import make\nwhile True:\n    make()\n",
        },
    )
    assert callers(proj, "pkg/lib.py", "build") == [("main.py", 3, True)]


def test_a_fullwidth_spelling_is_the_name_python_reads(tmp_path: Path):
    # Python reads identifiers NFKC-normalised: `ｂｕｉｌｄ` is `build`.
    proj = project(tmp_path, {"lib.py": LIB, "a.py": "from lib import ｂｕｉｌｄ\nfor i in x:\n    ｂｕｉｌｄ()\n"})
    assert callers(proj, "lib.py", "build") == [("a.py", 3, True)]


def test_a_kept_objects_method_is_called_through_an_importer_that_never_spells_it(tmp_path: Path):
    # main.py hands the model to Simulation, whose loop calls its method: main.py spells `TrainModel`, not `predict`.
    proj = project(
        tmp_path,
        {
            "model.py": "class TrainModel:\n    def predict(self, x):\n        return x\n",
            "simulation.py": "class Simulation:\n"
            "    def __init__(self, model):\n"
            "        self._model = model\n"
            "    def run(self):\n"
            "        for _ in range(9):\n"
            "            self._model.predict(1)\n",
            "main.py": "from model import TrainModel\nfrom simulation import Simulation\n"
            "Simulation(TrainModel()).run()\n",
        },
    )
    assert callers(proj, "model.py", "TrainModel.predict") == [("simulation.py", 6, True)]


def test_whether_a_function_is_called_reads_the_cheapest_importers_first_and_stops(tmp_path: Path):
    proj = project(
        tmp_path,
        {
            "lib.py": LIB,
            "a.py": "from lib import build\nbuild()\n",
            "b.py": "from lib import build\nimport heavy\nbuild()\n",
            "heavy.py": "import heavier\ndef work():\n    return 3\n",
            "heavier.py": "def more():\n    return 4\n",
        },
    )
    target = f"{p(tmp_path, 'lib.py')}::build"
    assert proj.calls(target, untraced=True)  # a.py's call, at module level: not traced
    assert "b.py" not in summarised(proj) and "heavy.py" not in summarised(proj)
    assert proj.calls(target) and proj.calls(f"{p(tmp_path, 'lib.py')}::other") is False


def test_whether_a_function_is_called_only_from_traced_code_is_what_its_callers_say(tmp_path: Path):
    files = {
        "lib.py": LIB,
        "a.py": "import tensorflow as tf\nfrom lib import build\n"
        "ds = tf.data.Dataset.range(3).map(lambda x: build())\n",
    }
    proj = project(tmp_path, files)
    target = f"{p(tmp_path, 'lib.py')}::build"
    assert proj.calls(target) and not proj.calls(target, untraced=True)
    assert [call["traced"] for _, call in proj.callers(target)] == [True]


def test_a_function_no_importer_spells_may_not_be_called(tmp_path: Path):
    proj = project(tmp_path, FILES)
    assert proj.may_be_called(f"{p(tmp_path, 'lib.py')}::build")
    assert not proj.may_be_called(f"{p(tmp_path, 'heavy.py')}::work")  # imported by b.py, never called by name
    assert not proj.may_be_called(f"{p(tmp_path, 'a.py')}::anything")  # imported by no module
    assert summarised(proj) == []


def test_a_tracer_question_about_code_no_exposed_function_reaches_reads_no_importer(tmp_path: Path):
    proj = project(
        tmp_path,
        {
            "lib.py": "import numpy as np\ndef api(x):\n    return x\ndef _private():\n    return np.random.rand()\n",
            "main.py": "import tensorflow as tf\nimport lib\nds = tf.data.Dataset.range(3).map(lambda x: lib.api(x))\n",
        },
    )
    module = facts(proj, "lib.py")
    assert module.tf_functions.tracer(call(module, "np.random.rand()")) is None
    assert summarised(proj) == []  # `_private` is no exposed function's callee: main.py was not read


# --- the text tests behind the screen ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, expected",
    [
        (b"self._model.predict(x)", True),
        (b"f().model.predict()", True),
        (b"self._model.\\\n    predict(x)", True),  # a backslash between the tokens
        (b"(self._model.  # the model\n predict(x))", True),  # a comment may stand between them
        (b"self.predict(x)", False),  # on a name, not on an attribute
        (b"models[0].predict(x)", False),
        (b"predicted = x.predicted()", False),  # another name
    ],
)
def test_a_method_on_an_attribute_is_found_in_the_text(text: bytes, expected: bool):
    assert text_screens.after_attribute(text, b"predict") is expected


@pytest.mark.parametrize(
    "text, expected",
    [
        (b"super().__init__()", False),
        (b"super(Net, self).__init__(x)", False),
        (b"x = super( A, self ) . __init__", False),
        (b"def __init__(self): pass", False),
        (b"Base.__init__(self)", True),
        (b"obj.__init__()", True),
        (b"mysuper().__init__()", True),
        (b"x.super().__init__()", True),  # not the builtin `super`
    ],
)
def test_a_call_of_init_on_an_object_other_than_super_is_found_in_the_text(text: bytes, expected: bool):
    assert text_screens.init_on_object(text) is expected


# --- summaries read on demand, and what is read of a module without its summary ----------------------------------

BASES = {
    "layers.py": "import tensorflow as tf\n"
    "class Block(tf.keras.layers.Layer):\n    def call(self, x):\n        return x\n",
    "unused.py": "def helper():\n    return 1\n",
    "model.py": "import tensorflow as tf\nimport unused\nfrom layers import Block\n"
    "class Net(Block):\n    def call(self, x):\n        return x\n"
    "def build():\n    return tf.keras.Sequential([Net()])\n",
    "train.py": "import model\nfor i in range(3):\n    m = model.build()\n    m.fit(x)\n",
}


def test_a_module_read_for_its_classes_is_not_summarised_nor_one_never_read(tmp_path: Path):
    proj = project(tmp_path, BASES)
    module = facts(proj, "train.py")
    assert module.kinds.of(call(module, "model.build()")).name == K.MODEL
    # model.py's `build` was read (its summary), layers.py only for what `Block` extends, unused.py not at all.
    assert summarised(proj) == ["model.py"]
    assert sorted(os.path.relpath(path, proj.root) for path in proj._tables) == ["layers.py", "model.py"]


def test_summaries_read_on_demand_are_those_read_bottom_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    lazy = project(tmp_path / "lazy", BASES)
    on_demand = lazy.summary(p(lazy.root, "model.py"))
    monkeypatch.setattr(run_project, "MAX_NESTED", 0)  # every module's imports summarised first, as before
    eager = project(tmp_path / "eager", BASES)
    assert eager.summary(p(eager.root, "model.py")) == _moved(on_demand, lazy.root, eager.root)
    assert "layers.py" in summarised(eager) and "layers.py" not in summarised(lazy)


def test_a_table_is_what_the_summary_says_of_the_module(tmp_path: Path):
    from tflint_mem.analysis.project import table_of

    for name in ("model.py", "layers.py"):
        proj = project(tmp_path / name.replace(".", "_"), BASES)
        path = p(proj.root, name)
        assert proj.table(path) == table_of(proj.summary(path) or {})


def _moved(summary: Any, old: Path, new: Path) -> Any:
    """`summary` with paths under `old` as under `new`."""
    import json

    return json.loads(json.dumps(summary).replace(str(old), str(new)))


# --- whether a module may hold traced code, by its text --------------------------------------------------------


@pytest.mark.parametrize(
    "text, expected",
    [
        (b"import tensorflow as tf\n@tf.function\ndef f(x):\n    return x\n", True),
        (b"from tensorflow import function\n@function\ndef f(x):\n    return x\n", True),
        (b"from tensorflow import (\n    data,\n)\n", True),
        (b"from tensorflow import *\n@function\ndef f(x):\n    return x\n", True),  # a star import
        (b"(tf.  # the API\n function)\n", True),  # a comment may stand between the tokens
        (b"class Block(Layer):\n    def call(self, x):\n        return x\n", True),
        (b"ds = ds.map(parse)\n", True),
        (b"ds = tf.data.Dataset.range(3)\n", True),
        (b"model.compile(optimizer='adam', loss=my_loss)\n", True),
        (b"# this function returns its input\ndef f(x):\n    return x\n", False),  # prose
        (b"callbacks.call(x)\n", False),  # a call, not a method defined
        (b"names = list(map(str, xs))\n", False),  # the builtin, not a dataset's method
        (b"model.compile(optimizer='adam')\n", False),  # no loss or metric function
        (b"path = '/data/models'\n", False),
    ],
)
def test_whether_a_module_may_hold_traced_code_is_read_from_its_text(text: bytes, expected: bool):
    assert text_screens.may_trace(text) is expected


def test_a_function_no_module_with_traced_code_may_call_is_known_not_only_traced(tmp_path: Path):
    proj = project(
        tmp_path,
        {
            "lib.py": "import tensorflow as tf\ndef step(x):\n    return tf.reduce_sum(x)\n",
            "main.py": "import lib\nfor x in xs:\n    lib.step(x)\n",
        },
    )
    module = facts(proj, "lib.py")
    function = next(node for node, name in module.index.top_level_functions if name == "step")
    assert module.project is not None and not module.project.called_only_traced(function, module)
    assert summarised(proj) == []  # main.py holds no traced code: its calls cannot be traced ones
    (tmp_path / "main.py").write_text("import tensorflow as tf\nimport lib\nds = ds.map(lambda x: lib.step(x))\n")
    proj = Project(tmp_path, None)
    module = facts(proj, "lib.py")
    function = next(node for node, name in module.index.top_level_functions if name == "step")
    assert module.project is not None and module.project.called_only_traced(function, module)


SPELLINGS = [
    b"from models.melgan import Net\nnet = Net()\n",
    b"melgan_config = build_melgan(models2)\n",
    "melgan\u00e9 = 1\nx = caf\u00e9\n".encode(),
    b"",
    b"# a comment: melgan\n" * 300,
]


@pytest.mark.parametrize("data", SPELLINGS)
def test_a_files_kept_words_answer_what_a_search_of_its_bytes_answers(data: bytes):
    """The filter may take a few names as spelt by chance, but never misses one the bytes spell; a name with
    non-ASCII characters is searched for in the bytes of a file that is not ASCII."""
    names = ["melgan", "models", "Net", "net", "build", "caf\u00e9", "x", "melgan_config", "absent", "Absent2"]
    kept = mentions.tokens(data)
    searched = mentions.Words(names).spelled(data)
    assert searched <= mentions.Words(names).spelled_in(kept)
    assert ("caf\u00e9" in mentions.Words(["caf\u00e9"]).spelled_in(kept)) == ("caf\u00e9" in searched)


def test_a_files_kept_words_rarely_take_a_name_it_does_not_spell():
    data = " ".join(f"name_{i}" for i in range(2000)).encode()
    others = [f"other_{i}" for i in range(2000)]
    kept = mentions.tokens(data)
    assert mentions.Words([f"name_{i}" for i in range(2000)]).spelled_in(kept) == {f"name_{i}" for i in range(2000)}
    assert len(mentions.Words(others).spelled_in(kept)) < 100  # about 1.4% by chance


def _tree_definitions(text: str) -> Tuple[Set[str], Set[str]]:
    """The module-level functions and classes, and the methods of classes, as the tree has them."""
    index = SyntaxIndex(ast.parse(text), text)
    tops = {qualname for _, qualname in index.top_level_functions if "." not in qualname}
    tops |= {node.name for node in index.nodes(ast.ClassDef) if isinstance(index.scope(node), ast.Module)}
    methods = {qualname.rpartition(".")[2] for _, qualname in index.top_level_functions if "." in qualname}
    return tops, methods


DEFINED = """\
import os

@decorator
def build(x):
    def inner():
        pass
    return inner

if os.name == "nt":
    def helper():
        pass
else:
    class Net(Base):
        def call(self, x):
            def nested():
                pass

try:
    async def fetch():
        pass
except ImportError:
    fetch = None

class ｇｅｔ:
    async def run(self):
        pass
"""


def test_a_modules_vocabulary_is_read_from_its_text_and_holds_every_name_its_tree_defines():
    tops, methods = screens._definitions(DEFINED)
    expected_tops, expected_methods = _tree_definitions(DEFINED)
    assert expected_tops == {"build", "helper", "Net", "fetch", "get"}
    assert expected_tops <= tops and expected_methods <= methods
    assert "inner" not in tops  # in the body of a function at column 0
    assert screens._definitions(None) == (set(), set())


@pytest.mark.real
def test_the_vocabulary_read_from_the_text_holds_every_name_the_tree_defines_in_installed_keras():
    import keras

    root = Path(keras.__file__).parent
    checked = 0
    for path in sorted(root.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        tops, methods = screens._definitions(text)
        expected_tops, expected_methods = _tree_definitions(text)
        assert expected_tops <= tops and expected_methods <= methods, path
        checked += 1
    assert checked > 300

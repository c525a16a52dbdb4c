"""The project a file belongs to: discovery, import resolution, summaries (and their cache), and what one module
knows of the others through them."""

from __future__ import annotations

import ast
import json
import os
import pickle
import textwrap
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import pytest

from tflint_mem.analysis import calls as C
from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.facts import ModuleFacts
from tflint_mem.core.results import FileResult
from tflint_mem.engine.lint import default_rules, lint_source
from tflint_mem.run import project as run_project
from tflint_mem.run.project import Project, open_project, project_root


def write(root: Path, files: Dict[str, str]) -> Path:
    """Write dedented files under `root` (a `pyproject.toml` marks it as the project root)."""
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return root


def project(root: Path, files: Dict[str, str], cache: Optional[Path] = None) -> Project:
    return Project(write(root, {"pyproject.toml": "", **files}), cache)


def p(root: Path, name: str) -> str:
    return os.path.normpath(str(root / name))


def facts(proj: Project, name: str) -> ModuleFacts:
    """The facts of a module of the project, linked to the others."""
    path = p(proj.root, name)
    text = proj.text(path)
    assert text is not None
    return ModuleFacts(ast.parse(text), text, proj.view(path))


def call(module: ModuleFacts, text: str) -> ast.Call:
    found = [n for n in module.index.nodes(ast.Call) if module.index.segment(n) == text]
    assert found, text
    return found[0]  # type: ignore[return-value]


def function(module: ModuleFacts, name: str) -> ast.AST:
    return next(n for n in module.index.nodes(ast.FunctionDef) if n.name == name)  # type: ignore[attr-defined]


def lint_in_project(proj: Project, path: str, codes: List[str]) -> FileResult:
    """Lint one module of the project as a run over the project lints it: with its project view."""
    return lint_source(proj.text(path) or "", path, default_rules(codes), project=proj.view(path))


def resolved(proj: Project, importer: str, qualified: str) -> Optional[Tuple[str, str]]:
    """Where `qualified`, as `importer` imports it, is: (the module relative to the root, the name in it)."""
    found = proj.resolve(p(proj.root, importer), qualified)
    return (os.path.relpath(found[0], proj.root).replace(os.sep, "/"), found[1]) if found is not None else None


# --- the root and the files ----------------------------------------------------------------------------


def test_the_root_is_the_nearest_folder_with_a_project_marker(tmp_path):
    write(tmp_path, {"repo/setup.cfg": "", "repo/pkg/sub/a.py": "", "repo/pkg/b.py": ""})
    paths = [tmp_path / "repo/pkg/sub/a.py", tmp_path / "repo/pkg/b.py"]
    assert project_root(paths) == tmp_path / "repo"
    write(tmp_path, {"repo/pkg/pyproject.toml": ""})
    assert project_root(paths) == tmp_path / "repo/pkg"


def test_without_a_marker_the_root_is_the_common_folder(tmp_path):
    write(tmp_path, {"a/x.py": "", "a/b/y.py": ""})
    assert project_root([tmp_path / "a/x.py", tmp_path / "a/b/y.py"]) == tmp_path / "a"


def test_files_skip_virtualenvs_build_folders_and_egg_info(tmp_path):
    proj = project(
        tmp_path,
        {
            "main.py": "",
            "pkg/mod.py": "",
            ".venv/lib/site.py": "",
            "env/pyvenv.cfg": "",
            "env/lib/other.py": "",
            "build/lib/copy.py": "",
            "pkg.egg-info/x.py": "",
            "__pycache__/c.py": "",
            "notes.txt": "",
        },
    )
    assert [os.path.relpath(f, tmp_path) for f in proj.files] == ["main.py", os.path.join("pkg", "mod.py")]


def test_a_single_file_is_not_a_usable_project(tmp_path):
    write(tmp_path, {"pyproject.toml": "", "only.py": ""})
    assert open_project([tmp_path / "only.py"]) is None
    write(tmp_path, {"other.py": ""})
    opened = open_project([tmp_path / "only.py"])
    assert opened is not None and opened.usable and opened.root == tmp_path


def test_a_tree_with_too_many_files_is_not_a_usable_project(tmp_path, monkeypatch):
    monkeypatch.setattr(run_project, "MAX_FILES", 3)
    write(tmp_path, {"pyproject.toml": "", **{f"m{i}.py": "" for i in range(5)}})
    assert open_project([tmp_path / "m0.py"]) is None


def test_module_names_from_the_root_and_from_a_src_layout(tmp_path):
    proj = project(tmp_path, {"src/pkg/__init__.py": "", "src/pkg/mod.py": "", "tests/test_mod.py": ""})
    assert proj.names["pkg.mod"] == [p(tmp_path, "src/pkg/mod.py")]
    assert proj.names["src.pkg.mod"] == [p(tmp_path, "src/pkg/mod.py")]
    assert proj.names["pkg"] == [p(tmp_path, "src/pkg/__init__.py")]
    assert "tests.test_mod" in proj.names


# --- resolving imports -------------------------------------------------------------------------------


def test_relative_imports(tmp_path):
    proj = project(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/model.py": "",
            "pkg/common.py": "",
            "pkg/sub/__init__.py": "",
            "pkg/sub/train.py": "",
            "pkg/sub/utils.py": "",
        },
    )
    assert resolved(proj, "pkg/sub/train.py", ".utils.f") == ("pkg/sub/utils.py", "f")
    assert resolved(proj, "pkg/sub/train.py", ".utils") == ("pkg/sub/utils.py", "")
    assert resolved(proj, "pkg/sub/train.py", "..common.g") == ("pkg/common.py", "g")
    assert resolved(proj, "pkg/sub/train.py", "..model.Net.build") == ("pkg/model.py", "Net.build")
    assert resolved(proj, "pkg/sub/train.py", ".helper") == ("pkg/sub/__init__.py", "helper")
    assert resolved(proj, "pkg/sub/train.py", "..build") == ("pkg/__init__.py", "build")
    assert resolved(proj, "pkg/sub/train.py", ".") is None


def test_a_relative_import_outside_any_package_is_unknown(tmp_path):
    proj = project(tmp_path, {"scripts/run.py": "", "scripts/other.py": ""})
    assert resolved(proj, "scripts/run.py", ".missing.f") is None
    assert resolved(proj, "scripts/run.py", ".helper") is None


def test_a_function_the_package_init_defines_is_resolved_through_a_relative_import(tmp_path):
    proj = project(
        tmp_path,
        {
            "pkg/__init__.py": "import tensorflow as tf\ndef make():\n    return tf.Variable(1.0)\n",
            "pkg/train.py": "from . import make\ndef go():\n    make()\n",
        },
    )
    train = facts(proj, "pkg/train.py")
    assert C.VARIABLE in train.calls.effects(function(train, "go"))


def test_a_package_attribute_that_replaces_its_submodule_is_the_init_binding(tmp_path):
    # ethnicolr#7: `from .pred import pred` in the package's `__init__` makes `from pkg import pred` the function.
    proj = project(
        tmp_path,
        {
            "pkg/__init__.py": "from .pred import pred\nfrom . import other\n",
            "pkg/pred.py": "import tensorflow as tf\ndef pred():\n    return tf.Variable(1.0)\n",
            "pkg/other.py": "",
            "worker.py": "from pkg import pred\ndef go():\n    pred()\n",
        },
    )
    assert resolved(proj, "worker.py", "pkg.pred") == ("pkg/pred.py", "pred")
    assert resolved(proj, "worker.py", "pkg.other") == ("pkg/other.py", "")  # the submodule itself
    assert resolved(proj, "worker.py", "pkg.pred.pred") == ("pkg/pred.py", "pred")
    worker = facts(proj, "worker.py")
    assert C.VARIABLE in worker.calls.effects(function(worker, "go"))


def test_import_beside_a_script(tmp_path):
    proj = project(tmp_path, {"scripts/run.py": "", "scripts/utils.py": "", "lib/other.py": ""})
    assert resolved(proj, "scripts/run.py", "utils.load") == ("scripts/utils.py", "load")
    assert resolved(proj, "lib/other.py", "utils.load") is None  # not beside it, nor under the root


def test_absolute_import_of_a_package_module(tmp_path):
    proj = project(tmp_path, {"pkg/__init__.py": "", "pkg/mod.py": "", "app/main.py": ""})
    assert resolved(proj, "app/main.py", "pkg.mod.f") == ("pkg/mod.py", "f")
    assert resolved(proj, "app/main.py", "pkg.mod") == ("pkg/mod.py", "")
    assert resolved(proj, "app/main.py", "pkg.helper") == ("pkg/__init__.py", "helper")


def test_absolute_import_from_a_src_layout(tmp_path):
    proj = project(tmp_path, {"src/pkg/__init__.py": "", "src/pkg/mod.py": "", "tests/test_mod.py": ""})
    assert resolved(proj, "tests/test_mod.py", "pkg.mod.f") == ("src/pkg/mod.py", "f")


def test_two_modules_with_the_same_name_resolve_to_the_nearest(tmp_path):
    proj = project(tmp_path, {"a/run.py": "", "a/utils.py": "", "b/run.py": "", "b/utils.py": "", "c/run.py": ""})
    assert resolved(proj, "a/run.py", "utils.f") == ("a/utils.py", "f")
    assert resolved(proj, "b/run.py", "utils.f") == ("b/utils.py", "f")


def test_two_modules_with_the_same_name_and_none_nearer_stay_unknown(tmp_path):
    proj = project(tmp_path, {"a/utils.py": "", "b/utils.py": "", "c/run.py": ""})
    assert resolved(proj, "c/run.py", "utils.f") is None


def test_a_package_above_the_script_is_found_from_its_parent_folder(tmp_path):
    proj = project(tmp_path, {"project/pkg/__init__.py": "", "project/pkg/mod.py": "", "project/pkg/cli/run.py": ""})
    assert resolved(proj, "project/pkg/cli/run.py", "pkg.mod.f") == ("project/pkg/mod.py", "f")


def test_installed_and_standard_modules_are_not_project_modules(tmp_path):
    proj = project(tmp_path, {"main.py": "", "other.py": ""})
    assert resolved(proj, "main.py", "tensorflow.keras.layers.Dense") is None
    assert resolved(proj, "main.py", "os.path.join") is None


def test_modules_outside_the_root_are_never_read(tmp_path):
    write(tmp_path, {"elsewhere/helper.py": "def f():\n    pass\n", "helper.py": "def f():\n    pass\n"})
    proj = project(tmp_path / "proj", {"main.py": "import helper\nhelper.f()\n", "other.py": ""})
    inside = str(proj.root) + os.sep
    assert all(f.startswith(inside) for f in proj.files)
    assert resolved(proj, "main.py", "helper.f") is None
    assert proj.imports(p(proj.root, "main.py")) == frozenset()
    main = facts(proj, "main.py")
    assert main.calls.resolve(call(main, "helper.f()")) == []
    assert all(path.startswith(inside) for path in proj._contents)


def test_imports_lists_the_project_modules_a_module_imports(tmp_path):
    proj = project(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/a.py": "from . import b\nfrom .c import f\nimport os\nimport pkg.d as d\n",
            "pkg/b.py": "",
            "pkg/c.py": "",
            "pkg/d.py": "",
        },
    )
    names = {os.path.relpath(path, tmp_path) for path in proj.imports(p(tmp_path, "pkg/a.py"))}
    assert names == {os.path.join("pkg", n) for n in ("b.py", "c.py", "d.py")}


# --- reading modules ---------------------------------------------------------------------------------


def test_a_module_that_does_not_parse_or_decode_is_left_out(tmp_path):
    write(tmp_path, {"pyproject.toml": "", "main.py": "from broken import f\nfrom undecodable import g\nf()\ng()\n"})
    write(tmp_path, {"broken.py": "def f(:\n"})
    (tmp_path / "undecodable.py").write_bytes(b"def g():\n    return '\xff'\n")
    proj = Project(tmp_path)
    assert proj.tree(p(tmp_path, "broken.py")) is None
    assert proj.text(p(tmp_path, "undecodable.py")) is None
    assert proj.summary(p(tmp_path, "broken.py")) is None
    assert proj.summary(p(tmp_path, "undecodable.py")) is None
    main = facts(proj, "main.py")
    assert main.calls.resolve(call(main, "f()")) == [] and main.calls.resolve(call(main, "g()")) == []
    assert proj.summary(p(tmp_path, "main.py")) is not None


def test_the_linted_file_is_still_linted_when_an_import_is_broken(tmp_path):
    code = """
    import tensorflow as tf
    from broken import helper
    from undecodable import other
    for i in range(10):
        v = tf.Variable(1.0)
        helper(v)
    """
    write(tmp_path, {"pyproject.toml": "", "main.py": code, "broken.py": "def helper(:\n"})
    (tmp_path / "undecodable.py").write_bytes(b"# -*- coding: nosuch -*-\nx = 1\n")
    proj = Project(tmp_path)
    path = p(tmp_path, "main.py")
    result = lint_in_project(proj, path, ["TFM002"])
    assert not result.internal_errors
    assert [f.location.row for f in result.findings] == [6]


def test_overrides_replace_the_text_on_disk(tmp_path):
    proj = project(tmp_path, {"main.py": "x = 1\n", "lib.py": "def f():\n    pass\n"})
    path = p(tmp_path, "main.py")
    proj.overrides[path] = "y = 2\n"
    assert proj.text(path) == "y = 2\n"


def test_a_project_sent_to_a_worker_keeps_its_files_but_not_its_texts(tmp_path):
    proj = project(tmp_path, {"main.py": "import lib\n", "lib.py": "def f():\n    pass\n"})
    proj.summary(p(tmp_path, "main.py"))
    copy = pickle.loads(pickle.dumps(proj))
    assert copy.files == proj.files and copy._summaries == {}
    assert copy.resolve(p(tmp_path, "main.py"), "lib.f") == (p(tmp_path, "lib.py"), "f")
    assert copy.summary(p(tmp_path, "lib.py")) == proj.summary(p(tmp_path, "lib.py"))


def test_the_separator_is_the_analysis_one():
    from tflint_mem.analysis import project as analysis_project

    assert run_project.SEPARATOR == analysis_project.SEPARATOR


# --- summaries ----------------------------------------------------------------------------------------


LIB = """
import tensorflow as tf

def build():
    return tf.keras.Sequential()

def make_variable():
    return tf.Variable(1.0)

@tf.function(input_signature=[tf.TensorSpec([None])])
def step(x):
    return x

class Net(tf.keras.Model):
    def __init__(self, units):
        super().__init__()
        self.units = units

class Plain:
    def run(self):
        make_variable()

class Bare(tf.keras.Model):
    pass

def loop_here():
    for i in range(3):
        make_variable()
"""


def test_summary_of_functions_classes_and_calls_out(tmp_path):
    proj = project(tmp_path, {"lib.py": LIB, "main.py": "from lib import build\nfor i in range(3):\n    build()\n"})
    summary = proj.summary(p(tmp_path, "lib.py"))
    assert summary is not None
    functions = summary["functions"]
    assert sorted(functions) == ["Net.__init__", "Plain.run", "build", "loop_here", "make_variable", "step"]
    assert functions["build"]["effects"] == {C.MODEL: [5, ["build"], None]}
    assert functions["build"]["returns"] == [K.MODEL, "returned by `build()` (`keras.Sequential`)", "keras.Sequential"]
    assert functions["Plain.run"]["effects"] == {C.VARIABLE: [8, ["run", "make_variable"], None]}
    assert functions["step"]["tf_function"] == {"signature": True, "relaxes": False}
    assert functions["build"]["tf_function"] is None
    assert functions["Net.__init__"]["params"] == ["self", "units"]
    assert functions["make_variable"]["repeated"] == "`make_variable` is called in a loop in `loop_here`"
    assert functions["build"]["repeated"] is None  # only other modules call it in a loop
    assert summary["classes"]["Net"]["kind"] == "model" and summary["classes"]["Net"]["extends"] == "keras.Model"
    assert summary["classes"]["Plain"] == {
        "kind": "plain",
        "extends": None,
        "methods": ["run"],
        "line": 19,
        "attributes": {},
    }
    assert summary["calls_out"] == []
    main = proj.summary(p(tmp_path, "main.py"))
    assert main is not None
    assert main["calls_out"] == [
        {
            "target": f"{p(tmp_path, 'lib.py')}::build",
            "line": 3,
            "caller": None,
            "repeated": True,
            "session": False,
            "graph_mode": False,
            "resets": False,
            "keeps_result": False,
            "in_loop": True,
            "bounded": False,
            "once": False,
            "fresh_graph": False,
            "traced": False,
            "stable": [],
            "runs_passed": [],
            "args": {},
        }
    ]
    json.dumps(summary)  # plain data


def test_a_function_of_another_module_is_resolved_with_its_effects_and_returns(tmp_path):
    proj = project(
        tmp_path,
        {
            "lib.py": LIB,
            "main.py": """
                import lib
                from lib import build, step
                def train():
                    m = build()
                    lib.make_variable()
                    step(1)
            """,
        },
    )
    main = facts(proj, "main.py")
    [target] = main.calls.resolve(call(main, "build()"))
    assert target.qualname == "build" and target.where == f"{p(tmp_path, 'lib.py')}:4"  # type: ignore[union-attr]
    assert main.kinds.of(call(main, "build()")) == K.MODEL
    assert main.kinds.of(call(main, "lib.make_variable()")) == K.VARIABLE
    effects = main.calls.effects(function(main, "train"))
    assert set(effects) == {C.MODEL, C.VARIABLE}
    variable = effects[C.VARIABLE]
    assert variable.path == ("train", "make_variable") and variable.module == p(tmp_path, "lib.py")
    assert variable.line == 8 and variable.node is None
    [step] = main.calls.resolve(call(main, "step(1)"))
    assert step.tf_function == {"signature": True, "relaxes": False}  # type: ignore[union-attr]


def test_a_keras_class_of_another_module_builds_a_model_when_constructed(tmp_path):
    proj = project(
        tmp_path,
        {
            "lib.py": LIB,
            "main.py": """
                from lib import Net, Bare, Plain
                def train():
                    a = Net(3)
                    b = Bare()
                    c = Plain()
                    c.run()
            """,
        },
    )
    main = facts(proj, "main.py")
    lib = p(tmp_path, "lib.py")
    assert main.kinds.of(call(main, "Net(3)")) == K.Kind(K.MODEL, "", f"{lib}::Net")
    assert main.kinds.of(call(main, "Net(3)")).evidence == "`Net(...)`, which extends `keras.Model`"
    assert main.kinds.of(call(main, "Bare()")) == K.Kind(K.MODEL, "", f"{lib}::Bare")
    assert main.kinds.of(call(main, "Plain()")) == K.Kind(K.OBJECT, "", f"{lib}::Plain")
    assert C.MODEL in main.calls.call_effects(call(main, "Net(3)"))
    assert C.MODEL in main.calls.call_effects(call(main, "Bare()"))
    assert C.MODEL not in main.calls.call_effects(call(main, "Plain()"))
    [run] = main.calls.resolve(call(main, "c.run()"))
    assert run.qualname == "Plain.run" and C.VARIABLE in run.effects  # type: ignore[union-attr]


def test_a_class_of_the_module_extending_a_class_of_another_module(tmp_path):
    proj = project(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/nets.py": "import tensorflow as tf\nclass Base(tf.keras.layers.Layer):\n    pass\n",
            "pkg/model.py": "from .nets import Base\nclass Block(Base):\n    pass\nclass Other(Unknown):\n    pass\n",
        },
    )
    model = facts(proj, "pkg/model.py")
    block = model.classes.named("Block")
    other = model.classes.named("Other")
    assert block is not None and block.kind == "layer" and block.extends == ".nets.Base"
    assert other is not None and other.kind == "plain"


def test_a_star_import_of_a_project_module(tmp_path):
    proj = project(
        tmp_path,
        {"helpers.py": LIB, "main.py": "from helpers import *\ndef go():\n    make_variable()\n"},
    )
    main = facts(proj, "main.py")
    [target] = main.calls.resolve(call(main, "make_variable()"))
    assert target.qualname == "make_variable"  # type: ignore[union-attr]


def test_circular_imports_do_not_loop_and_do_not_depend_on_the_order(tmp_path):
    files = {
        "a.py": "import tensorflow as tf\nfrom b import g\ndef f():\n    return tf.Variable(1.0)\ndef h():\n    g()\n",
        "b.py": "from a import f\ndef g():\n    f()\ndef k():\n    for i in range(3):\n        f()\n",
        "c.py": "from a import h\nh()\n",
    }
    first = project(tmp_path, files)
    a, b, c = (p(tmp_path, n) for n in ("a.py", "b.py", "c.py"))
    in_order = [first.summary(a), first.summary(b), first.summary(c)]
    second = Project(tmp_path)
    reversed_order = [second.summary(c), second.summary(b), second.summary(a)][::-1]
    assert in_order == reversed_order
    assert all(summary is not None for summary in in_order)
    assert first.digest(a) == second.digest(a) and first.digest(b) != first.digest(a)


def test_modules_in_a_cycle_do_not_see_each_others_summaries(tmp_path):
    files = {
        "a.py": "import tensorflow as tf\nimport b\ndef f():\n    return tf.Variable(1.0)\n",
        "b.py": "import a\ndef g():\n    return a.f()\n",
        "c.py": "import a\ndef go():\n    a.f()\n",
    }
    proj = project(tmp_path, files)
    b = facts(proj, "b.py")
    assert b.calls.resolve(call(b, "a.f()")) != []  # linting b, a is read (a's summary excludes b)
    summary = proj.summary(p(tmp_path, "b.py"))
    assert summary is not None and summary["functions"]["g"]["effects"] == {}  # summarising b, a is not
    c = facts(proj, "c.py")
    assert C.VARIABLE in c.calls.effects(function(c, "go"))


def test_an_import_cycle_is_found_whole_and_only_once(tmp_path):
    # a -> b -> c -> a is one cycle; d imports it from outside; e is imported by c and imports nothing.
    files = {
        "a.py": "import b\n",
        "b.py": "import c\n",
        "c.py": "import a\nimport e\n",
        "d.py": "import a\n",
        "e.py": "x = 1\n",
    }
    proj = project(tmp_path, files)
    a, b, c, d, e = (p(tmp_path, f"{n}.py") for n in "abcde")
    assert proj.cycle(d) == frozenset() and proj.cycle(e) == frozenset()
    assert proj.cycle(a) == {b, c} and proj.cycle(b) == {a, c} and proj.cycle(c) == {a, b}


def test_a_long_import_chain_needs_no_deep_recursion(tmp_path):
    # 1,200 modules, each importing the next: deeper than Python's default recursion limit of 1,000.
    count = 1200
    files = {f"m{i}.py": f"import m{i + 1}\ndef f{i}():\n    return m{i + 1}.f{i + 1}()\n" for i in range(count)}
    files[f"m{count}.py"] = "import tensorflow as tf\ndef f1200():\n    return tf.Variable(1.0)\n"
    proj = project(tmp_path, files)
    first = p(tmp_path, "m0.py")
    summary = proj.summary(first)
    assert summary is not None and C.VARIABLE in summary["functions"]["f0"]["effects"]
    assert proj.digest(first) != proj.digest(p(tmp_path, "m1.py"))


# --- the summary cache -----------------------------------------------------------------------------------


def test_summaries_are_cached_by_content(tmp_path):
    cache = tmp_path / "cache"
    files = {"lib.py": LIB, "main.py": "from lib import build\n"}
    first = project(tmp_path / "proj", files, cache)
    lib = p(first.root, "lib.py")
    summary = first.summary(lib)
    stored = cache / "summaries" / f"{first.digest(lib)}.json"
    assert stored.exists() and json.loads(stored.read_text(encoding="utf-8")) == summary
    stored.write_text(json.dumps({**summary, "marker": True}), encoding="utf-8")  # type: ignore[dict-item]
    second = Project(first.root, cache)
    assert second.summary(lib) == {**summary, "marker": True}  # type: ignore[dict-item]


def test_an_edited_module_is_summarised_again_and_its_importers_digests_change(tmp_path):
    cache = tmp_path / "cache"
    files = {
        "lib.py": "def f():\n    pass\n",
        "main.py": "from lib import f\nf()\n",
        "user.py": "import main\n",
        "alone.py": "x = 1\n",
    }
    first = project(tmp_path / "proj", files, cache)
    root = first.root
    lib, main, user, alone = (p(root, n) for n in ("lib.py", "main.py", "user.py", "alone.py"))
    before = {path: first.dependency_digest(path) for path in (lib, main, user, alone)}
    digests = {path: first.digest(path) for path in (lib, main, user)}
    assert first.summary(lib) is not None and first.summary(lib)["functions"]["f"]["effects"] == {}  # type: ignore[index]
    write(root, {"lib.py": "import tensorflow as tf\ndef f():\n    return tf.Variable(1.0)\n"})
    second = Project(root, cache)
    assert second.summary(lib)["functions"]["f"]["effects"] == {C.VARIABLE: [3, ["f"], None]}  # type: ignore[index]
    assert all(second.digest(path) != digests[path] for path in (lib, main, user))
    after = {path: second.dependency_digest(path) for path in (lib, main, user, alone)}
    assert after[main] != before[main]  # imports lib
    assert after[user] != before[user]  # imports main, which imports lib
    assert after[lib] != before[lib]  # imported by main and user, whose digests changed
    assert after[alone] == before[alone]


def test_an_unwritable_cache_is_only_an_optimisation(tmp_path):
    cache = tmp_path / "cache"
    cache.write_text("not a folder", encoding="utf-8")
    proj = project(tmp_path / "proj", {"lib.py": LIB, "main.py": ""}, cache)
    assert proj.summary(p(proj.root, "lib.py")) is not None


# --- who calls a module's functions -------------------------------------------------------------------------


def test_a_function_called_in_a_loop_by_another_module_repeats(tmp_path):
    proj = project(
        tmp_path,
        {
            "lib.py": LIB,
            "train.py": "from lib import build\nfor i in range(3):\n    build()\n",
            "other.py": "from lib import build\nbuild()\n",
        },
    )
    lib = facts(proj, "lib.py")
    repeated = lib.repetition.function_repeats(function(lib, "build"))
    assert repeated is not None
    assert repeated.reason == "`build` is called in a loop at `train.py:3`"
    assert proj.importers(p(tmp_path, "lib.py")) == [p(tmp_path, "other.py"), p(tmp_path, "train.py")]


def test_a_function_called_from_a_function_another_module_repeats(tmp_path):
    proj = project(
        tmp_path,
        {
            "lib.py": LIB,
            "trainer.py": "from lib import build\ndef fit_one():\n    return build()\n",
            "main.py": "from trainer import fit_one\nfor i in range(3):\n    fit_one()\n",
        },
    )
    lib = facts(proj, "lib.py")
    repeated = lib.repetition.function_repeats(function(lib, "build"))
    assert repeated is not None
    assert repeated.reason == (
        "`build` is called from `fit_one` at `trainer.py:3`, which is called in a loop at `main.py:3`"
    )


def test_a_function_other_modules_call_once_does_not_repeat(tmp_path):
    proj = project(tmp_path, {"lib.py": LIB, "main.py": "from lib import build\nbuild()\n"})
    lib = facts(proj, "lib.py")
    assert lib.repetition.function_repeats(function(lib, "build")) is None


def test_the_callers_of_a_function_across_modules(tmp_path):
    proj = project(
        tmp_path,
        {
            "lib.py": LIB,
            "a.py": "from lib import build\ndef go():\n    for i in range(10):\n        build()\n",
            "b.py": "import lib\nlib.build()\n",
        },
    )
    target = f"{p(tmp_path, 'lib.py')}::build"
    callers = sorted((os.path.basename(path), dict(entry)) for path, entry in proj.callers(target))
    assert callers == [
        (
            "a.py",
            {
                "target": target,
                "line": 4,
                "caller": "go",
                "repeated": True,
                "session": False,
                "graph_mode": False,
                "resets": False,
                "keeps_result": False,
                "in_loop": True,
                "bounded": False,
                "once": False,
                "fresh_graph": False,
                "traced": False,
                "stable": [],
                "runs_passed": [],
                "args": {},
            },
        ),
        (
            "b.py",
            {
                "target": target,
                "line": 2,
                "caller": None,
                "repeated": False,
                "session": False,
                "graph_mode": False,
                "resets": False,
                "keeps_result": False,
                "in_loop": False,
                "bounded": False,
                "once": False,
                "fresh_graph": False,
                "traced": False,
                "stable": [],
                "runs_passed": [],
                "args": {},
            },
        ),
    ]
    assert proj.label(p(tmp_path, "a.py")) == "a.py"


@pytest.mark.parametrize("rule", ["TFM009"])
def test_a_rule_sees_a_model_class_of_another_module(tmp_path, rule):
    proj = project(
        tmp_path,
        {
            "nets.py": "import tensorflow as tf\nclass Net(tf.keras.Model):\n    def __init__(self):\n"
            "        super().__init__()\n",
            "train.py": "import tensorflow as tf\nfrom nets import Net\nfor i in range(10):\n    model = Net()\n",
        },
    )
    path = p(tmp_path, "train.py")
    result = lint_in_project(proj, path, [rule])
    assert [(f.code, f.location.row) for f in result.findings] == [(rule, 4)]


def test_a_saver_built_in_a_helper_another_module_calls_per_step_grows_the_graph(tmp_path):
    # The helper's module has none of `.run(`: the screen still lets TFM010 read it (`Session`, `Saver` ...).
    proj = project(
        tmp_path,
        {
            "util.py": "import tensorflow as tf\n"
            "def save_state(fname):\n"
            "    saver = tf.train.Saver()\n"
            "    saver.save(tf.get_default_session(), fname)\n",
            "train.py": "import util\n"
            "def learn(sess, op):\n"
            "    for step in range(1000):\n"
            "        sess.run(op)\n"
            "        if step % 100 == 0:\n"
            "            util.save_state('ckpt')\n",
        },
    )
    path = p(tmp_path, "util.py")
    result = lint_in_project(proj, path, ["TFM010"])
    assert [(f.code, f.location.row) for f in result.findings] == [("TFM010", 3)]
    assert "on every call of `save_state`" in result.findings[0].message


def test_a_tf2_helper_called_between_session_steps_of_another_module_is_not_graph_growth(tmp_path):
    proj = project(
        tmp_path,
        {
            "post.py": "import tensorflow as tf\ndef detections(boxes, scores):\n"
            "    return tf.stack([boxes[:, 0], scores], axis=-1)\n",
            "eval.py": "import post\ndef run(sess, op):\n    for step in range(10):\n"
            "        out = sess.run(op)\n        post.detections(out, out)\n",
        },
    )
    path = p(tmp_path, "post.py")
    result = lint_in_project(proj, path, ["TFM010"])
    assert result.findings == []


def test_a_helper_whose_ops_look_tf2_grows_the_graph_of_a_graph_mode_caller_in_another_module(tmp_path):
    # label_image-style: the helper's module shows no TF1 API; the module that calls it per image builds and runs
    # a TF1 graph (eager execution off, a Session), so each call adds the helper's ops to that graph.
    proj = project(
        tmp_path,
        {
            "prep.py": "import tensorflow as tf\ndef load(name):\n"
            "    raw = tf.io.read_file(name)\n    return tf.image.decode_jpeg(raw)\n",
            "classify.py": "import tensorflow as tf\nimport prep\ntf.compat.v1.disable_eager_execution()\n"
            "with tf.compat.v1.Session() as sess:\n    for name in names:\n"
            "        pixels = sess.run(prep.load(name))\n",
        },
    )
    path = p(tmp_path, "prep.py")
    result = lint_in_project(proj, path, ["TFM010"])
    assert [(f.code, f.location.row) for f in result.findings] == [("TFM010", 3)]
    assert "whose caller runs the session" in result.findings[0].message


def test_a_helper_whose_caller_runs_the_session_grows_the_graph_when_another_module_repeats_the_caller(tmp_path):
    # cleverhans#53: `jsma` runs `sess.run` on the gradients `jacobian_graph` builds, and another module calls
    # `jsma` once per sample; the module itself shows no TF1 API, and the loop calls no session itself.
    proj = project(
        tmp_path,
        {
            "attacks.py": "import tensorflow as tf\ndef jacobian_graph(logits, x):\n"
            "    return [tf.gradients(logits[:, c], x)[0] for c in range(10)]\n"
            "def jsma(sess, x, logits, sample):\n    grads = jacobian_graph(logits, x)\n"
            "    return sess.run(grads, feed_dict={x: sample})\n",
            "craft.py": "from attacks import jsma\ndef main(sess, x, logits, samples):\n"
            "    for sample in samples:\n        jsma(sess, x, logits, sample)\n",
        },
    )
    path = p(tmp_path, "attacks.py")
    result = lint_in_project(proj, path, ["TFM010"])
    assert [(f.code, f.location.row) for f in result.findings] == [("TFM010", 3)]
    assert "on every call of `jacobian_graph`, whose caller runs the session" in result.findings[0].message


def test_a_graph_mode_caller_in_another_module_reaches_a_helper_two_calls_away(tmp_path):
    proj = project(
        tmp_path,
        {
            "prep.py": "import tensorflow as tf\ndef decode(raw):\n    return tf.image.decode_jpeg(raw)\n"
            "def load(name):\n    return decode(tf.io.read_file(name))\n",
            "classify.py": "import tensorflow as tf\nimport prep\nsess = tf.compat.v1.Session()\n"
            "for name in names:\n    sess.run(prep.load(name))\n",
        },
    )
    path = p(tmp_path, "prep.py")
    result = lint_in_project(proj, path, ["TFM010"])
    assert [(f.code, f.location.row) for f in result.findings] == [("TFM010", 3), ("TFM010", 5)]


BUILDER = (
    "from keras.models import Sequential\nfrom keras.layers import Dense\n"
    "def build(n):\n    model = Sequential()\n    model.add(Dense(n))\n    return model\n"
)


@pytest.mark.parametrize(
    ("loop_body", "expected"),
    [
        ("    model = shared.build(n)\n    model.fit(x, y, epochs=5)\n", [("TFM009", 4)]),
        # the loop clears the Keras session each pass (ml4ir#137's advice): nothing piles up
        ("    keras.backend.clear_session()\n    model = shared.build(n)\n    model.fit(x, y)\n", []),
        # an ensemble: every model is kept on purpose
        ("    models.append(shared.build(n))\n", []),
    ],
)
def test_a_builder_another_module_calls_in_a_loop_is_reported_where_it_builds_the_model(tmp_path, loop_body, expected):
    # Tebs-Lab's MNIST experiments and ml4ir#137: the loop is in one module, the model is built in another.
    proj = project(
        tmp_path,
        {"shared.py": BUILDER, "run.py": "import keras\nimport shared\nmodels = []\nfor n in sizes:\n" + loop_body},
    )
    path = p(tmp_path, "shared.py")
    result = lint_in_project(proj, path, ["TFM009"])
    assert [(f.code, f.location.row) for f in result.findings] == expected


@pytest.mark.parametrize(
    ("kept_by_the_loop", "expected"),
    [
        ("            err, model = self.train(x, n)\n            del model\n", [("TFM009", 4)]),
        ("            err, model = self.train(x, n)\n            self.models.append(model)\n", []),  # an ensemble
    ],
)
def test_a_builder_a_method_returns_is_kept_only_if_the_loop_repeating_the_method_keeps_it(
    tmp_path, kept_by_the_loop, expected
):
    # sktime-dl#1: MCNN's fit grid-searches, calling `self.train(...)` per cell; `train` returns the model
    # `build_sub_model` (another module) makes, and the loop drops it (`del model`).
    proj = project(
        tmp_path,
        {
            "networks.py": BUILDER,
            "classifier.py": "from networks import build\n"
            "class Classifier:\n"
            "    def train(self, x, n):\n"
            "        model = build(n)\n"
            "        model.fit(x, x, epochs=3)\n"
            "        return 0.0, model\n"
            "    def fit(self, x):\n"
            "        for n in self.sizes:\n" + kept_by_the_loop,
        },
    )
    path = p(tmp_path, "networks.py")
    result = lint_in_project(proj, path, ["TFM009"])
    assert [(f.code, f.location.row) for f in result.findings] == expected


@pytest.mark.parametrize(
    ("made", "expected"),
    [
        ("tf.keras.models.load_model('steer')", [("TFM008", 3)]),
        ("joblib.load('forest.pkl')", []),  # not a Keras model: another library's `predict`
    ],
)
def test_a_model_another_module_hands_to_a_helper_that_never_imports_keras(tmp_path, made, expected):
    # Ayudesee/SH-AI: the game loop loads the model and passes it, every frame, to a policy helper in another module.
    proj = project(
        tmp_path,
        {
            "policy.py": "import numpy as np\ndef choose_keys(model, frame):\n"
            "    scores = model.predict(frame[None])\n    return int(np.argmax(scores))\n",
            "play.py": f"import joblib\nimport tensorflow as tf\nfrom policy import choose_keys\nmodel = {made}\n"
            "while True:\n    choose_keys(model, grab())\n",
        },
    )
    path = p(tmp_path, "policy.py")
    result = lint_in_project(proj, path, ["TFM008"])
    assert [(f.code, f.location.row) for f in result.findings] == expected


LOSS_WEIGHTS = """
def set_loss_weights(model, alpha):
    model.compile(optimizer=model.optimizer, loss="mse", loss_weights=[alpha])
"""


@pytest.mark.parametrize(
    ("loop_body", "expected"),
    [
        ("    utils.set_loss_weights(model, 1.0 / (epoch + 1))\n    model.fit(x, y, epochs=1)\n", [("TFM013", 3)]),
        ("    utils.set_loss_weights(model, 1.0 / (epoch + 1))\n    print(epoch)\n", []),  # nothing trained
        ("    utils.set_loss_weights(other, 0.5)\n    model.fit(x, y, epochs=1)\n", []),  # another model trains
    ],
)
def test_a_helper_recompiling_the_model_another_modules_loop_trains(tmp_path, loop_body, expected):
    # keras#6446: the epoch loop in train.py re-weights the losses through a helper of utils.py (which imports
    # nothing), then fits the same model: each compile drops the traced training function.
    proj = project(
        tmp_path,
        {
            "utils.py": LOSS_WEIGHTS,
            "train.py": "import tensorflow as tf\nimport utils\nmodel = tf.keras.Sequential()\n"
            "other = tf.keras.Sequential()\nfor epoch in range(60):\n" + loop_body,
        },
    )
    path = p(tmp_path, "utils.py")
    result = lint_in_project(proj, path, ["TFM013"])
    assert [(f.code, f.location.row) for f in result.findings] == expected


def test_a_function_called_from_a_repeated_function_of_another_module(tmp_path):
    proj = project(
        tmp_path,
        {
            "lib.py": LIB,
            "trainer.py": """
                from lib import build
                def fit_one():
                    return build()
                for i in range(3):
                    fit_one()
            """,
        },
    )
    lib = facts(proj, "lib.py")
    repeated = lib.repetition.function_repeats(function(lib, "build"))
    assert repeated is not None
    assert repeated.reason == (
        "`build` is called from `fit_one` at `trainer.py:4` (`fit_one` is called in a loop at module level)"
    )


def test_a_guarded_call_in_a_repeated_function_of_another_module_does_not_repeat(tmp_path):
    proj = project(
        tmp_path,
        {
            "lib.py": "def create():\n    return 1\n",
            "trainer.py": """
                from lib import create
                class Trainer:
                    def step(self):
                        if self.model is None:
                            self.model = create()
                t = Trainer()
                for i in range(3):
                    t.step()
            """,
            "main.py": "from trainer import Trainer\nt = Trainer()\nfor i in range(3):\n    t.step()\n",
        },
    )
    lib = facts(proj, "lib.py")
    assert lib.repetition.function_repeats(function(lib, "create")) is None


def test_another_module_that_passes_the_same_model_in_its_loop_makes_that_parameter_stable(tmp_path):
    proj = project(
        tmp_path,
        {
            "utils.py": "def set_lr(model, lr):\n    model.compile(lr)\n",
            "train.py": "import utils\nnet = make()\nfor e in range(9):\n    utils.set_lr(net, e)\n",
            "kfold.py": "import utils\nfor k in range(5):\n    net = make()\n    utils.set_lr(net, 1)\n",
        },
    )
    utils = facts(proj, "utils.py")
    repeated = utils.repetition.function_repeats(function(utils, "set_lr"))
    assert repeated is not None and repeated.stable == {"model"}  # train.py's loop, whichever caller the reason names
    stables = {
        os.path.basename(path): entry["stable"] for path, entry in proj.callers(f"{p(tmp_path, 'utils.py')}::set_lr")
    }
    assert stables == {"train.py": ["model"], "kfold.py": []}


# --- the index of contents and imports ----------------------------------------------------------------------


def _aged(root: Path, seconds: float = 60.0) -> None:
    """Files last modified a minute ago (an index written now trusts their size and time)."""
    for path in root.rglob("*.py"):
        past = path.stat().st_mtime - seconds
        os.utime(path, (past, past))


def test_a_warm_project_reads_no_unchanged_file(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    files = {"lib.py": LIB, "main.py": "from lib import build\n", "user.py": "import main\n"}
    first = project(tmp_path / "proj", files, cache)
    _aged(first.root)
    digests = {path: first.dependency_digest(path) for path in first.files}
    first.save()
    read: list = []
    real = run_project.read_source
    monkeypatch.setattr(run_project, "read_source", lambda path: read.append(path) or real(path))
    monkeypatch.setattr(run_project, "_imported_names", lambda tree: pytest.fail("parsed for its imports"))
    second = Project(first.root, cache)
    assert {path: second.dependency_digest(path) for path in second.files} == digests
    assert read == []


def test_a_warm_project_resolves_no_import_for_its_cache_keys(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    files = {"lib.py": LIB, "main.py": "from lib import build\n", "user.py": "import main\n", "alone.py": "x = 1\n"}
    first = project(tmp_path / "proj", files, cache)
    _aged(first.root)
    digests = {path: first.dependency_digest(path) for path in first.files}
    first.save()
    monkeypatch.setattr(Project, "imports", lambda self, path: pytest.fail("resolved its imports again"))
    second = Project(first.root, cache)
    assert {path: second.dependency_digest(path) for path in second.files} == digests
    monkeypatch.undo()
    write(first.root, {"alone.py": "import lib\n"})  # any change of the project: every digest is computed again
    third = Project(first.root, cache)
    changed = {path: third.dependency_digest(path) for path in third.files}
    assert changed[p(first.root, "lib.py")] != digests[p(first.root, "lib.py")]  # a new importer
    assert changed[p(first.root, "main.py")] == digests[p(first.root, "main.py")]


def test_a_file_outside_the_project_gets_the_digest_of_its_current_imports(tmp_path):
    """A file of a skipped folder (linted by name) is not in the project's state: its digest is never taken from
    the index, where it would stay that of the imports of its first content."""
    cache = tmp_path / "cache"
    first = project(tmp_path / "proj", {"lib.py": LIB, "main.py": "import lib\n", "build/x.py": "x = 1\n"}, cache)
    outside = p(first.root, "build/x.py")
    assert outside not in first.files
    _aged(first.root)
    before = first.dependency_digest(outside)
    first.save()
    write(first.root, {"build/x.py": "import lib\n"})
    second = Project(first.root, cache)
    assert second.dependency_digest(outside) != before
    assert second.dependency_digest(outside) == Project(first.root).dependency_digest(outside)


def test_an_edited_file_is_read_again_even_with_the_same_size_and_time(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    first = project(tmp_path / "proj", {"lib.py": "def f():\n    pass\n", "main.py": "import lib\n"}, cache)
    main = p(first.root, "main.py")
    before = first.dependency_digest(main)
    first.save()  # written now: files modified within RACY_SECONDS of it are not trusted by size and time
    lib = Path(p(first.root, "lib.py"))
    status = lib.stat()
    lib.write_text("def g():\n    pass\n")  # same size
    os.utime(lib, ns=(status.st_atime_ns, status.st_mtime_ns))  # same modification time
    assert Project(first.root, cache).dependency_digest(main) != before


def test_a_file_whose_size_or_time_changed_is_read_again(tmp_path):
    cache = tmp_path / "cache"
    first = project(tmp_path / "proj", {"lib.py": "def f():\n    pass\n", "main.py": "import lib\n"}, cache)
    _aged(first.root)
    main = p(first.root, "main.py")
    before = first.dependency_digest(main)
    first.save()
    write(first.root, {"lib.py": "def f():\n    return 1\n"})
    second = Project(first.root, cache)
    assert second.dependency_digest(main) != before and second.imports(main) == first.imports(main)


def test_a_caller_that_only_sweeps_a_short_literal_list_repeats_boundedly(tmp_path):
    proj = project(
        tmp_path,
        {
            "lib.py": LIB,
            "test_lib.py": "from lib import build\ndef test_sizes():\n    for n in [1, 2]:\n        build()\n",
        },
    )
    lib = facts(proj, "lib.py")
    repeated = lib.repetition.function_repeats(function(lib, "build"))
    assert repeated is not None and repeated.sweep
    proj = project(tmp_path, {"train.py": "from lib import build\nfor step in range(1000):\n    build()\n"})
    lib = facts(proj, "lib.py")
    repeated = lib.repetition.function_repeats(function(lib, "build"))
    assert repeated is not None and not repeated.sweep and "train.py" in repeated.reason


# --- an editor's buffer ---------------------------------------------------------------------------------------


TRAINER = "from lib import build\ndef fit_one():\n    return build()\n"


def test_an_edit_that_leaves_the_summary_as_it_was_keeps_the_importers_summaries(tmp_path):
    proj = project(tmp_path, {"lib.py": LIB, "trainer.py": TRAINER})
    lib, trainer = p(tmp_path, "lib.py"), p(tmp_path, "trainer.py")
    before = proj.summary(trainer)
    proj.update(lib, LIB + "# a comment, and a body that does the same\n")
    assert proj.text(lib) is not None and proj.text(lib).endswith("the same\n")  # type: ignore[union-attr]
    assert proj.summary(trainer) is before  # not summarised again


def test_an_edit_that_changes_what_a_function_does_summarises_its_importers_again(tmp_path):
    proj = project(tmp_path, {"lib.py": LIB, "trainer.py": TRAINER})
    lib, trainer = p(tmp_path, "lib.py"), p(tmp_path, "trainer.py")
    trainer_facts = facts(proj, "trainer.py")
    assert C.MODEL in trainer_facts.calls.effects(function(trainer_facts, "fit_one"))
    before = proj.summary(trainer)
    proj.update(lib, LIB.replace("return tf.keras.Sequential()", "return None"))
    after = proj.summary(trainer)
    assert after is not None and after != before
    trainer_facts = facts(proj, "trainer.py")
    assert C.MODEL not in trainer_facts.calls.effects(function(trainer_facts, "fit_one"))


def test_an_edit_that_changes_the_imports_forgets_the_import_graph(tmp_path):
    proj = project(tmp_path, {"lib.py": LIB, "trainer.py": TRAINER, "other.py": "def g():\n    pass\n"})
    lib, trainer = p(tmp_path, "lib.py"), p(tmp_path, "trainer.py")
    before = proj.summary(trainer)
    proj.update(lib, "import other\n" + LIB)
    assert p(tmp_path, "other.py") in proj.imports(lib)
    assert proj.summary(trainer) is not before


@pytest.mark.parametrize("signature", ["", "input_signature=[tf.TensorSpec([None])] * 2"])
def test_a_tf_function_of_another_module_called_with_a_changing_python_number(tmp_path, signature):
    proj = project(
        tmp_path,
        {
            "steps.py": f"import tensorflow as tf\n@tf.function({signature})\ndef step(x, lr):\n    return x * lr\n",
            "train.py": "from steps import step\n"
            "def train(ds, epochs):\n"
            "    for epoch in range(epochs):\n"
            "        lr = 0.01 / (1 + epoch)\n"
            "        for x in ds:\n"
            "            step(x, lr)\n",
        },
    )
    path = p(tmp_path, "train.py")
    result = lint_in_project(proj, path, ["TFM007"])
    assert [(f.code, f.location.row) for f in result.findings] == ([] if signature else [("TFM007", 6)])


def test_without_a_marker_the_root_holds_the_outermost_package(tmp_path):
    write(tmp_path, {"src/pkg/__init__.py": "", "src/pkg/sub/__init__.py": "", "src/pkg/sub/train.py": ""})
    assert project_root([tmp_path / "src/pkg/sub/train.py"]) == tmp_path / "src"
    assert project_root([tmp_path / "src"]) == tmp_path / "src"


def test_a_method_only_one_imported_class_defines_resolves_on_an_unknown_receiver(tmp_path):
    proj = project(
        tmp_path,
        {
            "lib/__init__.py": "from .models import Net\n",
            "lib/models.py": "import tensorflow as tf\nclass Net:\n    def __init__(self):\n"
            "        self.model = tf.keras.models.load_model('m')\n"
            "    def predict_one(self, x):\n        return self.model.predict(x)\n",
            "lib/other.py": "class Other:\n    def predict_one(self, x):\n        return x\n",
            "run.py": "from lib import Net\ndef score(net, rows):\n    for row in rows:\n"
            "        net.predict_one(row)\n",
            "run_both.py": "from lib import Net\nfrom lib.other import Other\ndef score(net, rows):\n"
            "    for row in rows:\n        net.predict_one(row)\n",
        },
    )
    one = facts(proj, "run.py")
    assert [getattr(t, "qualname", None) for t in one.calls.resolve(call(one, "net.predict_one(row)"))] == [
        "Net.predict_one"
    ]
    both = facts(proj, "run_both.py")
    assert both.calls.resolve(call(both, "net.predict_one(row)")) == []


def test_a_src_layout_below_the_root_resolves_and_two_of_them_stay_unknown(tmp_path):
    proj = project(
        tmp_path,
        {
            "tool/src/neuroseg/__init__.py": "",
            "tool/src/neuroseg/extraction.py": "def run():\n    pass\n",
            "tool/run_batch.py": "from neuroseg.extraction import run\n",
        },
    )
    assert resolved(proj, "tool/run_batch.py", "neuroseg.extraction.run") == ("tool/src/neuroseg/extraction.py", "run")
    write(tmp_path, {"other/src/neuroseg/__init__.py": "", "other/src/neuroseg/extraction.py": ""})
    again = Project(tmp_path)
    assert resolved(again, "tool/run_batch.py", "neuroseg.extraction.run") is None


def test_a_module_named_from_the_top_wins_over_a_nested_layout(tmp_path):
    proj = project(
        tmp_path,
        {"utils.py": "def f():\n    pass\n", "vendor/lib/utils.py": "", "train.py": "import utils\n"},
    )
    assert resolved(proj, "train.py", "utils.f") == ("utils.py", "f")


def test_a_method_on_an_attribute_is_not_resolved_by_name_across_modules(tmp_path):
    proj = project(
        tmp_path,
        {
            "base.py": "import tensorflow as tf\nclass Base:\n    def add_summary(self):\n"
            "        self.merged = tf.summary.merge_all()\n"
            "        self.file_writer = tf.summary.FileWriter('out')\n",
            "ner.py": "from base import Base\nclass Ner(Base):\n    def run_epoch(self, sess, summary):\n"
            "        for i in range(10):\n            self.file_writer.add_summary(summary, i)\n",
        },
    )
    ner = facts(proj, "ner.py")
    assert ner.calls.resolve(call(ner, "self.file_writer.add_summary(summary, i)")) == []


@pytest.mark.parametrize(
    ("made", "graph", "expected"),
    [
        ("", "tf.Graph()", []),
        ("", "graph", [("TFM010", 3)]),  # the module's one graph, made once
        # lengstrom/fast-style-transfer: `ffwd` makes `g = tf.Graph()` on each call, then `with g.as_default():`.
        ("    g = tf.Graph()\n", "g", []),
    ],
)
def test_a_helper_another_module_calls_in_a_new_graph_each_time_does_not_grow_one(tmp_path, made, graph, expected):
    proj = project(
        tmp_path,
        {
            "detect.py": "import tensorflow.compat.v1 as tf\ndef create(sess):\n"
            "    data = tf.placeholder(tf.float32, (None, 3))\n    sess.run(tf.global_variables_initializer())\n"
            "    return data\n",
            "export.py": "import tensorflow.compat.v1 as tf\nimport detect\ngraph = tf.Graph()\n"
            "def align(paths):\n"
            f"{made}    with {graph}.as_default():\n"
            "        sess = tf.Session()\n        return detect.create(sess)\n"
            "def main(batches):\n    for batch in batches:\n        align(batch)\n",
        },
    )
    path = p(tmp_path, "detect.py")
    result = lint_in_project(proj, path, ["TFM010"])
    assert [(f.code, f.location.row) for f in result.findings] == expected


def test_a_model_returned_in_a_tuple_by_a_function_of_another_module_is_built_per_iteration(tmp_path):
    # autonomio/talos#343: the model function returns `out, model`, as Talos requires.
    proj = project(
        tmp_path,
        {
            "models.py": "from keras.models import Sequential\n"
            "def tense_model(x, y, params):\n"
            "    model = Sequential()\n"
            "    out = model.fit(x, y, epochs=params['epochs'])\n"
            "    return out, model\n",
            "search.py": "import models\nfor params in grid:\n    history, model = models.tense_model(x, y, params)\n",
        },
    )
    module = facts(proj, "search.py")
    assert module.kinds.unpacked(call(module, "models.tense_model(x, y, params)"), 1).name == K.MODEL
    assert module.kinds.unpacked(call(module, "models.tense_model(x, y, params)"), 0).name != K.MODEL
    path = p(tmp_path, "search.py")
    result = lint_in_project(proj, path, ["TFM009"])
    assert [(f.code, f.location.row) for f in result.findings] == [("TFM009", 3)]


def test_ops_built_by_another_modules_function_in_a_function_that_runs_the_session_grow_the_graph(tmp_path):
    # qqwweee/keras-yolo3#340: detect_image builds yolo_eval's ops (another module) and runs them, once per frame.
    proj = project(
        tmp_path,
        {
            "post.py": "import tensorflow as tf\n"
            "def boxes_of(output, shape):\n"
            "    return tf.image.non_max_suppression(output, shape, 10)\n",
            "detector.py": "import tensorflow as tf\nfrom post import boxes_of\n"
            "class Detector:\n"
            "    def detect(self, sess, image):\n"
            "        boxes = boxes_of(self.output, self.shape)\n"
            "        return sess.run(boxes, feed_dict={self.input: image})\n",
            "watch.py": "from detector import Detector\n"
            "def watch(detector, sess, frames):\n"
            "    for frame in frames:\n"
            "        detector.detect(sess, frame)\n",
        },
    )
    path = p(tmp_path, "detector.py")
    result = lint_in_project(proj, path, ["TFM010"])
    assert [(f.code, f.location.row) for f in result.findings] == [("TFM010", 5)]
    assert "on every call of `detect`" in result.findings[0].message


def test_a_function_other_modules_call_only_from_traced_code_is_traced(tmp_path):
    # zzh8829/yolov3-tf2: transform_targets runs only inside the lambdas train.py hands to `Dataset.map`.
    proj = project(
        tmp_path,
        {
            "dataset.py": "import tensorflow as tf\n"
            "@tf.function\n"
            "def for_output(y, grid):\n"
            "    return y * grid\n"
            "def transform_targets(y, masks):\n"
            "    grid, outs = 13, []\n"
            "    for mask in masks:\n"
            "        outs.append(for_output(y, grid))\n"
            "        grid *= 2\n"
            "    return tuple(outs)\n",
            "train.py": "import tensorflow as tf\nimport dataset\n"
            "ds = tf.data.TFRecordDataset(files).map(lambda x, y: (x, dataset.transform_targets(y, masks)))\n",
        },
    )
    module = facts(proj, "dataset.py")
    assert module.tf_functions.tracer(call(module, "for_output(y, grid)")) is not None
    assert module.tf_functions.tracer(call(module, "for_output(y, grid)"), local_only=True) is None
    path = p(tmp_path, "dataset.py")
    result = lint_in_project(proj, path, ["TFM001", "TFM007"])
    assert result.findings == []
    # Also called from eager code of another module: no longer only traced.
    (tmp_path / "eval.py").write_text("import dataset\nfor y in ys:\n    dataset.transform_targets(y, masks)\n")
    proj = Project(tmp_path, None)
    result = lint_in_project(proj, path, ["TFM007"])
    assert [(f.code, f.location.row) for f in result.findings] == [("TFM007", 8)]


def test_the_globals_of_another_module_keep_their_kinds(tmp_path):
    # tensorflow/tensorflow#25414: the dataset is made at module level in input_pipeline.py, iterated in trainer.py.
    proj = project(
        tmp_path,
        {
            "input_pipeline.py": "import tensorflow as tf\n"
            "BATCH = 64\n"
            "train_data = tf.data.TFRecordDataset(files)\n"
            "train_data = train_data.shuffle(1000).batch(BATCH)\n"
            "def helper():\n    pass\n",
            "trainer.py": "import tensorflow as tf\n"
            "import input_pipeline\n"
            "from input_pipeline import train_data, BATCH, helper\n"
            "@tf.function\n"
            "def epoch():\n"
            "    for batch in train_data:\n"
            "        step(batch)\n"
            "    for batch in input_pipeline.train_data:\n"
            "        step(batch, BATCH)\n",
        },
    )
    module = facts(proj, "trainer.py")
    names = [n for n in ast.walk(module.index.tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)]
    assert {n.id: module.kinds.of(n).name for n in names if n.id in ("train_data", "BATCH")} == {
        "train_data": K.DATASET,
        "BATCH": K.NUMBER,
    }
    path = p(tmp_path, "trainer.py")
    result = lint_in_project(proj, path, ["TFM003"])
    assert [(f.code, f.location.row) for f in result.findings] == [("TFM003", 6), ("TFM003", 8)]


def test_the_attributes_of_another_modules_class_keep_their_kinds(tmp_path):
    # dion-jy/gym-ddpg-keras#1: the agent (ddpg.py, no TensorFlow import) predicts with the Keras model its
    # ActorNet wrapper (actor.py) keeps in `self.network`, once per replayed batch.
    proj = project(
        tmp_path,
        {
            "actor.py": "from keras.models import Model\n"
            "class ActorNet:\n"
            "    def __init__(self, dim):\n"
            "        self.network = self.create_network(dim)\n"
            "        self.dim = dim\n"
            "    def create_network(self, dim):\n"
            "        return Model(inp, out)\n",
            "ddpg.py": "from actor import ActorNet\n"
            "class Agent:\n"
            "    def __init__(self):\n"
            "        self.actor = ActorNet(3)\n"
            "    def replay(self, batches):\n"
            "        for obs in batches:\n"
            "            self.actor.network.predict(obs)\n"
            "            self.actor.dim.predict(obs)\n",
        },
    )
    module = facts(proj, "ddpg.py")
    assert module.kinds.of(call(module, "self.actor.network.predict(obs)").func.value).name == K.MODEL
    assert not module.kinds.of(call(module, "self.actor.dim.predict(obs)").func.value).known  # unknown there
    path = p(tmp_path, "ddpg.py")
    result = lint_in_project(proj, path, ["TFM008"])
    assert [(f.code, f.location.row) for f in result.findings] == [("TFM008", 7)]


def test_an_attribute_a_subclass_inherits_from_another_modules_class_keeps_its_kind(tmp_path):
    # kenoung/2048-python: the double-DQN agent (ddqn.py, no TensorFlow import) overrides `replay` and predicts
    # per sampled transition with the models its base agent (dqn.py) builds in `__init__`.
    proj = project(
        tmp_path,
        {
            "agents/__init__.py": "",
            "agents/dqn.py": "from tensorflow.keras.models import Sequential\n"
            "class DQNAgent:\n"
            "    def __init__(self):\n"
            "        self.model = self._build()\n"
            "        self.memory = []\n"
            "    def _build(self):\n"
            "        return Sequential([])\n",
            "agents/ddqn.py": "from .dqn import DQNAgent\n"
            "class Local(DQNAgent):\n"
            "    pass\n"
            "class DDQNAgent(Local):\n"
            "    def replay(self, batch):\n"
            "        for state in batch:\n"
            "            self.model.predict(state)\n"
            "            self.memory.predict(state)\n",
        },
    )
    module = facts(proj, "agents/ddqn.py")
    assert module.kinds.of(call(module, "self.model.predict(state)").func.value).name == K.MODEL
    assert module.kinds.of(call(module, "self.memory.predict(state)").func.value).name == K.COLLECTION
    path = p(tmp_path, "agents/ddqn.py")
    result = lint_in_project(proj, path, ["TFM008"])
    assert [(f.code, f.location.row) for f in result.findings] == [("TFM008", 7)]


def test_a_class_another_module_constructs_in_a_loop_is_reported_where_its_init_builds_the_model(tmp_path):
    # tensorflow#62854: experiment.py makes a new MyModel per iteration; mymodel.py's `__init__` builds the
    # Sequential (its clear_session() commented out).
    proj = project(
        tmp_path,
        {
            "mymodel.py": "import tensorflow as tf\n"
            "class MyModel:\n"
            "    def __init__(self):\n"
            "        self.dnn = tf.keras.Sequential([tf.keras.layers.Dense(1)])\n"
            "        self.optimizer = tf.keras.optimizers.Adam()\n",
            "experiment.py": "from mymodel import MyModel\nfor i in range(50):\n    model = MyModel()\n",
        },
    )
    path = p(tmp_path, "mymodel.py")
    result = lint_in_project(proj, path, ["TFM009"])
    assert [(f.code, f.location.row) for f in result.findings] == [("TFM009", 4)]
    assert "on every construction of `MyModel(...)`" in result.findings[0].message


def test_a_getter_of_another_module_returns_the_model_it_keeps_and_builds_none(tmp_path):
    # A Celery task takes the model a worker-start hook loaded (`model_store.get()`) and uses it as a model: the
    # getter's summary says it builds nothing, so its name and its use are no evidence of a new model.
    proj = project(
        tmp_path,
        {
            "model_store.py": "import tensorflow as tf\n"
            "_state = {'model': None}\n"
            "def load():\n"
            "    _state['model'] = tf.keras.models.load_model('m.keras')\n"
            "def get():\n"
            "    return _state['model']\n",
            "tasks.py": "from celery import Celery\n"
            "import model_store\n"
            "app = Celery('worker')\n"
            "@app.task\n"
            "def predict(rows):\n"
            "    model = model_store.get()\n"
            "    return model.predict_on_batch(rows)\n",
        },
    )
    assert lint_in_project(proj, p(tmp_path, "tasks.py"), ["TFM009"]).findings == []


def test_a_notebooks_json_is_not_parsed_for_imports(tmp_path, monkeypatch):
    """One JSON value holds no import statement (Python's parser would find none, slowly); a `.ipynb` that is not
    JSON is read as Python, as before."""
    cell = {"cell_type": "code", "metadata": {}, "source": "import lib\n", "outputs": []}
    notebook = json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}, indent=1)
    files = {"lib.py": LIB, "main.py": "import lib\n", "nb.ipynb": notebook, "odd.ipynb": "import lib\n"}
    proj = project(tmp_path / "proj", files)
    assert run_project._imported_names(ast.parse(notebook)) == []  # what parsing it would give
    real = run_project.Project.tree
    monkeypatch.setattr(
        run_project.Project,
        "tree",
        lambda self, path, text=None: pytest.fail("parsed") if path.endswith("nb.ipynb") else real(self, path, text),
    )
    assert proj.imported_names(p(proj.root, "nb.ipynb")) == []
    assert proj.imported_names(p(proj.root, "odd.ipynb")) == ["lib"]


def test_methods_called_on_an_object_another_modules_class_is_handed_are_its_callers(tmp_path):
    # traffic-signal DQN: main.py hands TrainModel to Simulation, whose replay loop calls self._model.predict_batch.
    files = {
        "model.py": "import tensorflow as tf\n"
        "class TrainModel:\n"
        "    def __init__(self):\n"
        "        self._model = tf.keras.Sequential([tf.keras.layers.Dense(4)])\n"
        "    def predict_batch(self, states):\n"
        "        return self._model.predict(states)\n",
        "simulation.py": "class Simulation:\n"
        "    def __init__(self, Model, memory):\n"
        "        self._Model = Model\n"
        "    def run(self, episodes):\n"
        "        for _ in range(episodes):\n"
        "            self._Model.predict_batch(self.states())\n",
        "main.py": "from model import TrainModel\n"
        "from simulation import Simulation\n"
        "model = TrainModel()\n"
        "Simulation(model, memory=None).run(100)\n",
    }
    proj = project(tmp_path, files)
    path = p(tmp_path, "model.py")
    result = lint_in_project(proj, path, ["TFM008"])
    assert [(f.code, f.location.row) for f in result.findings] == [("TFM008", 6)]
    assert "simulation.py:6" in (result.findings[0].help or "")
    before = proj.dependency_digest(path)
    (tmp_path / "simulation.py").write_text(files["simulation.py"].replace("for _ in range(episodes):", "if episodes:"))
    assert Project(tmp_path, None).dependency_digest(path) != before
    # Handed something else, the kept object's methods are not this class's.
    (tmp_path / "simulation.py").write_text(files["simulation.py"])
    (tmp_path / "main.py").write_text(files["main.py"].replace("Simulation(model,", "Simulation(other,"))
    proj = Project(tmp_path, None)
    result = lint_in_project(proj, path, ["TFM008"])
    assert result.findings == []


def test_what_a_rule_finds_does_not_depend_on_the_rules_asked_before_it():
    # A call resolved in the middle of another resolution (the parameter `encoder` takes its kind from the calls
    # of `encode_file`) once left `last_state` without callers for every later question: TFM006 before TFM010
    # hid TFM010's finding.
    source = textwrap.dedent(
        """
        import tensorflow as tf

        class Encoder:
            def __init__(self):
                self.outputs, _ = tf.nn.dynamic_rnn(cell, inputs, dtype=tf.float32)
                self.sess = tf.Session()

            def last_state(self, batch):
                return self.sess.run(self.outputs[:, -1, :], feed_dict={x: batch})

        def encode_file(sequences, encoder):
            for start in range(0, len(sequences), 256):
                encoder.last_state(sequences[start:start + 256])

        encode_file(data, Encoder())
        """
    )
    alone = lint_source(source, "a.py", default_rules(["TFM010"])).findings
    after_others = lint_source(source, "a.py", default_rules(["TFM006", "TFM010"]), screen=False).findings
    assert [(f.code, f.location.row) for f in alone] == [("TFM010", 10)]
    assert after_others == alone


TF1_DETECTOR = (
    "        self.sess = tf.Session()\n        self.x = tf.placeholder(tf.float32)\n"
    "    def boxes(self, image):\n        return self.sess.run(self.x, feed_dict={self.x: image})\n"
)
TF2_DETECTOR = (
    "        self.model = tf.saved_model.load('boxes')\n    def boxes(self, image):\n        return self.model(image)\n"
)


@pytest.mark.parametrize(("detector", "expected"), [(TF1_DETECTOR, [("TFM010", 5)]), (TF2_DETECTOR, [])])
def test_keras_2_backend_calls_run_the_session_beside_graph_code_of_the_same_program(tmp_path, detector, expected):
    # keras-team/keras#9011: the recognizer shows no TF1 API; the detector run in the same program opens a session.
    proj = project(
        tmp_path,
        {
            "recognizer.py": "from keras import backend as K\n"
            "class Recognizer:\n"
            "    def read(self, crop):\n"
            "        y = self.model.predict(crop)\n"
            "        return K.get_value(K.ctc_decode(y, input_length=[y.shape[1]])[0][0])\n",
            "detector.py": "import tensorflow as tf\nclass Detector:\n    def __init__(self):\n" + detector,
            "run.py": "from detector import Detector\nfrom recognizer import Recognizer\n"
            "def main(images):\n    detector, recognizer = Detector(), Recognizer()\n"
            "    for image in images:\n        for box in detector.boxes(image):\n            recognizer.read(box)\n",
        },
    )
    path = p(tmp_path, "recognizer.py")
    result = lint_in_project(proj, path, ["TFM010"])
    assert [(f.code, f.location.row) for f in result.findings] == expected


@pytest.mark.parametrize(
    ("helper", "expected"),
    [
        # keras-team/keras#19907: the loop keeps each fold's history; the model the builder made is dropped.
        ("    model = build()\n    model.fit(x, y)\n    return model.history\n", [("TFM009", 3)]),
        # An ensemble: the helper returns the model, and the loop keeps it.
        ("    model = build()\n    model.fit(x, y)\n    return model\n", []),
    ],
)
def test_a_builder_two_calls_from_a_loop_is_kept_only_if_each_call_passes_its_model_on(tmp_path, helper, expected):
    proj = project(
        tmp_path,
        {
            "models.py": "import tensorflow as tf\ndef build():\n"
            "    return tf.keras.Sequential([tf.keras.layers.Dense(1)])\n",
            "training.py": "from models import build\ndef train_fold(x, y):\n" + helper,
            "run.py": "from training import train_fold\nresults = []\n"
            "for fold in range(5):\n    results.append(train_fold(xs[fold], ys[fold]))\n",
        },
    )
    path = p(tmp_path, "models.py")
    result = lint_in_project(proj, path, ["TFM009"])
    assert [(f.code, f.location.row) for f in result.findings] == expected


# --- what another module's repeated calls pass, and how they run what they are handed ---------------------------


def test_a_default_the_repeating_caller_always_passes_is_never_filled_in(tmp_path):
    # openl3#23: the model is loaded once and handed to every call; the lazy build runs only for a caller without one.
    embed = """
    import tensorflow as tf

    def embed(audio, model=None):
        if model is None:
            model = tf.keras.Sequential([tf.keras.layers.Dense(4)])
        return model(audio)
    """
    passing = """
    import tensorflow as tf
    from embed import embed

    model = tf.keras.Sequential([tf.keras.layers.Dense(4)])
    for clip in clips:
        embed(clip, model=model)
    """
    given = project(tmp_path / "given", {"embed.py": embed, "run.py": passing})
    assert lint_in_project(given, p(tmp_path / "given", "embed.py"), ["TFM009"]).findings == []
    omitting = project(
        tmp_path / "omitting",
        {"embed.py": embed, "run.py": "from embed import embed\nfor clip in clips:\n    embed(clip)\n"},
    )
    [finding] = lint_in_project(omitting, p(tmp_path / "omitting", "embed.py"), ["TFM009"]).findings
    assert finding.location.row == 6


def test_a_pool_with_one_task_per_worker_runs_each_element_in_a_fresh_process(tmp_path):
    # tensorflow#43702's fix: each fold in its own worker process, whose memory goes when it exits.
    fold = """
    import tensorflow as tf

    def run_fold(job):
        model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
        model.compile("adam", "mse")
        return model.fit(*job, epochs=3)
    """
    driver = """
    import multiprocessing as mp
    from fold import run_fold

    with mp.get_context("spawn").Pool(1{options}) as pool:
        pool.map(run_fold, jobs)
    """
    fresh = project(tmp_path / "fresh", {"fold.py": fold, "run.py": driver.format(options=", maxtasksperchild=1")})
    assert lint_in_project(fresh, p(tmp_path / "fresh", "fold.py"), ["TFM009"]).findings == []
    reused = project(tmp_path / "reused", {"fold.py": fold, "run.py": driver.format(options="")})
    assert [f.code for f in lint_in_project(reused, p(tmp_path / "reused", "fold.py"), ["TFM009"]).findings] == [
        "TFM009"
    ]


def test_a_tf_function_made_per_call_of_a_module_function_is_new_per_batch_of_another_module(tmp_path):
    # advex: `tf.function(single_step)` in a helper another module calls per batch; `single_step`'s own parameter
    # `model` is not the helper's parameter of the same name (no wrapper of a function each call is given).
    proj = project(
        tmp_path,
        {
            "pgd.py": """
            import tensorflow as tf

            def single_step(model, x, delta):
                return model(x + delta)

            def attack(model, x, steps):
                step = tf.function(single_step)
                delta = tf.zeros_like(x)
                for _ in range(steps):
                    delta = step(model, x, delta)
                return delta
            """,
            "train.py": """
            from pgd import attack

            def train(model, batches, **options):
                for x, y in batches:
                    attack(model, x, **options)
            """,
        },
    )
    [finding] = lint_in_project(proj, p(tmp_path, "pgd.py"), ["TFM006"]).findings
    assert finding.location.row == 8


def test_numpy_randomness_in_a_function_another_module_hands_to_dataset_map_is_frozen_at_trace_time(tmp_path):
    # google-research/realmix#4: the cutout eraser in `third_party` draws its box with NumPy, and the augmentation
    # script maps it over the dataset (with a positional `num_parallel_calls`, which is no process pool's map).
    eraser = """
    import numpy as np
    import tensorflow as tf

    def random_erase(image, label):
        if np.random.rand() > 0.5:
            return image, label
        return image * 0.0, label
    """
    script = """
    import tensorflow as tf
    from third_party.eraser import random_erase

    dataset = tf.data.TFRecordDataset(files).map(random_erase, 4)
    """
    proj = project(tmp_path, {"third_party/__init__.py": "", "third_party/eraser.py": eraser, "augment.py": script})
    [finding] = lint_in_project(proj, p(tmp_path, "third_party/eraser.py"), ["TFM015"]).findings
    assert finding.location.row == 6
    eager = project(
        tmp_path / "eager",
        {
            "third_party/__init__.py": "",
            "third_party/eraser.py": eraser,
            "augment.py": """
        from third_party.eraser import random_erase

        for image, label in pairs:
            random_erase(image, label)
        """,
        },
    )
    assert lint_in_project(eager, p(tmp_path / "eager", "third_party/eraser.py"), ["TFM015"]).findings == []


def test_the_members_of_a_collection_another_module_returns_are_its_objects(tmp_path):
    # harvitronix/neural-network-genetic-algorithm#4: the optimizer module makes the population of `Network`s,
    # the main loop trains each one, and each `train()` builds a model in a third module.
    proj = project(
        tmp_path,
        {
            "train.py": """
            from keras.models import Sequential
            from keras.layers import Dense

            def train_and_score(genome):
                model = Sequential([Dense(genome["units"])])
                model.compile(loss="mse", optimizer="adam")
                return model.fit(x, y, epochs=10)
            """,
            "network.py": """
            from train import train_and_score

            class Network:
                def __init__(self, genome):
                    self.genome = genome

                def train(self):
                    return train_and_score(self.genome)
            """,
            "optimizer.py": """
            from network import Network

            class Optimizer:
                def create_population(self, count):
                    population = []
                    for _ in range(count):
                        population.append(Network(random_genome()))
                    return population

                def evolve(self, population):
                    return population[:5] + [Network(random_genome()) for _ in range(5)]
            """,
            "main.py": """
            from optimizer import Optimizer

            def train_networks(networks):
                for network in networks:
                    network.train()

            def generate(generations):
                optimizer = Optimizer()
                networks = optimizer.create_population(20)
                for _ in range(generations):
                    train_networks(networks)
                    networks = optimizer.evolve(networks)
            """,
        },
    )
    main = facts(proj, "main.py")
    population = call(main, "optimizer.create_population(20)")
    assert main.kinds.members(population).detail == f"{p(tmp_path, 'network.py')}::Network"
    [finding] = lint_in_project(proj, p(tmp_path, "train.py"), ["TFM009"]).findings
    assert finding.location.row == 6


def test_a_model_another_module_hands_a_class_is_what_its_attribute_holds(tmp_path):
    # A ROS node builds the model and hands it to a subscriber class of a module that never imports Keras; its
    # message callback predicts with `self.model`.
    proj = project(
        tmp_path,
        {
            "node.py": """
            from keras.models import load_model
            from subscribers import PredictionSubscriber

            model = load_model("digits.h5")
            subscriber = PredictionSubscriber("/camera", model)
            """,
            "subscribers.py": """
            import numpy
            import rospy

            class PredictionSubscriber:
                def __init__(self, topic, model):
                    self.model = model
                    rospy.Subscriber(topic, Image, self.handle)

                def handle(self, message):
                    return self.model.predict(numpy.expand_dims(decode(message), 0))
            """,
        },
    )
    [finding] = lint_in_project(proj, p(tmp_path, "subscribers.py"), ["TFM008"]).findings
    assert finding.location.row == 11


def test_a_session_cleared_by_the_loop_of_another_module_covers_the_builder_its_callee_calls(tmp_path):
    # ta-seri/LDWPSO-CNN#2's fix: the particle loop clears the Keras session before each fitness evaluation, whose
    # helper builds the model; no finding in the builder.
    fitness = """
    from tensorflow import keras

    def build_cnn(units):
        return keras.Sequential([keras.layers.Dense(units)])

    def fitness(params):
        model = build_cnn(int(params[0]))
        model.compile("adam", "mse")
        return model.fit(x, y, epochs=3)
    """
    loop = """
    import tensorflow as tf
    from cnn_fitness import fitness

    for particle in swarm:
        {clear}
        fitness(particle)
    """
    cleared = project(
        tmp_path / "cleared",
        {"cnn_fitness.py": fitness, "pso.py": loop.format(clear="tf.keras.backend.clear_session()")},
    )
    assert lint_in_project(cleared, p(tmp_path / "cleared", "cnn_fitness.py"), ["TFM009"]).findings == []
    kept = project(tmp_path / "kept", {"cnn_fitness.py": fitness, "pso.py": loop.format(clear="pass")})
    found = lint_in_project(kept, p(tmp_path / "kept", "cnn_fitness.py"), ["TFM009"]).findings
    assert [f.code for f in found] == ["TFM009", "TFM009"]  # at the builder's model and at the call of it

"""Names a package's `__init__.py` re-exports are followed to the module that defines them: correct or unknown,
never wrong, and the cache keys of the modules that import them change when the `__init__` or the target does."""

from __future__ import annotations

import os
import pickle
from pathlib import Path
from typing import Dict, Set

import pytest

from tests.analysis.test_project import _aged, call, facts, function, p, project, resolved, write
from tflint_mem.analysis import calls as C
from tflint_mem.engine.lint import default_rules, lint_source
from tflint_mem.run import project as run_project
from tflint_mem.run.project import Project

FETA = """
import tensorflow as tf

CONFIG_SEEN = None

class FETARanker:
    def set_tunable_parameters(self, units):
        self.units = units

    def fit(self, x):
        inp = tf.keras.Input(shape=(3,))
        self.model = tf.keras.Model(inp, tf.keras.layers.Dense(self.units)(inp))
        self.model.fit(x)

def helper():
    return tf.Variable(1.0)
"""
TUNE = """
from ranker import FETARanker

ranker = FETARanker()
for units in range(100):
    ranker.set_tunable_parameters(units)
    ranker.fit(None)
"""


def ranker(tmp_path: Path, init: str, **more: str) -> Project:
    return project(tmp_path, {"ranker/__init__.py": init, "ranker/feta.py": FETA, "tune.py": TUNE, **more})


@pytest.mark.parametrize(
    "init",
    [
        "from .feta import FETARanker\n",
        "from ranker.feta import FETARanker\n\n__all__ = ['FETARanker']\n",
        "from . import feta\nfrom .feta import FETARanker as FETARanker\n",
    ],
)
def test_a_name_the_package_reexports_resolves_to_the_module_that_defines_it(tmp_path, init):
    proj = ranker(tmp_path, init)
    assert resolved(proj, "tune.py", "ranker.FETARanker") == ("ranker/feta.py", "FETARanker")
    assert resolved(proj, "tune.py", "ranker.FETARanker.fit") == ("ranker/feta.py", "FETARanker.fit")
    assert resolved(proj, "tune.py", "ranker.feta") == ("ranker/feta.py", "")


def test_an_alias_is_followed_under_the_name_the_module_defines(tmp_path):
    proj = ranker(tmp_path, "from .feta import helper as make_variable\n")
    assert resolved(proj, "tune.py", "ranker.make_variable") == ("ranker/feta.py", "helper")
    assert resolved(proj, "tune.py", "ranker.helper") == ("ranker/__init__.py", "helper")  # not bound: as before


def test_a_model_refit_in_another_modules_loop_through_a_reexport_is_found(tmp_path):
    # bench/realworld/positive/csranking_148_tuning_refits_network, in small.
    proj = ranker(tmp_path, "from ranker.feta import FETARanker\n")
    path = p(tmp_path, "ranker/feta.py")
    result = lint_source(proj.text(path) or "", path, default_rules(["TFM009"]), project=proj.view(path))
    assert [(f.code, f.location.row) for f in result.findings] == [("TFM009", 12)]
    assert "tune.py:7" in result.findings[0].message_with_help


def test_a_chain_of_reexports_through_several_init_levels(tmp_path):
    proj = project(
        tmp_path,
        {
            "pkg/__init__.py": "from .sub import helper\n",
            "pkg/sub/__init__.py": "from pkg.sub.deep import helper\n",
            "pkg/sub/deep/__init__.py": "from .impl import make as helper\n",
            "pkg/sub/deep/impl.py": "import tensorflow as tf\ndef make():\n    return tf.Variable(1.0)\n",
            "main.py": "import pkg\ndef go():\n    pkg.helper()\n",
        },
    )
    assert resolved(proj, "main.py", "pkg.helper") == ("pkg/sub/deep/impl.py", "make")
    main = facts(proj, "main.py")
    assert C.VARIABLE in main.calls.effects(function(main, "go"))
    reached = {os.path.relpath(path, tmp_path).replace(os.sep, "/") for path in proj.imports(p(tmp_path, "main.py"))}
    assert reached == {"pkg/__init__.py", "pkg/sub/__init__.py", "pkg/sub/deep/__init__.py", "pkg/sub/deep/impl.py"}


MOD = "import tensorflow as tf\ndef func():\n    return tf.Variable(1.0)\n"


@pytest.mark.parametrize(
    ("main", "site", "module"),
    [
        ("from pkg import mod\nmod.func()\n", "mod.func()", "pkg/mod.py"),
        ("import pkg.mod as m\nm.func()\n", "m.func()", "pkg/mod.py"),
        ("from pkg import moved\nmoved.func()\n", "moved.func()", "pkg/impl/moved.py"),  # a module re-exported
        ("import pkg\npkg.moved.func()\n", "pkg.moved.func()", "pkg/impl/moved.py"),
    ],
)
def test_a_module_of_a_package_resolves_to_its_function(tmp_path, main, site, module):
    proj = project(
        tmp_path,
        {"pkg/__init__.py": "from .impl import moved\n", "pkg/mod.py": MOD, "pkg/impl/moved.py": MOD, "main.py": main},
    )
    facts_ = facts(proj, "main.py")
    [target] = facts_.calls.resolve(call(facts_, site))
    assert target.where == f"{p(tmp_path, module)}:2" and C.VARIABLE in target.effects  # type: ignore[union-attr]


# --- correct or unknown, never wrong --------------------------------------------------------------------


@pytest.mark.parametrize(
    "init",
    [
        "import tensorflow as tf\nfrom .feta import helper\ndef helper():\n    return tf.keras.Sequential()\n",
        "from .feta import helper\nhelper = staticmethod(helper)\n",
        "try:\n    from .fast import helper\nexcept ImportError:\n    from .feta import helper\n",
        "from .feta import *\ndef helper():\n    pass\n",
    ],
)
def test_a_name_the_init_defines_itself_or_binds_twice_stays_its_own(tmp_path, init):
    init = f"from .feta import FETARanker\n{init}"
    proj = ranker(tmp_path, init, **{"ranker/fast.py": "def helper():\n    pass\n"})
    assert resolved(proj, "tune.py", "ranker.helper") == ("ranker/__init__.py", "helper")
    assert resolved(proj, "tune.py", "ranker.FETARanker") == ("ranker/feta.py", "FETARanker")  # the one import


def test_a_module_imports_each_init_and_star_imported_module_it_resolves_a_name_through(tmp_path):
    proj = project(
        tmp_path,
        {
            "pkg/__init__.py": "from .layers import *\nfrom .sub import helper\n",
            "pkg/layers.py": "def Net():\n    pass\n",
            "pkg/sub/__init__.py": "from .impl import *\nfrom .more import *\n",
            "pkg/sub/impl.py": "def helper():\n    pass\n",
            "pkg/sub/more.py": "def other():\n    pass\n",
            "pkg/train.py": "from . import helper, Net\n",
        },
    )
    assert resolved(proj, "pkg/train.py", ".helper") == ("pkg/sub/impl.py", "helper")
    assert resolved(proj, "pkg/train.py", ".Net") == ("pkg/layers.py", "Net")
    reached = {
        os.path.relpath(path, tmp_path).replace(os.sep, "/") for path in proj.imports(p(tmp_path, "pkg/train.py"))
    }
    assert reached == {"pkg/__init__.py", "pkg/layers.py", "pkg/sub/__init__.py", "pkg/sub/impl.py", "pkg/sub/more.py"}


def test_the_function_the_init_defines_itself_wins(tmp_path):
    init = "import tensorflow as tf\nfrom .feta import helper\ndef helper():\n    return tf.keras.Sequential()\n"
    proj = ranker(tmp_path, init, **{"main.py": "from ranker import helper\ndef go():\n    helper()\n"})
    main = facts(proj, "main.py")
    assert set(main.calls.effects(function(main, "go"))) == {C.MODEL}  # the `__init__`'s, not feta's variable


def test_an_import_inside_a_function_of_the_init_is_not_a_reexport(tmp_path):
    proj = ranker(
        tmp_path, "from .feta import FETARanker\ndef lazy():\n    from .feta import helper\n    return helper\n"
    )
    assert resolved(proj, "tune.py", "ranker.helper") == ("ranker/__init__.py", "helper")
    assert resolved(proj, "tune.py", "ranker.FETARanker") == ("ranker/feta.py", "FETARanker")


NETS = "import tensorflow as tf\ndef Net():\n    return tf.keras.Sequential()\n"


def test_the_same_package_in_two_folders_is_not_confused(tmp_path):
    proj = project(
        tmp_path,
        {
            "a/pkg/__init__.py": "from pkg.models import Net\n",
            "a/pkg/models.py": NETS,
            "a/train.py": "from pkg import Net\n",
            "b/pkg/__init__.py": "from .other import Net\n",
            "b/pkg/models.py": NETS,
            "b/pkg/other.py": NETS,
            "b/train.py": "from pkg import Net\n",
            "c/run.py": "from pkg import Net\n",
        },
    )
    assert resolved(proj, "a/train.py", "pkg.Net") == ("a/pkg/models.py", "Net")
    assert resolved(proj, "b/train.py", "pkg.Net") == ("b/pkg/other.py", "Net")
    assert resolved(proj, "c/run.py", "pkg.Net") is None  # either package: unknown


def test_a_cycle_of_reexports_stays_unknown(tmp_path):
    proj = project(
        tmp_path,
        {
            "a/__init__.py": "from b import helper\n",
            "b/__init__.py": "from a import helper\n",
            "c/__init__.py": "from . import helper\n",
            "d/__init__.py": "from a import helper\nfrom .impl import helper as fine\n",
            "d/impl.py": "def helper():\n    pass\n",
            "main.py": "from a import helper\nfrom c import helper as other\nhelper()\nother()\n",
        },
    )
    assert resolved(proj, "main.py", "d.fine") == ("d/impl.py", "helper")  # the cycle spoils only its own names
    assert resolved(proj, "main.py", "a.helper") == ("a/__init__.py", "helper")  # back where it started
    assert resolved(proj, "main.py", "c.helper") == ("c/__init__.py", "helper")
    main = facts(proj, "main.py")
    assert main.calls.resolve(call(main, "helper()")) == [] and main.calls.resolve(call(main, "other()")) == []


def test_a_chain_longer_than_the_limit_stays_unknown(tmp_path):
    def chain(levels: int) -> Dict[str, str]:
        """`levels` packages, each re-exporting `helper` from the next; the last from its module."""
        files = {f"p{i}/__init__.py": f"from p{i + 1} import helper\n" for i in range(levels - 1)}
        last = f"p{levels - 1}"
        return {
            **files,
            f"{last}/__init__.py": "from .impl import helper\n",
            f"{last}/impl.py": "def helper():\n    pass\n",
            "main.py": "",
        }

    limit = run_project.MAX_REEXPORTS
    short, long = project(tmp_path / "short", chain(limit)), project(tmp_path / "long", chain(limit + 1))
    assert resolved(short, "main.py", "p0.helper") == (f"p{limit - 1}/impl.py", "helper")
    assert resolved(long, "main.py", "p0.helper") == (f"p{limit}/__init__.py", "helper")  # not followed to the end


@pytest.mark.parametrize(
    ("layers", "followed"),
    [
        ("def Net():\n    pass\n", True),
        ("__all__ = ['Net']\ndef Net():\n    pass\n", True),
        ("from .impl import Net\n", False),  # it imports the name: only a name the module defines is followed
        ("__all__ = ['Other']\ndef Net():\n    pass\n", False),
        ("__all__ = ['Net']\n__all__ += ['Other']\ndef Net():\n    pass\n", False),
        ("def Other():\n    pass\n", False),
    ],
)
def test_a_star_reexport_is_followed_only_to_a_module_that_defines_the_name(tmp_path, layers, followed):
    proj = project(
        tmp_path,
        {
            "pkg/__init__.py": "from .layers import *\n",
            "pkg/layers.py": layers,
            "pkg/impl.py": "def Net():\n    pass\n",
            "main.py": "from pkg import Net\n",
        },
    )
    expected = ("pkg/layers.py", "Net") if followed else ("pkg/__init__.py", "Net")
    assert resolved(proj, "main.py", "pkg.Net") == expected


@pytest.mark.parametrize(
    "init",
    [
        "from .layers import *\nfrom .impl import *\n",  # both define it
        "from .layers import *\nfrom .impl import Net\n",  # which one wins depends on the order
        "from tensorflow.keras.layers import *\nfrom .impl import Net\n",  # may bind it too
    ],
)
def test_a_name_more_than_one_import_may_bind_stays_unknown(tmp_path, init):
    proj = project(
        tmp_path,
        {
            "pkg/__init__.py": init,
            "pkg/layers.py": "def Net():\n    pass\n",
            "pkg/impl.py": "def Net():\n    pass\n",
            "main.py": "from pkg import Net\n",
        },
    )
    assert resolved(proj, "main.py", "pkg.Net") == ("pkg/__init__.py", "Net")


def test_a_reexport_from_outside_the_project_is_never_read(tmp_path):
    write(tmp_path, {"helper.py": "def f():\n    pass\n"})
    proj = project(
        tmp_path / "proj",
        {
            "pkg/__init__.py": "from helper import f\nfrom tensorflow.keras import Model\nfrom .mod import g\n",
            "pkg/mod.py": "def g():\n    pass\n",
            "main.py": "import pkg\n",
        },
    )
    assert resolved(proj, "main.py", "pkg.f") == ("pkg/__init__.py", "f")
    assert resolved(proj, "main.py", "pkg.g") == ("pkg/mod.py", "g")
    assert resolved(proj, "main.py", "pkg.Model") == ("pkg/__init__.py", "Model")
    inside = str(proj.root) + os.sep
    assert all(path.startswith(inside) for path in proj._contents)


# --- caches ------------------------------------------------------------------------------------------------

# The `__init__` and feta import each other (feta reads `CONFIG` from the package): a cycle, so the `__init__`'s
# digest does not cover feta's; tune's must, through the re-export.
CYCLIC_FETA = FETA.replace("CONFIG_SEEN = None", "from ranker import CONFIG")
CYCLIC_INIT = "CONFIG = 1\nfrom .feta import FETARanker\n"


def targets(proj: Project, name: str) -> Set[str]:
    summary = proj.summary(p(proj.root, name))
    assert summary is not None
    return {os.path.relpath(call["target"], proj.root).replace(os.sep, "/") for call in summary["calls_out"]}


def methods(module: str, *names: str) -> Set[str]:
    return {f"ranker/{module}::FETARanker.{name}" for name in names}


RANKER = ("__init__", "set_tunable_parameters", "fit")


def test_the_cache_keys_of_an_importer_cover_the_reexporting_init_and_the_target(tmp_path):
    cache = tmp_path / "cache"
    first = project(
        tmp_path / "proj",
        {
            "ranker/__init__.py": CYCLIC_INIT,
            "ranker/feta.py": CYCLIC_FETA,
            "ranker/other.py": CYCLIC_FETA,
            "tune.py": TUNE,
        },
        cache,
    )
    root = first.root
    tune, init, feta = p(root, "tune.py"), p(root, "ranker/__init__.py"), p(root, "ranker/feta.py")
    assert first.cycle(feta) == {init} and {init, feta} <= first.imports(tune)
    assert targets(first, "tune.py") == methods("feta.py", *RANKER)
    keys = {path: first.dependency_digest(path) for path in (tune, feta)}
    write(root, {"ranker/feta.py": CYCLIC_FETA.replace("def fit(", "def train(")})
    second = Project(root, cache)
    assert second.dependency_digest(tune) != keys[tune]
    assert targets(second, "tune.py") == methods("feta.py", *RANKER[:2])  # not the cached one
    write(root, {"ranker/__init__.py": CYCLIC_INIT.replace(".feta", ".other")})
    third = Project(root, cache)
    assert third.dependency_digest(feta) != second.dependency_digest(feta)  # tune, its importer, changed
    assert targets(third, "tune.py") == methods("other.py", *RANKER)


def test_an_edited_init_in_an_editor_is_followed_again(tmp_path):
    proj = ranker(tmp_path, CYCLIC_INIT, **{"ranker/other.py": FETA, "user.py": "import ranker\n"})
    init, tune, user = p(tmp_path, "ranker/__init__.py"), p(tmp_path, "tune.py"), p(tmp_path, "user.py")
    assert p(tmp_path, "ranker/feta.py") in proj.imports(user)
    before = proj.summary(tune)
    proj.update(init, CYCLIC_INIT + "# a comment\n")
    assert proj.summary(tune) is before  # what the `__init__` binds is as it was
    proj.update(init, CYCLIC_INIT + "FETARanker = None\n")  # the same imports and summary, another binding
    assert resolved(proj, "tune.py", "ranker.FETARanker") == ("ranker/__init__.py", "FETARanker")
    assert targets(proj, "tune.py") == set()
    proj.update(init, CYCLIC_INIT.replace(".feta", ".other"))
    assert resolved(proj, "tune.py", "ranker.FETARanker") == ("ranker/other.py", "FETARanker")
    assert p(tmp_path, "ranker/other.py") in proj.imports(tune)
    assert proj.imports(user) == {init, p(tmp_path, "ranker/other.py")}
    assert targets(proj, "tune.py") == methods("other.py", *RANKER)


def test_a_warm_project_reads_no_unchanged_file_to_follow_a_reexport(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    first = Project(
        ranker(tmp_path / "proj", "from .feta import *\nfrom .feta import FETARanker as Ranker\n").root, cache
    )
    _aged(first.root)
    digests = {path: first.dependency_digest(path) for path in first.files}
    answers = [first.resolve(p(first.root, "tune.py"), name) for name in ("ranker.FETARanker", "ranker.Ranker")]
    assert answers == [(p(first.root, "ranker/feta.py"), "FETARanker")] * 2
    first.save()
    monkeypatch.setattr(run_project, "read_source", lambda path: pytest.fail(f"read {path}"))
    monkeypatch.setattr(run_project, "_bindings", lambda tree: pytest.fail("parsed for its bindings"))
    second = Project(first.root, cache)
    assert {path: second.dependency_digest(path) for path in second.files} == digests
    assert [second.resolve(p(first.root, "tune.py"), n) for n in ("ranker.FETARanker", "ranker.Ranker")] == answers
    copy = pickle.loads(pickle.dumps(second))  # as a worker process gets it
    assert copy.resolve(p(first.root, "tune.py"), "ranker.FETARanker") == answers[0]

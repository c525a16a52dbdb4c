"""The projects of one run: each file is checked with the modules of its own checkout, as it would be alone."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

from tflint_mem.run import project as run_project
from tflint_mem.run.check import CheckOptions, check_paths
from tflint_mem.run.projects import open_projects

# A builder in another module whose model a loop trains: a finding across modules.
KERAS_CHECKOUT = {
    "model.py": """
        from tensorflow import keras

        def build():
            return keras.Sequential([keras.layers.Dense(1)])
        """,
    "train.py": """
        from model import build

        for fold in range(5):
            net = build()
            net.fit(x, y, epochs=3)
        """,
}
# A `get_model()` of the project that makes no Keras model: its name alone would say it does.
OTHER_CHECKOUT = {
    "model.py": """
        class Forest:
            def fit(self, x, y, epochs=1):
                return self

        def get_model():
            return Forest()
        """,
    "train.py": """
        from model import get_model

        for fold in range(5):
            est = get_model()
            est.fit(x, y, epochs=3)
        """,
}


def write(root: Path, files: Dict[str, str]) -> List[Path]:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(textwrap.dedent(text), encoding="utf-8")
    return sorted(root / name for name in files)


def found(paths: List[Path], base: Path) -> List[Tuple[str, str, int]]:
    run = check_paths(paths, CheckOptions())
    return sorted(
        (Path(result.filename).relative_to(base).as_posix(), finding.code, finding.location.row)
        for result in run.files
        for finding in result.findings
    )


def test_each_checkout_is_its_own_project(tmp_path: Path):
    files = write(tmp_path, {"a/.git/HEAD": "", "a/x.py": "", "a/y.py": "", "b/pyproject.toml": "", "b/z.py": ""})
    files += write(tmp_path, {"b/w.py": ""})
    projects = open_projects([f for f in files if f.suffix == ".py"])
    assert projects is not None
    assert projects.of(str(tmp_path / "a/x.py")).root == tmp_path / "a"  # type: ignore[union-attr]
    assert projects.of(str(tmp_path / "b/z.py")).root == tmp_path / "b"  # type: ignore[union-attr]
    assert len(projects.all) == 2


def test_a_root_inside_another_joins_it(tmp_path: Path):
    write(tmp_path, {"repo/.git/HEAD": "", "repo/train.py": "", "repo/tools/setup.py": "", "repo/tools/run.py": ""})
    projects = open_projects([tmp_path / "repo/train.py", tmp_path / "repo/tools/run.py"])
    assert projects is not None and len(projects.all) == 1
    assert projects.of(str(tmp_path / "repo/tools/run.py")).root == tmp_path / "repo"  # type: ignore[union-attr]


def test_files_without_a_marker_share_the_project_of_their_common_folder(tmp_path: Path):
    write(
        tmp_path, {"loose/x.py": "", "loose/sub/y.py": "", "marked/setup.py": "", "marked/m.py": "", "marked/n.py": ""}
    )
    projects = open_projects([tmp_path / "loose/x.py", tmp_path / "loose/sub/y.py", tmp_path / "marked/m.py"])
    assert projects is not None
    assert projects.of(str(tmp_path / "loose/sub/y.py")).root == tmp_path / "loose"  # type: ignore[union-attr]
    assert projects.of(str(tmp_path / "marked/m.py")).root == tmp_path / "marked"  # type: ignore[union-attr]


def test_a_checkout_alone_in_its_project_has_none(tmp_path: Path):
    write(tmp_path, {"a/.git/HEAD": "", "a/only.py": "", "b/.git/HEAD": "", "b/x.py": "", "b/y.py": ""})
    projects = open_projects([tmp_path / "a/only.py", tmp_path / "b/x.py"])
    assert projects is not None
    assert projects.of(str(tmp_path / "a/only.py")) is None
    assert projects.view(str(tmp_path / "a/only.py")) is None
    assert projects.dependency_digest(str(tmp_path / "a/only.py")) == b""


def test_a_folder_of_checkouts_is_linted_as_each_checkout_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Together the checkouts exceed the files one project follows; each alone does not."""
    monkeypatch.setattr(run_project, "MAX_FILES", 3)
    for name, files in (("keras_repo", KERAS_CHECKOUT), ("other_repo", OTHER_CHECKOUT)):
        write(tmp_path / name, {".git/HEAD": "", **files})
    alone = found([tmp_path / "keras_repo"], tmp_path) + found([tmp_path / "other_repo"], tmp_path)
    together = found([tmp_path], tmp_path)
    assert together == alone
    assert ("keras_repo/model.py", "TFM009", 5) in together  # the builder a loop of another module runs
    assert not [f for f in together if f[0].startswith("other_repo")]  # its `get_model()` is read, not guessed


def test_moving_on_to_another_checkout_releases_what_was_learnt_of_the_last(tmp_path: Path):
    for name, files in (("keras_repo", KERAS_CHECKOUT), ("other_repo", OTHER_CHECKOUT)):
        write(tmp_path / name, {".git/HEAD": "", **files})
    files = sorted(tmp_path.rglob("*.py"))
    projects = open_projects(files)
    assert projects is not None
    keras_project = projects.of(str(tmp_path / "keras_repo/train.py"))
    assert keras_project is not None
    view = projects.view(str(tmp_path / "keras_repo/train.py"))
    assert view is not None and view.function("model.build", None) is not None  # type: ignore[arg-type]
    assert keras_project._summaries  # read the builder's module
    projects.view(str(tmp_path / "keras_repo/model.py"))
    assert keras_project._summaries  # the same project: kept
    projects.view(str(tmp_path / "other_repo/train.py"))
    assert not keras_project._summaries and not keras_project._tables and not keras_project._imports
    again = projects.view(str(tmp_path / "keras_repo/train.py"))
    assert again is not None and again.function("model.build", None) is not None  # type: ignore[arg-type]


def test_a_pool_is_handed_each_projects_files_together_largest_project_first():
    from tflint_mem.run.parallel import _chunks, _Task

    tasks = [
        _Task(Path(f"{group}/{index}.py"), 0, size, group)
        for group, sizes in (("small", [5, 50]), ("big", [100, 300, 200]), ("", [10]))
        for index, size in enumerate(sizes)
    ]
    chunks = _chunks(tasks, jobs=2)
    order = [task.group for chunk in chunks for task in chunk]
    assert order == ["big", "big", "big", "small", "small", ""]
    assert all(len({task.group for task in chunk}) == 1 for chunk in chunks)
    assert [task.size for chunk in chunks for task in chunk][:3] == [300, 200, 100]


INHERITED = {
    "agents/base.py": """
        from keras.layers import Dense
        from keras.models import Sequential

        class Agent:
            def __init__(self, n):
                self.model = self.build_model(n)

            def build_model(self, n):
                model = Sequential([Dense(n)])
                model.compile(loss="mse", optimizer="adam")
                return model
        """,
    "agents/double.py": """
        import numpy as np

        from agents.base import Agent

        class DoubleAgent(Agent):
            def __init__(self, n):
                super().__init__(n)
                self.target_model = self.build_model(n)

            def learn(self, states):
                return self.target_model.predict(np.array(states), verbose=0)
        """,
    "main.py": """
        from agents.double import DoubleAgent

        agent = DoubleAgent(4)
        for step in range(1000):
            agent.learn(batch())
        """,
}


def test_a_method_inherited_from_a_class_of_another_module_is_that_method(tmp_path: Path):
    """`self.build_model()` in a subclass runs the base class's method, which another module defines: what it
    returns (a Keras model) is what the subclass predicts with per step (ashishkhiani/QLearning's Double DQN)."""
    files = write(tmp_path, {".git/HEAD": "", **INHERITED})
    assert ("agents/double.py", "TFM008", 12) in found([f for f in files if f.suffix == ".py"], tmp_path)
    other = dict(INHERITED)
    other["agents/base.py"] = """
        class Forest:
            def predict(self, x, verbose=0):
                return x

        class Agent:
            def build_model(self, n):
                return Forest()
        """
    files = write(tmp_path, other)
    assert [f for f in found([f for f in files if f.suffix == ".py"], tmp_path) if f[1] == "TFM008"] == []


HANDED_BUILDER = {
    "model.py": """
        import tensorflow as tf

        def model_fn(params):
            model = tf.keras.Sequential([tf.keras.layers.Dense(params["units"])])
            model.compile(optimizer="adam", loss="mse")
            return model
        """,
    "search.py": """
        class RandomSearch:
            def __init__(self, model_fn, space):
                self.model_fn = model_fn
                self.space = space

            def run(self, n_iter):
                for i in range(n_iter):
                    model = self.model_fn(self.space)
                    model.fit(x, y, epochs=10)
        """,
    "run_search.py": """
        from model import model_fn
        from search import RandomSearch

        RandomSearch(model_fn, {"units": 8}).run(60)
        """,
}


def test_a_function_handed_to_a_constructor_and_called_in_its_loop_repeats(tmp_path: Path):
    """DinaMakarova/return-prediction-lstm: the search class keeps the `model_fn` it is given and calls it once per
    iteration, so the model it builds is built per iteration, in its own module."""
    files = write(tmp_path, {".git/HEAD": "", **HANDED_BUILDER})
    assert ("model.py", "TFM009", 5) in found([f for f in files if f.suffix == ".py"], tmp_path)
    once = dict(HANDED_BUILDER)
    once["search.py"] = HANDED_BUILDER["search.py"].replace(
        "for i in range(n_iter):\n                    model", "if n_iter:\n                    model"
    )
    files = write(tmp_path, once)
    assert [f for f in found([f for f in files if f.suffix == ".py"], tmp_path) if f[1] == "TFM009"] == []


RESET_PER_LAYER = {
    "rbm.py": """
        import tensorflow as tf

        class RBM:
            def __init__(self, n):
                self.n = n

            def fit(self, data):
                w = tf.Variable(tf.zeros([self.n, self.n]))
                h = tf.matmul(tf.constant(data), w)
                with tf.Session() as sess:
                    sess.run(tf.global_variables_initializer())
                    return sess.run(h)
        """,
    "dbn.py": """
        import tensorflow as tf
        from tensorflow.python.framework import ops

        from rbm import RBM

        class DBN:
            def __init__(self, sizes):
                self.rbms = [RBM(n) for n in sizes]

            def pretrain(self, data):
                for rbm in self.rbms:
                    data = self._pretrain_one(rbm, data)
                    ops.reset_default_graph()
                return data

            def _pretrain_one(self, rbm, data):
                return rbm.fit(data)
        """,
}


def test_a_loop_in_another_module_that_resets_the_graph_each_pass_covers_what_it_reaches(tmp_path: Path):
    """Deep-Learning-TensorFlow's DBN pretrains one RBM per layer through a helper and resets the default graph
    after each: each RBM's variables and ops go into a graph of their own."""
    files = write(tmp_path, {".git/HEAD": "", **RESET_PER_LAYER})
    python = [f for f in files if f.suffix == ".py"]
    assert [f for f in found(python, tmp_path) if f[1] in ("TFM002", "TFM010")] == []
    files = write(tmp_path, {"dbn.py": RESET_PER_LAYER["dbn.py"].replace("ops.reset_default_graph()", "pass")})
    assert {f[1] for f in found(python, tmp_path) if f[0] == "rbm.py"} >= {"TFM002", "TFM010"}

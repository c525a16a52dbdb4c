"""The shipped TensorFlow API data: current for the installed TensorFlow, read without importing it."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tflint_mem.analysis.tf_api import DATA_FILE, tf_api

ROOT = Path(__file__).resolve().parents[1]
GENERATOR = ROOT / "scripts" / "generate_tf_api.py"


@pytest.mark.real
def test_data_file_is_current_for_the_installed_tensorflow():
    if importlib.util.find_spec("tensorflow") is None:
        pytest.skip("tensorflow is not installed")
    recorded = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    probe = "import tensorflow, keras, sys; print(tensorflow.__version__, keras.__version__)"
    installed = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert installed.stdout.split() == [recorded["tensorflow-version"], recorded["keras-version"]], (
        f"{DATA_FILE.name} was generated from another TensorFlow/Keras; run scripts/generate_tf_api.py"
    )
    python = f"{sys.version_info.major}.{sys.version_info.minor}"
    if python != recorded["python-version"]:
        pytest.skip(f"the data was derived from Python {recorded['python-version']} bytecode, this is {python}")
    check = subprocess.run([sys.executable, str(GENERATOR), "--check"], capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr


def test_linting_reads_the_data_without_importing_tensorflow():
    program = textwrap.dedent(
        """
        import sys
        from tflint_mem.engine.lint import default_rules, lint_source
        code = "import tensorflow as tf\\nfor i in range(3):\\n    sess.run(tf.assign(v, i))\\n"
        result = lint_source(code, "x.py", default_rules(["TFM010"]))
        print(len(result.findings), "tensorflow" in sys.modules)
        """
    )
    completed = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, cwd=ROOT)
    assert completed.stdout.split() == ["1", "False"], completed.stderr


@pytest.mark.parametrize(
    "name",
    [
        "tensorflow.assign",
        "tensorflow.add",
        "tensorflow.constant",
        "tensorflow.train.Saver",
        "tensorflow.global_variables_initializer",
        "tensorflow.summary.scalar",
        "tensorflow.raw_ops.AddV2",
        "tensorflow.python.ops.math_ops.add",
        "tensorflow.nn.relu",
        "tensorflow.placeholder",
    ],
)
def test_op_wrappers_and_op_building_classes_are_recorded_as_creating_ops(name: str):
    assert name in tf_api().creates_ops


@pytest.mark.parametrize(
    "name",
    [
        "tensorflow.Session",
        "tensorflow.ConfigProto",
        "tensorflow.logging.info",
        "tensorflow.gfile.Exists",
        "tensorflow.get_default_graph",
        "tensorflow.name_scope",
        "tensorflow.global_variables",
        "tensorflow.train.latest_checkpoint",
        "tensorflow.train.Coordinator",
        "tensorflow.function",
        "tensorflow.reset_default_graph",
        "tensorflow.make_tensor_proto",
    ],
)
def test_apis_that_build_no_ops_are_not_recorded_as_creating_ops(name: str):
    assert name not in tf_api().creates_ops


def test_variable_owning_classes_are_stateful_and_loss_functions_are_not():
    api = tf_api()
    for name in [
        "tensorflow.Variable",
        "keras.optimizers.Adam",
        "keras.metrics.Mean",
        "keras.layers.Dense",
        "keras.Sequential",
        "tensorflow.train.AdamOptimizer",
        "tensorflow.Module",
    ]:
        assert name in api.stateful_classes, name
    assert "keras.losses.MeanSquaredError" not in api.stateful_classes
    assert "keras.applications.ResNet50" in api.stateful_factories


def test_variable_and_optimizer_methods_that_build_ops_are_recorded():
    api = tf_api()
    assert {"assign", "assign_add", "scatter_update"} <= api.op_methods["tensorflow.Variable"]
    assert {"minimize", "apply_gradients"} <= api.op_methods["tensorflow.train.AdamOptimizer"]

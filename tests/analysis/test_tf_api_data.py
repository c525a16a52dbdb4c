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

ROOT = Path(__file__).resolve().parents[2]
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


def test_layers_recorded_as_stateless_are_keras_layers_and_weighted_ones_are_not():
    layers = tf_api().stateless_layers
    assert {"keras.layers.Flatten", "keras.layers.Concatenate", "keras.layers.MaxPooling2D"} <= layers
    assert {"keras.layers.Reshape", "keras.layers.Lambda", "keras.layers.Activation"} <= layers
    assert {"keras.layers.concatenate", "keras.layers.add"} <= layers  # functions that only make such a layer
    weighted = {"keras.layers.Dense", "keras.layers.Conv2D", "keras.layers.BatchNormalization", "keras.layers.LSTM"}
    seeded = {"keras.layers.Dropout", "keras.layers.GaussianNoise", "keras.layers.RandomFlip"}
    copying = {"keras.layers.Bidirectional", "keras.layers.TFSMLayer"}
    assert not layers & (weighted | seeded | copying)
    assert not layers & {"keras.Model", "keras.Sequential", "keras.layers.Layer"}
    assert layers <= tf_api().stateful_classes | tf_api().stateful_factories


@pytest.mark.real
def test_stateless_layers_make_no_variables_when_called_and_the_others_do():
    if importlib.util.find_spec("tensorflow") is None:
        pytest.skip("tensorflow is not installed")
    program = textwrap.dedent(
        """
        import os
        os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
        import tensorflow as tf
        from tensorflow.keras import layers
        import json
        x = tf.ones([2, 4, 4, 3])
        counts = {}
        for name, layer in [("Flatten", layers.Flatten()), ("MaxPooling2D", layers.MaxPooling2D()),
                            ("Reshape", layers.Reshape((-1,))), ("Dense", layers.Dense(2)),
                            ("Dropout", layers.Dropout(0.5)), ("Conv2D", layers.Conv2D(2, 1))]:
            layer(x)
            counts[name] = len(layer.variables)
        print(json.dumps(counts))
        """
    )
    ran = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True)
    counts = json.loads(ran.stdout.strip().splitlines()[-1])
    assert counts["Flatten"] == counts["MaxPooling2D"] == counts["Reshape"] == 0
    assert counts["Dense"] > 0 and counts["Dropout"] > 0 and counts["Conv2D"] > 0
    recorded = tf_api().stateless_layers
    assert {f"keras.layers.{name}" for name, n in counts.items() if n == 0} <= recorded
    assert not {f"keras.layers.{name}" for name, n in counts.items() if n > 0} & recorded

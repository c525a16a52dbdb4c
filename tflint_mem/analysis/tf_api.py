"""TensorFlow's API as data: which calls create graph ops, variables or stateful objects.

`stateless_layers` are the Keras layers among the stateful classes that create no variables when built and
called (no weights, no Keras 3 seed generator), such as `Flatten`, `Concatenate` and the pooling layers, and the
functions that only construct one (`keras.layers.concatenate`).

The Keras 2 backend functions that Keras 3 dropped (`K.placeholder`, `K.variable`, `K.gradients`, `K.sum` ...,
still in TF 2.x's `tf.keras` and in `tf_keras`) count as `keras.backend` names: old code calls them.

The facts come from `tflint_mem/analysis/data/tf_api.json`, which `scripts/generate_tf_api.py` writes by
introspecting an installed TensorFlow (see that script for how each set is derived). The linter reads
the file on first use and never imports TensorFlow. Names are canonical, as `ImportTable.resolve`
returns them: `tensorflow.assign`, `tensorflow.train.Saver`, `keras.layers.Dense`.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, FrozenSet, Mapping

DATA_FILE = Path(__file__).parent / "data" / "tf_api.json"
# In the op table because they run ops under eager execution, but in TF1 graph mode they add none to the graph:
# a `FileWriter` opens an event file and a writer thread (a leak of its own, not graph growth). Keras 2's
# `K.learning_phase()` makes the graph's one learning-phase placeholder on first use and returns it ever after
# (`sess.run(..., feed_dict={K.learning_phase(): 0})` in a loop, as in allanzelener/YAD2K's retrain_yolo.py).
NOT_GRAPH_OPS = frozenset({"FileWriter", "FileWriterCache", "learning_phase", "decode_predictions"})
# Keras applications' `preprocess_input` computes in NumPy when given a NumPy array and builds ops only for a tensor
# (`isinstance(x, np.ndarray)` in `keras/src/applications/imagenet_utils.py`, as in Keras 2); `decode_predictions`
# (above) takes the predictions as a NumPy array. In a TF1 loop the images fed each step are arrays
# (rykov8/ssd_keras's video loop: `preprocess_input(np.array(inputs))`, then `model.predict`).
TENSOR_ONLY_OPS = frozenset({"preprocess_input"})
# Not in the op table (under eager execution they make an EagerTensor without running an op), but in TF1 graph mode
# they put a NumPy or Python value into the graph as a new `Const` op on every call (tensorflow#31419: a feature
# service's `tf.convert_to_tensor(frame)` per message).
GRAPH_CONSTANTS = frozenset({"tensorflow.convert_to_tensor", "tensorflow.compat.v1.convert_to_tensor"})
# The `tf.contrib` functions (by their endings) that build no op: `xavier_initializer()`, `l2_regularizer(...)`.
CONTRIB_NON_OPS = ("initializer", "regularizer", "scope", "summaries", "variables")
CONTRIB_PYTHON = frozenset({"keras", "preprocessing", "learn", "training", "predictor", "saved_model"})  # no ops


@dataclass(frozen=True)
class TfApi:
    tensorflow_version: str
    creates_ops: FrozenSet[str]
    creates_variables: FrozenSet[str]
    stateful_classes: FrozenSet[str]
    stateful_factories: FrozenSet[str]
    stateless_layers: FrozenSet[str]  # Keras layers (stateful classes) that create no variables: `Flatten`, `Add`
    op_methods: Mapping[str, FrozenSet[str]]
    public_names: Mapping[str, FrozenSet[str]]  # what `from M import *` binds, for TensorFlow/Keras modules M

    def builds_ops(self, name: str) -> bool:
        """Whether calling `name` adds ops to a TF1 graph: the API table, and the TF1 learning-rate schedules
        (`tf.compat.v1.train.exponential_decay` ...), which return a callable under eager execution (so the
        bytecode analysis behind the table sees no op) but build their ops at once in graph mode; and the static
        constructors of classes whose methods create ops (`tf.data.Dataset.from_tensor_slices` puts its array
        in the graph as a constant)."""
        if name.rpartition(".")[2] in NOT_GRAPH_OPS:
            return False
        if name in self.creates_ops or name in GRAPH_CONSTANTS or _contrib_op(name):
            return True
        prefix, _, leaf = name.rpartition(".")
        if self.method_creates_ops(prefix, leaf):
            return True  # a class's static constructor: `tf.data.Dataset.from_tensor_slices(array)`
        return prefix == "tensorflow.train" and "decay" in leaf

    def method_creates_ops(self, class_name: str, method: str) -> bool:
        """Whether `method` of an instance of `class_name` (a canonical class name) creates graph ops."""
        return method in self.op_methods.get(class_name, frozenset())


def _contrib_op(name: str) -> bool:
    """A function of TF1's `tf.contrib` (gone from TensorFlow 2, so not in the table): its functions build ops
    (`tf.contrib.image.rotate`, `tf.contrib.layers.fully_connected`), but for the initializers, regularizers,
    scopes and lookups (`xavier_initializer()`, `arg_scope`, `get_variables`)."""
    if not name.startswith("tensorflow.contrib.") or any(part in CONTRIB_PYTHON for part in name.split(".")):
        return False  # `tf.contrib.keras.preprocessing.sequence.pad_sequences` pads NumPy arrays (tocab/tf_seq2seq)
    leaf = name.rpartition(".")[2]
    return leaf[:1].islower() and not leaf.endswith(CONTRIB_NON_OPS) and not leaf.startswith(("get_", "arg_scope"))


def _names(grouped: Dict[str, str]) -> FrozenSet[str]:
    return frozenset(f"{parent}.{leaf}" for parent, leaves in grouped.items() for leaf in leaves.split())


def _keras2(raw: Dict[str, str], part: str) -> Dict[str, str]:
    """The Keras 2 backend functions Keras 3 dropped (`K.placeholder`, `K.sum` ...), as `keras.backend` names:
    code written for Keras 2 (or TF 2.x's `tf.keras`) calls them, and the linter reads both as `keras.backend.X`."""
    names = raw.get(part, "")
    return {"keras.backend": names} if names else {}


@functools.cache
def tf_api() -> TfApi:
    with open(DATA_FILE, encoding="utf-8") as handle:
        raw = json.load(handle)
    keras2 = raw.get("keras2-backend", {})
    public_names = {name: frozenset(names.split()) for name, names in raw["public-names"].items()}
    public_names["keras.backend"] = public_names.get("keras.backend", frozenset()) | set(
        keras2.get("public-names", "").split()
    )
    return TfApi(
        tensorflow_version=raw["tensorflow-version"],
        creates_ops=_names(raw["creates-ops"]) | _names(_keras2(keras2, "creates-ops")),
        creates_variables=_names(raw["creates-variables"]) | _names(_keras2(keras2, "creates-variables")),
        stateful_classes=_names(raw["stateful-classes"]),
        stateful_factories=_names(raw["stateful-factories"]),
        stateless_layers=_names(raw["stateless-layers"]),
        op_methods={name: frozenset(methods.split()) for name, methods in raw["op-methods"].items()},
        public_names=public_names,
    )

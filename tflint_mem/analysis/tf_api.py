"""TensorFlow's API as data: which calls create graph ops, variables or stateful objects.

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


@dataclass(frozen=True)
class TfApi:
    tensorflow_version: str
    creates_ops: FrozenSet[str]
    creates_variables: FrozenSet[str]
    stateful_classes: FrozenSet[str]
    stateful_factories: FrozenSet[str]
    op_methods: Mapping[str, FrozenSet[str]]

    def method_creates_ops(self, class_name: str, method: str) -> bool:
        """Whether `method` of an instance of `class_name` (a canonical class name) creates graph ops."""
        return method in self.op_methods.get(class_name, frozenset())


def _names(grouped: Dict[str, str]) -> FrozenSet[str]:
    return frozenset(f"{parent}.{leaf}" for parent, leaves in grouped.items() for leaf in leaves.split())


@functools.cache
def tf_api() -> TfApi:
    with open(DATA_FILE, encoding="utf-8") as handle:
        raw = json.load(handle)
    return TfApi(
        tensorflow_version=raw["tensorflow-version"],
        creates_ops=_names(raw["creates-ops"]),
        creates_variables=_names(raw["creates-variables"]),
        stateful_classes=_names(raw["stateful-classes"]),
        stateful_factories=_names(raw["stateful-factories"]),
        op_methods={name: frozenset(methods.split()) for name, methods in raw["op-methods"].items()},
    )

import os
from typing import Any, List

import numpy as np
import tensorflow.compat.v1 as tf


class GlobalVariableSaver(object):
    """Saves and restores every global variable of a TF1 graph."""

    def __init__(self, name: str):
        self._names = [name]
        self._variables = tf.global_variables()
        self._variable_names = [v.name.split(":")[0] for v in self._variables]
        self._saver = tf.train.Saver(self._variables, max_to_keep=None)

    @property
    def path(self):
        return ""

    def save(self, sess: Any, save_path: str) -> List[str]:
        return [self._saver.save(sess, save_path)]

    def to_arrays(self, session: Any):
        return {k.name.split(":")[0]: v for k, v in zip(self._variables, session.run(self._variables))}

    def restore(self, sess: Any, restore_path: str):
        reader = tf.train.load_checkpoint(restore_path)
        stored = reader.get_variable_to_shape_map()
        for variable, name in zip(self._variables, self._variable_names):
            if name not in stored:
                continue
            value = reader.get_tensor(name)
            if value.shape != tuple(variable.shape.as_list()):
                raise ValueError("shape mismatch for %s" % name)
            sess.run(variable.assign(value))

    def merge(self, other: "GlobalVariableSaver"):
        self._names.extend(other._names)

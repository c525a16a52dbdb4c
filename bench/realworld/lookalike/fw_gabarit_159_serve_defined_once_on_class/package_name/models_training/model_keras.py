import json
import os

import numpy as np
import tensorflow as tf


class ModelKeras:
    """Wrapper around a trained Keras text classifier."""

    def __init__(self, model, tokenizer_config, list_classes, max_sequence_length=200):
        self.model = model
        self.tokenizer = tf.keras.preprocessing.text.tokenizer_from_json(tokenizer_config)
        self.list_classes = list_classes
        self.max_sequence_length = max_sequence_length

    @classmethod
    def reload_from_standalone(cls, model_dir):
        model = tf.keras.models.load_model(os.path.join(model_dir, "best.hdf5"), compile=False)
        with open(os.path.join(model_dir, "tokenizer.json"), encoding="utf-8") as fh:
            tokenizer_config = fh.read()
        with open(os.path.join(model_dir, "configurations.json"), encoding="utf-8") as fh:
            conf = json.load(fh)
        return cls(model, tokenizer_config, conf["list_classes"], conf.get("max_sequence_length", 200))

    def prepare_x_test(self, texts):
        seqs = self.tokenizer.texts_to_sequences(texts)
        return tf.keras.preprocessing.sequence.pad_sequences(
            seqs, maxlen=self.max_sequence_length, padding="post", truncating="post")

    @tf.function(reduce_retracing=True)
    def _serve(self, x):
        return self.model(x, training=False)

    def experimental_predict_proba(self, x_test):
        """Faster inference for small batches: reuses the class-level tf.function."""
        x = tf.convert_to_tensor(x_test, dtype=tf.int32)
        return np.asarray(self._serve(x))

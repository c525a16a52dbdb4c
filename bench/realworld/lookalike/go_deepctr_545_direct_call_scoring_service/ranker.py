import numpy as np
import pandas as pd
import tensorflow as tf
from deepctr.feature_column import SparseFeat, DenseFeat, get_feature_names
from deepctr.models import DeepFM


class CtrRanker:
    def __init__(self, weights_path, vocab_sizes, dense_cols):
        self.sparse_cols = list(vocab_sizes)
        self.dense_cols = list(dense_cols)
        columns = [SparseFeat(c, vocabulary_size=n, embedding_dim=8)
                   for c, n in vocab_sizes.items()]
        columns += [DenseFeat(c, 1) for c in self.dense_cols]
        self.feature_names = get_feature_names(columns)
        self.model = DeepFM(columns, columns, task="binary")
        self.model.load_weights(weights_path)

    def score(self, rows):
        frame = pd.DataFrame(rows)
        inputs = {}
        for c in self.sparse_cols:
            inputs[c] = tf.convert_to_tensor(frame[c].fillna(0).astype("int64").values)
        for c in self.dense_cols:
            inputs[c] = tf.convert_to_tensor(frame[c].fillna(0.0).astype("float32").values)
        probs = self.model(inputs, training=False)
        return np.asarray(probs).reshape(-1).tolist()

import numpy as np
import tensorflow as tf
from keras import backend as K


class PinyinTable:
    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            self.symbols = [line.split("\t")[0] for line in f if line.strip()]

    def lookup(self, ids):
        return [self.symbols[i] for i in ids if 0 <= i < len(self.symbols)]


def greedy_decode(probs, length):
    """probs: [1, time, classes] softmax output of the acoustic model."""
    sess = K.get_session()
    log_probs = np.log(probs.transpose(1, 0, 2) + 1e-7).astype(np.float32)
    seq_len = np.array([length], dtype=np.int32)

    decoded, _ = tf.nn.ctc_greedy_decoder(log_probs, seq_len, merge_repeated=True)
    dense = tf.sparse.to_dense(decoded[0], default_value=-1)
    ids = sess.run(dense)
    return [int(i) for i in ids[0] if i >= 0]


def recognize(model, features, table):
    x = np.expand_dims(features, axis=0)
    probs = model.predict_on_batch(x)
    length = min(features.shape[0] // 8, probs.shape[1])
    return " ".join(table.lookup(greedy_decode(probs, length)))

"""Single-example inference for the text CNN."""
import numpy as np
import tensorflow as tf

from textcnn.config import Config
from textcnn import data_loader

_model = tf.keras.models.load_model(Config.model.export_path)
_vocab = data_loader.load_vocab(Config.data.vocab_path)


def sentence_to_ids(sentence):
    ids = data_loader.sentence2id(_vocab, sentence)
    ids = ids[: Config.data.max_seq_length]
    return ids + [0] * (Config.data.max_seq_length - len(ids))


def predict(ids):
    x = np.array([ids], dtype=np.int32)
    probs = _model.predict(x, verbose=0)[0]
    return int(np.argmax(probs))


if __name__ == "__main__":
    import sys
    print(predict(sentence_to_ids(" ".join(sys.argv[1:]))))

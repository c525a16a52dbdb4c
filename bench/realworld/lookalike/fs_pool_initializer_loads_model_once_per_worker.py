# source: https://docs.python.org/3/library/multiprocessing.html
# note: the Pool(initializer=...) pattern from the multiprocessing docs: each worker process loads the Keras model once in its initializer, and the mapped job scores a whole chunk of queries with one direct model call instead of one predict per query (the batching advice from keras-team/keras#9964)
from multiprocessing import Pool

import numpy as np
import tensorflow as tf

_model = None


def init_worker(model_path):
    global _model
    _model = tf.keras.models.load_model(model_path, compile=False)


def score_chunk(chunk):
    batch = np.asarray(chunk, dtype=np.float32).reshape(len(chunk), -1)
    scores = _model(batch, training=False).numpy()
    return [float(s[0]) for s in scores]


def chunked(items, size):
    return [items[i:i + size] for i in range(0, len(items), size)]


if __name__ == "__main__":
    queries = [[idx] for idx in range(10000)]
    with Pool(processes=4, initializer=init_worker, initargs=("steve.h5",)) as pool:
        results = pool.map(score_chunk, chunked(queries, 500))
    flat = [score for chunk_scores in results for score in chunk_scores]
    print(len(flat), "scores, mean", sum(flat) / len(flat))

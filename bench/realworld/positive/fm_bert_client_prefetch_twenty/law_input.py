import json
import random

import tensorflow as tf
from bert_serving.client import ConcurrentBertClient

BATCH_SIZE = 128
ENCODE_WORKERS = 4
LAW_IDS = [184, 336, 314, 351, 224, 132, 158, 128, 223, 308, 341, 349, 382, 238, 369]

client = ConcurrentBertClient(port=5557, port_out=5558, max_concurrency=ENCODE_WORKERS * 2)


def encode_lines(lines):
    cases = [json.loads(line) for line in lines]
    texts = [c["fact"][:50] + c["fact"][-50:] for c in cases]
    vectors = client.encode(texts)
    labels = [[str(random.choice(c["meta"]["relevant_articles"]))] for c in cases]
    return vectors, labels


def make_input_fn(paths):
    def input_fn():
        ds = tf.data.TextLineDataset(paths)
        ds = ds.apply(tf.data.experimental.shuffle_and_repeat(buffer_size=10000))
        ds = ds.batch(BATCH_SIZE)
        ds = ds.map(lambda lines: tf.py_func(encode_lines, [lines], [tf.float32, tf.string], name="bert_client"),
                    num_parallel_calls=ENCODE_WORKERS)
        ds = ds.map(lambda vectors, labels: ({"feature": vectors}, labels))
        return ds.prefetch(20)
    return input_fn

# source: https://github.com/JayYip/m3tl/issues/115
# symptom: static checker report: reshape_tensors_in_dataset is called repeatedly in a for loop, and it defines and calls a tf.function-decorated _reshape_tensor, so every call creates a new graph and can trigger the retracing warning; the maintainer asked for a PR
# expect: TFM006 16
# note: my own multi-task feature preparation in the library's shape: the helper defines the traced reshape inside itself and applies it eagerly to each feature of one problem; the caller loops over the problems
import numpy as np
import tensorflow as tf

FEATURE_SHAPES = {
    "input_ids": [-1, 128],
    "segment_ids": [-1, 128],
    "label_ids": [-1],
}


def reshape_features(features):
    @tf.function
    def _reshape_tensor(tensor, shape):
        return tf.reshape(tensor, shape)

    out = {}
    for name, tensor in features.items():
        out[name] = _reshape_tensor(tensor, FEATURE_SHAPES[name])
    return out


def load_problem(name, n=1024):
    rng = np.random.default_rng(abs(hash(name)) % 2**32)
    return {
        "input_ids": tf.constant(rng.integers(0, 30000, size=(n * 128,))),
        "segment_ids": tf.constant(np.zeros(n * 128, dtype=np.int64)),
        "label_ids": tf.constant(rng.integers(0, 5, size=(n, 1))),
    }


problems = ["cws", "ner", "pos", "weibo_ner", "ctb_pos", "msra_ner"]
prepared = {}
for problem in problems:
    prepared[problem] = reshape_features(load_problem(problem))
    print(problem, {k: v.shape for k, v in prepared[problem].items()})

# source: https://github.com/tensorflow/tensorflow/issues/41395
# note: the reporter's tf.function receives the dataset as an argument (inspect_dataset(dataset)) rather than reading a module-level dataset, so a new dataset passed later is really used; the memory growth discussed there is inside tf.data, not this pattern
import numpy as np
import tensorflow as tf
from tqdm import tqdm

n = 80


def make_dataset(seed):
    rng = np.random.RandomState(seed)
    return (
        tf.data.Dataset.from_tensor_slices((rng.rand(n, 64, 64, 3).astype("float32"), np.zeros((n, 1), "float32")))
        .batch(8)
    )


@tf.function
def dataset_mean(dataset):
    total = tf.constant(0.0)
    count = tf.constant(0.0)
    for images, _ in dataset:
        total += tf.reduce_sum(images)
        count += tf.cast(tf.size(images), tf.float32)
    return total / count


for seed in tqdm(range(5), "checking shards"):
    print(float(dataset_mean(make_dataset(seed))))

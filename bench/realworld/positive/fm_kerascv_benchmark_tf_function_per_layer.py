# source: https://github.com/keras-team/keras-cv/blob/HEAD/benchmarks/vectorized_random_flip.py
# symptom: the graph-mode and XLA timings include a fresh trace for every augmentation class; each iteration of the benchmark loop defines and traces a new tf.function wrapper
# expect: TFM006 29
# expect: TFM006 44
# note: benchmark script comparing an old and a vectorised augmentation layer in eager, graph and XLA modes; the @tf.function wrappers are defined inside the loop over layer classes, so each class gets new functions (and traces) twice
import time

import matplotlib.pyplot as plt
import tensorflow as tf
from tensorflow import keras

from flip_layers import LegacyRandomFlip, VectorizedRandomFlip

(x_train, _), _ = keras.datasets.cifar10.load_data()
x_train = tf.image.resize(tf.cast(x_train, tf.float32), (224, 224))
sizes = [100, 200, 500, 1000]
timings = {}

for layer_cls in [VectorizedRandomFlip, LegacyRandomFlip]:
    flip = layer_cls(mode="horizontal_and_vertical")
    timings[layer_cls.__name__ + " eager"] = []
    for n in sizes:
        start = time.time()
        flip(x_train[:n])
        timings[layer_cls.__name__ + " eager"].append(time.time() - start)

    flip = layer_cls(mode="horizontal_and_vertical")

    @tf.function()
    def run_flip(images):
        return flip(images)

    timings[layer_cls.__name__ + " graph"] = []
    for n in sizes:
        run_flip(x_train[:n])
        start = time.time()
        run_flip(x_train[:n])
        timings[layer_cls.__name__ + " graph"].append(time.time() - start)

    if layer_cls is LegacyRandomFlip:
        continue
    flip = layer_cls(mode="horizontal_and_vertical")

    @tf.function(jit_compile=True)
    def run_flip(images):
        return flip(images)

    timings[layer_cls.__name__ + " xla"] = []
    for n in sizes:
        run_flip(x_train[:n])
        start = time.time()
        run_flip(x_train[:n])
        timings[layer_cls.__name__ + " xla"].append(time.time() - start)

for name, values in timings.items():
    plt.plot(sizes, values, label=name)
plt.legend()
plt.savefig("random_flip_comparison.png")

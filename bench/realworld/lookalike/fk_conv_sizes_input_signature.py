# source: https://github.com/tensorflow/tensorflow/issues/41325
# note: correct with respect to retracing: the maintainer points to controlling retracing; here the graph function declares an input_signature with an unknown length dimension, so all signal lengths share one trace (the remaining per-size cost the thread discusses is inside the convolution kernels, not tracing)
import time

import tensorflow as tf

conv = tf.keras.layers.Conv2D(64, (1, 7), padding="same", activation="relu")
pool = tf.keras.layers.GlobalAveragePooling2D()


@tf.function(input_signature=[tf.TensorSpec(shape=[1, 1, None, 1], dtype=tf.float32)])
def graph_forward(signal):
    return pool(conv(signal))


def benchmark(first=29990, last=29996, repeats=5):
    for n_samples in range(first, last):
        signal = tf.random.normal((1, 1, n_samples, 1))
        timings = []
        for _ in range(repeats):
            start = time.perf_counter()
            graph_forward(signal).numpy()
            timings.append((time.perf_counter() - start) * 1000.0)
        print(n_samples, ["%.1f" % t for t in timings])
    print("traces:", graph_forward.experimental_get_tracing_count())


if __name__ == "__main__":
    benchmark()

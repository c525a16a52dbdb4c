# source: https://github.com/tensorflow/tensorflow/issues/36465
# note: the measurement loop from the thread, in new code: each iteration first calls tf.keras.backend.clear_session() and gc.collect(), then builds one small functional model only to record peak GPU memory; nothing is compiled or trained, so a session-clearing loop body is the documented remedy for build-only loops.
import gc

import matplotlib.pyplot as plt
import tensorflow as tf


def peak_bytes_after_build(units, skip=False):
    tf.config.experimental.reset_memory_stats("GPU:0")
    inputs = tf.keras.Input((1000,), dtype=tf.uint8)
    x = tf.cast(inputs, tf.float32)
    if not skip:
        x = tf.keras.layers.Dense(units)(x)
    tf.keras.Model(inputs, x)
    return tf.config.experimental.get_memory_info("GPU:0")["peak"]


def main(widths=(64, 128, 256, 512, 1024), repeats=20):
    for gpu in tf.config.list_physical_devices("GPU"):
        tf.config.experimental.set_memory_growth(gpu, True)
    history = []
    for step in range(repeats):
        for units in widths:
            tf.keras.backend.clear_session()
            gc.collect()
            history.append(peak_bytes_after_build(units))
    plt.plot(history)
    plt.ylabel("peak GPU bytes after build")
    plt.savefig("peak_memory.png")


if __name__ == "__main__":
    main()

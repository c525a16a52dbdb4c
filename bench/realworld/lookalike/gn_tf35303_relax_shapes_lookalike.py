# source: https://github.com/tensorflow/tensorflow/issues/35303
# note: the per-utterance feature function is declared with experimental_relax_shapes=True (now reduce_retracing), so after the first few lengths TensorFlow traces one shape-generic graph instead of one graph per utterance length; the loop passes tensors read from disk, not Python numbers.
import glob

import numpy as np
import tensorflow as tf


@tf.function(experimental_relax_shapes=True)
def log_energy(frames):
    power = tf.reduce_sum(tf.square(frames), axis=-1)
    return tf.math.log(power + 1e-6)


def frame_signal(signal, frame_len=400, hop=160):
    return tf.signal.frame(signal, frame_len, hop)


def main(pattern="wavs/*.npy"):
    stats = []
    for path in sorted(glob.glob(pattern)):
        signal = tf.constant(np.load(path).astype("float32"))
        energies = log_energy(frame_signal(signal))
        stats.append((path, float(tf.reduce_mean(energies))))
    for path, value in stats[:10]:
        print(path, round(value, 3))
    print("traces:", log_energy.experimental_get_tracing_count())


if __name__ == "__main__":
    main()

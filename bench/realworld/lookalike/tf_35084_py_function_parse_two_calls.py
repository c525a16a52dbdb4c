# source: https://github.com/tensorflow/tensorflow/issues/35084
# note: the Spleeter pipeline quoted in the thread (loretoparisi's comment) maps its tf.py_function audio loader with num_parallel_calls=2, well under the limit for Python map functions
import numpy as np
import tensorflow as tf


def _load_waveform(path, offset, duration):
    audio = np.load(path.numpy().decode())
    start = int(float(offset) * 44100)
    return audio[start:start + int(float(duration) * 44100)].astype(np.float32)


def load_tf_waveform(sample):
    waveform = tf.py_function(_load_waveform, [sample["audio_id"], sample["start"], sample["end"] - sample["start"]],
                              tf.float32)
    return dict(sample, waveform=waveform)


def get_training_dataset(samples):
    dataset = tf.data.Dataset.from_tensor_slices(samples)
    dataset = dataset.map(load_tf_waveform, num_parallel_calls=2)
    return dataset.batch(4).prefetch(tf.data.AUTOTUNE)

# source: https://github.com/deezer/spleeter/blob/master/spleeter/dataset.py
# note: resembles a leak: audio loaded through tf.py_function and cached
# note: as in Spleeter's training dataset: the cache after the Python audio loader is file-backed (a cache directory is always passed), so the decoded waveforms go to disk rather than staying in RAM
import os

import numpy as np
import soundfile
import tensorflow as tf


def safe_load(path, offset, duration):
    data, _ = soundfile.read(path.numpy().decode("utf-8"), start=int(offset.numpy() * 44100),
                             frames=int(duration.numpy() * 44100), dtype="float32", always_2d=True)
    return data.astype(np.float32)


def load_waveform(sample):
    waveform = tf.py_function(safe_load, [sample["audio_id"], sample["start"], sample["duration"]], tf.float32)
    return dict(sample, waveform=waveform)


def build_dataset(samples, cache_directory, batch_size=4):
    os.makedirs(cache_directory, exist_ok=True)
    dataset = tf.data.Dataset.from_tensor_slices(samples)
    dataset = dataset.map(load_waveform, num_parallel_calls=2)
    dataset = dataset.cache(os.path.join(cache_directory, "training"))
    return dataset.shuffle(200).batch(batch_size).prefetch(tf.data.AUTOTUNE)

# source: https://github.com/tensorflow/tensorflow/issues/37178
# symptom: .prefetch() and .cache() do not speed the pipeline up; the cache after the py_function loader holds every 100x100x100 float volume in memory, and 24 parallel py_function calls each hold one more
# expect: TFM004 26
# expect: TFM005 27
# note: from a comment in the thread (3D MRI volumes loaded with nibabel inside tf.py_function); the cache is chained after prefetch on the mapped dataset
import nibabel
import numpy as np
import tensorflow as tf


def load_volume(path, label):
    volume = np.asarray(nibabel.load(path.numpy().decode("utf-8")).get_fdata(), dtype=np.float32)
    xs, ys, zs = np.nonzero(volume)
    volume = volume[xs.min():xs.max() + 1, ys.min():ys.max() + 1, zs.min():zs.max() + 1][:100, :100, :100]
    padded = np.zeros((100, 100, 100), dtype=np.float32)
    padded[:volume.shape[0], :volume.shape[1], :volume.shape[2]] = volume
    return padded[..., None], label


def load_volume_tf(path, label):
    return tf.py_function(load_volume, [path, label], [tf.float32, tf.float32])


def make_dataset(paths, labels):
    ds = tf.data.Dataset.from_tensor_slices((paths, labels))
    ds = ds.map(load_volume_tf, num_parallel_calls=24)
    ds = ds.prefetch(buffer_size=12).cache()
    return ds.batch(12, drop_remainder=True)

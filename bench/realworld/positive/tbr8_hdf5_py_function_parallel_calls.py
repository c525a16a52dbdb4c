# source: https://tbr8.org/%e5%a6%82%e4%bd%95%e8%a7%a3%e5%86%b3-tf-data-%e7%ae%a1%e9%81%93%e4%b8%ad%e7%9a%84%e5%86%85%e5%ad%98%e6%b3%84%e6%bc%8f%e9%97%ae%e9%a2%98%ef%bc%9a%e6%b7%b1%e5%ba%a6%e8%a7%a3%e6%9e%90%e5%86%85%e5%ad%98
# symptom: a tf.data pipeline whose map reads HDF5 samples through tf.py_function keeps growing in memory until the system runs out; the article blames high parallelism of Python-side preprocessing
# expect: TFM004 32
# note: the loader is a class: the mapped function is a method that wraps the h5py read in tf.py_function, and the pipeline asks for 16 parallel calls
import h5py
import numpy as np
import tensorflow as tf


class H5PatchLoader:
    def __init__(self, h5_path, patch_shape=(128, 128, 4), batch_size=8):
        self.h5_path = h5_path
        self.patch_shape = patch_shape
        self.batch_size = batch_size
        with h5py.File(h5_path, "r") as f:
            self.n = f["patches"].shape[0]

    def _read(self, index):
        with h5py.File(self.h5_path, "r") as f:
            patch = f["patches"][int(index)].astype(np.float32)
            label = f["labels"][int(index)].astype(np.float32)
        return patch / 255.0, label

    def _load(self, index):
        patch, label = tf.py_function(self._read, [index], (tf.float32, tf.float32))
        patch.set_shape(self.patch_shape)
        label.set_shape(())
        return patch, label

    def dataset(self):
        ds = tf.data.Dataset.range(self.n).shuffle(4096)
        ds = ds.map(self._load, num_parallel_calls=16)
        return ds.batch(self.batch_size).prefetch(2)


if __name__ == "__main__":
    loader = H5PatchLoader("train_patches.h5")
    for step, (x, y) in enumerate(loader.dataset()):
        if step % 200 == 0:
            print(step, x.shape)

# source: https://github.com/rpautrat/SuperPoint/issues/111
# symptom: exporting detections / training on a large custom image folder ends with the process "Killed" (host out of memory)
# expect: TFM004 15
# note: SuperPoint-style dataset class: the parallelism comes from the dataset config and reaches map() through a map_parallel helper patched onto tf.data.Dataset; the labels are read with np.load through tf.py_func
import os
from pathlib import Path

import numpy as np
import tensorflow as tf

default_config = {
    "labels": None,
    "truncate": None,
    "cache_in_memory": False,
    "num_parallel_calls": 32,
    "preprocessing": {"resize": [240, 320]},
}


class ImagesFolder:
    def __init__(self, data_path, **config):
        self.config = dict(default_config, **config)
        self.data_path = data_path
        self.files = self._init_dataset(**self.config)

    def _init_dataset(self, **config):
        image_paths, names = [], []
        for root, _, files in os.walk(self.data_path):
            for f in files:
                names.append(f.split(".")[0])
                image_paths.append(os.path.join(root, f))
        if config["truncate"]:
            image_paths = image_paths[: config["truncate"]]
        files = {"image_paths": image_paths, "names": names}
        if config["labels"]:
            files["label_paths"] = [str(Path(config["labels"], n + ".npz")) for n in names]
        tf.data.Dataset.map_parallel = lambda self, fn: self.map(fn, num_parallel_calls=config["num_parallel_calls"])
        return files

    def get_dataset(self):
        def _read_image(path):
            image = tf.io.read_file(path)
            image = tf.image.decode_png(image, channels=3)
            return tf.image.resize(tf.image.rgb_to_grayscale(image), self.config["preprocessing"]["resize"])

        def _read_points(filename):
            return np.load(filename.decode("utf-8"))["points"].astype(np.float32)

        images = tf.data.Dataset.from_tensor_slices(self.files["image_paths"]).map_parallel(_read_image)
        if "label_paths" in self.files:
            points = tf.data.Dataset.from_tensor_slices(self.files["label_paths"])
            points = points.map_parallel(lambda p: tf.numpy_function(_read_points, [p], tf.float32))
            return tf.data.Dataset.zip((images, points))
        return images


if __name__ == "__main__":
    ds = ImagesFolder("/data/coco/train2014", labels="outputs/magic-point_coco-export1").get_dataset()
    for i, element in enumerate(ds.prefetch(2)):
        if i % 1000 == 0:
            print(i)

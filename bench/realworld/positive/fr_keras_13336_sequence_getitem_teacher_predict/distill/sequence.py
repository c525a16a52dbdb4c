import math

import numpy as np
import tensorflow as tf

from .teacher import load_teacher


class SoftLabelSequence(tf.keras.utils.Sequence):
    """Yields (images, teacher soft labels) batches for training a small student network."""

    def __init__(self, image_paths, teacher_path, batch_size=64, temperature=4.0):
        super().__init__()
        self.image_paths = np.asarray(image_paths)
        self.batch_size = batch_size
        self.temperature = temperature
        self.teacher = load_teacher(teacher_path)
        self.order = np.arange(len(self.image_paths))

    def __len__(self):
        return math.ceil(len(self.image_paths) / self.batch_size)

    def _load(self, paths):
        imgs = [tf.image.resize(tf.io.decode_jpeg(tf.io.read_file(p), channels=3), (224, 224)) for p in paths]
        return np.stack([i.numpy() for i in imgs]).astype("float32") / 255.0

    def __getitem__(self, index):
        idx = self.order[index * self.batch_size:(index + 1) * self.batch_size]
        x = self._load(self.image_paths[idx])
        logits = self.teacher.predict(x, verbose=0)
        soft = tf.nn.softmax(logits / self.temperature).numpy()
        return x, soft

    def on_epoch_end(self):
        np.random.shuffle(self.order)

# source: https://github.com/HasnainRaz/SemSegPipeline/pull/10
# symptom: the PR's "randomly select one augmentation" branch picks the augmentation with a Python-side random draw inside the map function; the maintainer doubts how it interacts with TF functions: the draw runs once when the map is traced, so every image gets the same augmentation
# expect: TFM015 41
# note: the PR draws with random.sample; the case draws with np.random.randint, the NumPy form of the same Python-side choice
import numpy as np
import tensorflow as tf

AUTOTUNE = tf.data.experimental.AUTOTUNE


class DataLoader:
    def __init__(self, image_paths, mask_paths, image_size=(256, 256), compose=False):
        self.image_paths = image_paths
        self.mask_paths = mask_paths
        self.image_size = image_size
        self.compose = compose

    def _corrupt_brightness(self, image, mask):
        return tf.image.random_brightness(image, 0.1), mask

    def _corrupt_contrast(self, image, mask):
        return tf.image.random_contrast(image, 0.1, 0.8), mask

    def _flip_left_right(self, image, mask):
        return tf.image.flip_left_right(image), tf.image.flip_left_right(mask)

    def _parse_data(self, image_path, mask_path):
        image = tf.image.decode_jpeg(tf.io.read_file(image_path), channels=3)
        mask = tf.image.decode_png(tf.io.read_file(mask_path), channels=1)
        image = tf.image.resize(tf.image.convert_image_dtype(image, tf.float32), self.image_size)
        mask = tf.image.resize(mask, self.image_size, method="nearest")
        return image, mask

    def _map_function(self, image_path, mask_path):
        image, mask = self._parse_data(image_path, mask_path)
        augmentations = [self._corrupt_brightness, self._corrupt_contrast, self._flip_left_right]
        if self.compose:
            for augment in augmentations:
                image, mask = augment(image, mask)
        else:
            choice = np.random.randint(len(augmentations))
            image, mask = augmentations[choice](image, mask)
        return image, mask

    def data_batch(self, batch_size, shuffle=True):
        data = tf.data.Dataset.from_tensor_slices((self.image_paths, self.mask_paths))
        if shuffle:
            data = data.shuffle(len(self.image_paths))
        data = data.map(self._map_function, num_parallel_calls=AUTOTUNE)
        return data.batch(batch_size).prefetch(AUTOTUNE)

import numpy as np

from ._tf_image_augmenter import get_augmented_data


class DataIterator(object):
    """Endless iterator over (images, boxes) batches, augmented on the fly."""

    def __init__(self, images, boxes, batch_size=32, output_size=(416, 416), shuffle=True):
        self.images, self.boxes = images, boxes
        self.batch_size = batch_size
        self.output_size = output_size
        self.shuffle = shuffle
        self._order = np.arange(len(images))
        self._pos = len(images)

    def __iter__(self):
        return self

    def __next__(self):
        if self._pos + self.batch_size > len(self._order):
            if self.shuffle:
                np.random.shuffle(self._order)
            self._pos = 0
        idx = self._order[self._pos:self._pos + self.batch_size]
        self._pos += self.batch_size
        return get_augmented_data(self.images[idx], self.boxes[idx], *self.output_size)

# source: https://stanford.edu/~shervine/blog/keras-how-to-generate-data-on-the-fly
# note: resembles a leak: a data generator shuffles all sample indices at the end of every epoch
# note: np.random.shuffle permutes an integer index array in place in a Keras Sequence; only the indices of the whole dataset are shuffled, the samples are loaded batch by batch
import numpy as np
from tensorflow import keras


class DataGenerator(keras.utils.Sequence):
    def __init__(self, list_ids, labels, batch_size=32, dim=(32, 32, 32), n_classes=10, shuffle=True):
        self.list_ids = list_ids
        self.labels = labels
        self.batch_size = batch_size
        self.dim = dim
        self.n_classes = n_classes
        self.shuffle = shuffle
        self.on_epoch_end()

    def __len__(self):
        return len(self.list_ids) // self.batch_size

    def __getitem__(self, index):
        batch = self.indexes[index * self.batch_size:(index + 1) * self.batch_size]
        x = np.stack([np.load("data/%s.npy" % self.list_ids[k]) for k in batch])
        y = np.array([self.labels[self.list_ids[k]] for k in batch])
        return x, keras.utils.to_categorical(y, num_classes=self.n_classes)

    def on_epoch_end(self):
        self.indexes = np.arange(len(self.list_ids))
        if self.shuffle:
            np.random.shuffle(self.indexes)

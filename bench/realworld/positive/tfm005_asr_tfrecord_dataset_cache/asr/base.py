import tensorflow as tf

AUTOTUNE = tf.data.AUTOTUNE


class BaseDataset:
    def __init__(self, stage, cache=False, shuffle=False, buffer_size=100):
        self.stage = stage
        self.cache = cache
        self.shuffle = shuffle
        self.buffer_size = buffer_size

    def parse(self, record):
        raise NotImplementedError

    def process(self, dataset, batch_size):
        dataset = dataset.map(self.parse, num_parallel_calls=AUTOTUNE)
        if self.cache:
            dataset = dataset.cache()
        if self.shuffle:
            dataset = dataset.shuffle(self.buffer_size, reshuffle_each_iteration=True)
        dataset = dataset.padded_batch(batch_size, padded_shapes=([None, 80], [], [None], []), drop_remainder=True)
        return dataset.prefetch(AUTOTUNE)

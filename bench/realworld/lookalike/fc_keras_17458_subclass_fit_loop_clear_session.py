# source: https://github.com/keras-team/keras/issues/17458
# note: the reporter's loop already does what the linter would ask: every iteration builds a new subclassed model and fits it, then clears the Keras session and collects garbage; the growth reported there is a TensorFlow 2.11 regression (flat on 2.9), not a missing clear_session in this code
import gc
import time

import tensorflow as tf


class MyModel(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.flatten = tf.keras.layers.Flatten()
        self.d1 = tf.keras.layers.Dense(128, activation="relu")
        self.d2 = tf.keras.layers.Dense(10)

    def call(self, x):
        return self.d2(self.d1(self.flatten(x)))


(x_train, y_train), _ = tf.keras.datasets.mnist.load_data()
x_train = x_train[:10000] / 255.0
y_train = y_train[:10000]

for i in range(100):
    start = time.time()
    model = MyModel()
    model.compile(optimizer="adam", loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(x_train, y_train, epochs=1, batch_size=64, verbose=0)
    del model
    tf.keras.backend.clear_session()
    gc.collect()
    print(i, round(time.time() - start, 2))

# source: https://github.com/tensorflow/tensorflow/issues/30773
# symptom: compiling the same model more than once during a hyper-parameter search runs out of memory; only restarting the kernel helps
# expect: TFM013 21
# note: the search builds one model in __init__ and each trial (a method called from the search loop) recompiles it with the trial's learning rate
import numpy as np
import tensorflow as tf


class LearningRateSearch:
    def __init__(self, input_shape=(60, 80)):
        self.model = tf.keras.Sequential([
            tf.keras.Input(input_shape),
            tf.keras.layers.Flatten(),
            tf.keras.layers.Dense(256, activation="relu"),
            tf.keras.layers.Dense(10, activation="softmax"),
        ])
        self.initial = self.model.get_weights()

    def trial(self, learning_rate, x, y):
        self.model.set_weights(self.initial)
        self.model.compile(optimizer=tf.keras.optimizers.Adam(learning_rate), loss="sparse_categorical_crossentropy")
        history = self.model.fit(x, y, epochs=5, validation_split=0.2, verbose=0)
        return min(history.history["val_loss"])

    def run(self, x, y, rates):
        return {rate: self.trial(rate, x, y) for rate in rates}


x, y = np.load("frames.npy"), np.load("labels.npy")
best = LearningRateSearch().run(x, y, np.logspace(-5, -1, 40))

# source: https://github.com/keras-team/keras/issues/2973
# note: correct in current TensorFlow/Keras: both networks are built and compiled once; copying weights every few hundred steps with set_weights writes into the existing variables (the growth in the thread came from Keras 1 on TF 0.8 adding assign ops per call in graph mode), and the training loop only calls train_on_batch and the model itself
from keras.models import Sequential
from keras.layers import *
from keras.optimizers import RMSprop
import numpy as np


class Model(object):
    """Model encapsulation for Keras Sequential object."""

    def __init__(self, io_shape):
        self.model = Sequential()
        self.model.add(Input(shape=(io_shape[0],)))
        self.model.add(Dense(512, activation="relu"))
        self.model.add(Dense(512, activation="relu"))
        self.model.add(Dense(io_shape[1], activation="linear"))
        self.optimizer = RMSprop(learning_rate=0.001)
        self.model.compile(optimizer=self.optimizer, loss="mse")


A = Model(io_shape=(32, 16))
B = Model(io_shape=(32, 16))

for step in range(100000):
    states = np.random.rand(64, 32).astype("float32")
    next_q = B.model(states, training=False).numpy()
    targets = np.random.rand(64, 16).astype("float32") + 0.99 * next_q
    A.model.train_on_batch(states, targets)
    if step % 500 == 0:
        B.model.set_weights(A.model.get_weights())

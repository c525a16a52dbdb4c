# source: https://github.com/keras-team/keras/issues/3155
# note: resembles a leak: an epoch-dependent loss weight updated from a Keras callback
# note: the answer in the thread: the backend variable is created once, outside the callback; on_epoch_end only sets its value with K.set_value. Star import of keras.callbacks as users write it
import numpy as np
from keras import backend as K
from keras.callbacks import *
from keras.layers import Dense, Input
from keras.models import Model

alpha = K.variable(1.0)


class AlphaScheduler(Callback):
    def __init__(self, alpha):
        super().__init__()
        self.alpha = alpha

    def on_epoch_end(self, epoch, logs=None):
        K.set_value(self.alpha, K.get_value(self.alpha) * 0.95)


def alpha_binary(y_true, y_pred):
    return alpha * K.mean(K.binary_crossentropy(y_true, y_pred), axis=-1)


inputs = Input((20,))
model = Model(inputs, Dense(1, activation="sigmoid")(inputs))
model.compile(optimizer="adam", loss=alpha_binary)
model.fit(np.random.rand(256, 20), np.random.randint(0, 2, (256, 1)), epochs=30,
          callbacks=[AlphaScheduler(alpha)])

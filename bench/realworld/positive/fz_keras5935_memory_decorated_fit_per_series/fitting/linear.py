import numpy as np
import tensorflow as tf
from tensorflow import keras

from .profiling import memory


@memory
def fit_line(xs, ys, epochs=500, query=10.0):
    model = tf.keras.Sequential([keras.layers.Dense(units=1, input_shape=[1])])
    model.compile(optimizer="sgd", loss="mean_squared_error")
    model.fit(xs, ys, epochs=epochs, verbose=0)
    return float(model.predict(np.array([[query]]), verbose=0)[0][0])

# source: https://github.com/keras-team/keras/issues/9151
# note: fchollet's second fix in that thread: each episode builds its own model, compiles it once, trains it and ends with keras.backend.clear_session()
import keras
import numpy as np


def get_model():
    model = keras.Sequential()
    model.add(keras.layers.Dense(64, activation="relu", input_dim=16))
    model.add(keras.layers.Dense(5))
    return model


episodes = 200
for i in range(episodes):
    x, y = np.random.rand(32, 16), np.random.rand(32, 5)
    model = get_model()
    model.compile(loss="mse", optimizer="rmsprop")
    model.fit(x, y, verbose=0)
    model.save_weights(f"episode_{i}.weights.h5")
    keras.backend.clear_session()

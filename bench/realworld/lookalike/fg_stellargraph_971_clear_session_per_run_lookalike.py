# source: https://github.com/stellargraph/stellargraph/issues/971
# note: the resolution the issue proposes: clear the Keras session at the start of every repetition before the model is rebuilt, so models from earlier repetitions do not pile up
import numpy as np
import tensorflow as tf
from tensorflow import keras


def assert_reproducible(features, labels, num_iter=5, seed=42):
    results = []
    for _ in range(num_iter):
        keras.backend.clear_session()
        tf.random.set_seed(seed)
        x_inp = keras.Input(shape=(features.shape[1],))
        h = keras.layers.Dense(32, activation="relu")(x_inp)
        pred = keras.layers.Dense(labels.shape[1], activation="softmax")(h)
        model = keras.Model(inputs=x_inp, outputs=pred)
        model.compile(optimizer="adam", loss="categorical_crossentropy")
        model.fit(features, labels, epochs=3, batch_size=16, verbose=0)
        results.append(model.get_weights())
    for weights in results[1:]:
        for a, b in zip(results[0], weights):
            np.testing.assert_allclose(a, b, rtol=1e-5)

# source: https://github.com/stellargraph/stellargraph/issues/971
# symptom: peak RSS climbs from 650 MB to almost 2 GB over six reproducibility tests; every test builds and trains fresh Keras models in a loop without clearing the session
# expect: TFM009 16
# note: a reproducibility helper of my own in the thread's setting: build_and_train is called once per repetition from assert_reproducible, and the model construction sits in the helper
import numpy as np
import tensorflow as tf
from tensorflow import keras


def build_and_train(features, labels, seed):
    tf.random.set_seed(seed)
    x_inp = keras.Input(shape=(features.shape[1],))
    h = keras.layers.Dense(32, activation="relu")(x_inp)
    h = keras.layers.Dropout(0.5, seed=seed)(h)
    pred = keras.layers.Dense(labels.shape[1], activation="softmax")(h)
    model = keras.Model(inputs=x_inp, outputs=pred)
    model.compile(optimizer="adam", loss="categorical_crossentropy")
    model.fit(features, labels, epochs=3, batch_size=16, verbose=0)
    return model.get_weights()


def assert_reproducible(features, labels, num_iter=5, seed=42):
    reference = build_and_train(features, labels, seed)
    for _ in range(num_iter - 1):
        weights = build_and_train(features, labels, seed)
        for a, b in zip(reference, weights):
            np.testing.assert_allclose(a, b, rtol=1e-5)


def test_gcn_reproducible():
    x = np.random.rand(120, 16).astype("float32")
    y = keras.utils.to_categorical(np.random.randint(0, 3, 120), 3)
    assert_reproducible(x, y)

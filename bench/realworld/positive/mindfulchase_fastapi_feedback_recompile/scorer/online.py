import numpy as np
import tensorflow as tf

_model = tf.keras.models.load_model("artifacts/churn.keras")


def current_model():
    return _model


def learn_from_feedback(features, label, lr=1e-4):
    x = np.asarray([features], dtype="float32")
    y = np.asarray([[label]], dtype="float32")
    _model.compile(optimizer=tf.keras.optimizers.Adam(lr), loss="binary_crossentropy")
    history = _model.fit(x, y, epochs=1, verbose=0)
    return float(history.history["loss"][-1])

import numpy as np
import tensorflow as tf

from . import registry


def private_copy(name):
    """Copy of the shared model so concurrent requests do not share state."""
    shared = registry.get(name)
    model_copy = tf.keras.models.clone_model(shared)
    model_copy.build(shared.input_shape)
    model_copy.set_weights(shared.get_weights())
    return model_copy


def classify(name, image):
    model = private_copy(name)
    batch = np.expand_dims(image.astype("float32") / 255.0, 0)
    probs = model.predict(batch)[0]
    return int(np.argmax(probs)), float(np.max(probs))

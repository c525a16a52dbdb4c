# source: https://github.com/bhky/opennsfw2/pull/21
# source: https://github.com/bhky/opennsfw2/issues/19
# note: the fix for loop use: the model is built once, on first use, and kept in a module-level cache; each call of predict_images in the user's loop reuses it and calls it directly
import glob

import numpy as np
from tensorflow import keras
from tensorflow.keras import layers

_MODEL = None


def make_open_nsfw_model(input_shape=(224, 224, 3)):
    inputs = keras.Input(shape=input_shape)
    x = layers.Conv2D(64, 7, strides=2, padding="same", activation="relu")(inputs)
    x = layers.GlobalAveragePooling2D()(layers.Conv2D(256, 3, strides=2, activation="relu")(x))
    return keras.Model(inputs, layers.Dense(2, activation="softmax")(x))


def _get_model(weights_path):
    global _MODEL
    if _MODEL is None:
        _MODEL = make_open_nsfw_model()
        _MODEL.load_weights(weights_path)
    return _MODEL


def predict_images(images, weights_path="open_nsfw_weights.h5"):
    model = _get_model(weights_path)
    return model(np.asarray(images, dtype="float32"), training=False).numpy().tolist()


if __name__ == "__main__":
    paths = sorted(glob.glob("uploads/*.npy"))
    for start in range(0, len(paths), 32):
        batch = [np.load(p) for p in paths[start:start + 32]]
        print(start, predict_images(batch)[:2])

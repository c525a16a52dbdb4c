import os

import tensorflow as tf

MODEL_PATH = os.getenv("LANNA_MODEL_PATH", "app/ml/weights/lanna_char_cnn.keras")


def load_model():
    return tf.keras.models.load_model(MODEL_PATH, compile=False)

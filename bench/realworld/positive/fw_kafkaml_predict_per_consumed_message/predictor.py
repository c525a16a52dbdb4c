import logging

import tensorflow as tf
from tensorflow.keras.models import load_model

gpus = tf.config.experimental.list_physical_devices("GPU")
for gpu in gpus:
    tf.config.experimental.set_memory_growth(gpu, True)


class Predictor:
    def __init__(self, model_path):
        self.model = load_model(model_path)
        self.model.summary(print_fn=logging.info)

    def predict_message(self, inputs):
        output = self.model.predict(inputs)
        return output.tolist()[0]

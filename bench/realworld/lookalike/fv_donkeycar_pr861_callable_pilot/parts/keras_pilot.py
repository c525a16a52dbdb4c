import numpy as np
from tensorflow import keras


class KerasPilot:
    def __init__(self):
        self.model = None

    def load(self, model_path):
        self.model = keras.models.load_model(model_path, compile=False)

    def run(self, img_arr):
        return self.inference(img_arr.astype(np.float32) / 255.0)


class KerasLinear(KerasPilot):
    def inference(self, img_arr):
        batch = img_arr[np.newaxis, ...]
        steering, throttle = self.model(batch, training=False)
        return float(steering.numpy()[0][0]), float(throttle.numpy()[0][0])

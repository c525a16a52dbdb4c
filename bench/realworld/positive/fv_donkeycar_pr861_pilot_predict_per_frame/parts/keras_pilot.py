import numpy as np
from tensorflow import keras


class KerasPilot:
    def __init__(self, input_shape=(120, 160, 3)):
        self.input_shape = input_shape
        self.model = None

    def load(self, model_path):
        self.model = keras.models.load_model(model_path, compile=False)

    def run(self, img_arr):
        img_arr = img_arr.astype(np.float32) / 255.0
        return self.inference(img_arr)

    def inference(self, img_arr):
        raise NotImplementedError


class KerasLinear(KerasPilot):
    def inference(self, img_arr):
        img_arr = img_arr.reshape((1,) + img_arr.shape)
        outputs = self.model.predict(img_arr)
        steering, throttle = outputs[0], outputs[1]
        return float(steering[0][0]), float(throttle[0][0])

import numpy as np
from keras import models

CLASSES = ["cat", "dog", "horse", "bird"]


class ImagePredictor:
    def __init__(self, model_dir="super_simple_model", size=64):
        self.model_dir = model_dir
        self.size = size

    def preprocess(self, image):
        image = image.convert("RGB").resize((self.size, self.size))
        array = np.asarray(image, dtype=np.float32) / 255.0
        return array[np.newaxis, ...]

    def predict_image(self, image):
        model = models.load_model(self.model_dir)
        return model.predict(self.preprocess(image))

    def top_label(self, image):
        scores = self.predict_image(image)[0]
        return CLASSES[int(np.argmax(scores))], float(np.max(scores))

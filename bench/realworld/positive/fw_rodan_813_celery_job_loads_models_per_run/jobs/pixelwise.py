import cv2
import numpy as np
from tensorflow.keras.models import load_model

PATCH = 256


class PixelwiseAnalysis:
    name = "Pixelwise Analysis of Music Document"
    settings_defaults = {"Height": PATCH, "Width": PATCH, "Threshold": 50}

    def read_models(self, inputs):
        models = {}
        for key, entries in inputs.items():
            if not key.startswith("Model"):
                continue
            layer = key.split(" ", 1)[1]
            path = entries[0]["resource_path"]
            models[layer] = load_model(path, compile=False)
        return models

    def tiles(self, image, height, width):
        rows, cols = image.shape[:2]
        for y in range(0, rows - height + 1, height):
            for x in range(0, cols - width + 1, width):
                yield y, x, image[y:y + height, x:x + width]

    def run_my_task(self, inputs, settings, outputs):
        conf = dict(self.settings_defaults, **settings)
        image = cv2.imread(inputs["Image"][0]["resource_path"], cv2.IMREAD_COLOR)
        image = image.astype("float32") / 255.0
        models = self.read_models(inputs)
        layers = {name: np.zeros(image.shape[:2], dtype="uint8") for name in models}

        for y, x, window in self.tiles(image, conf["Height"], conf["Width"]):
            tile = np.expand_dims(window, axis=0)
            for layer in models:
                probs = models[layer].predict(tile, verbose=0)
                mask = (probs[0, :, :, 0] * 100 > conf["Threshold"]).astype("uint8") * 255
                layers[layer][y:y + conf["Height"], x:x + conf["Width"]] = mask

        for name, mask in layers.items():
            target = outputs[name][0]["resource_path"]
            cv2.imwrite(target + ".png", mask)
        return True

# source: https://github.com/anexplore/cnn_for_captcha/issues/1
# symptom: the captcha recognition service leaks memory through keras model.predict() (the author's own issue; closed with "upgrade tensorflow")
# expect: TFM008 32
# note: the project's Predictor pattern served by Flask: each POST decodes one image into a (1, h, w, 1) array and calls model.predict on it; Keras comes in through star imports
import io
import json

import numpy as np
from flask import Flask, jsonify, request
from keras.layers import *
from keras.models import *
from PIL import Image

app = Flask(__name__)


class Predictor:
    def __init__(self, config_path="fixed_length_captcha.json"):
        with open(config_path) as f:
            self.config = json.load(f)
        self.labels = self.config["labels"]
        self.length = self.config["fixed_length"]
        self.model = load_model(self.config["save_path"])

    def predict_content(self, content):
        image = Image.open(io.BytesIO(content))
        if image.mode != "L":
            image = image.convert("L")
        image = image.resize((self.config["image_width"], self.config["image_height"]))
        data = np.zeros((1, self.config["image_height"], self.config["image_width"], 1), dtype="float32")
        data[0, :, :, 0] = np.asarray(image, dtype="float32") / 255.0
        scores = self.model.predict(data)
        scores = scores.reshape(self.length, len(self.labels))
        return "".join(self.labels[i] for i in scores.argmax(axis=1))


predictor = Predictor()


@app.route("/captcha", methods=["POST"])
def solve():
    text = predictor.predict_content(request.get_data())
    return jsonify({"text": text})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080, threaded=True)

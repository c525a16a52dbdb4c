import io

import numpy as np
from flask import Flask, jsonify, request
from PIL import Image

from model_server import KerasManager

app = Flask(__name__)
manager = KerasManager()
manager.start()
model = manager.KerasModel()
model.initialize()


@app.route("/classify", methods=["POST"])
def classify():
    img = Image.open(io.BytesIO(request.files["image"].read())).convert("RGB").resize((224, 224))
    probs = model.predict(np.asarray(img, dtype="float32"))
    top = np.argsort(probs)[::-1][:5]
    return jsonify({"top5": [{"class": int(c), "prob": float(probs[c])} for c in top]})


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5000, threaded=True)

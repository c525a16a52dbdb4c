import io

from flask import Flask, jsonify, request
from PIL import Image

from service import ImagePredictor

app = Flask(__name__)
predictor = ImagePredictor()


@app.route("/predict", methods=["POST"])
def predict():
    upload = request.files.get("file")
    if upload is None:
        return jsonify({"error": "missing file"}), 400
    image = Image.open(io.BytesIO(upload.read()))
    label, score = predictor.top_label(image)
    return jsonify({"label": label, "score": score})


if __name__ == "__main__":
    app.run(debug=False, port=8080)

import io

from flask import Flask, jsonify, request
from PIL import Image

from nsfw.classify import classify

app = Flask(__name__)
WEIGHTS = "data/open_nsfw-weights.npy"


@app.route("/", methods=["POST"])
def process_image():
    image = Image.open(request.files["image"]).convert("RGB")
    buffer = io.BytesIO()
    image.save(buffer, format="JPEG", quality=40)
    sfw, nsfw = classify(buffer.getvalue(), WEIGHTS)
    return jsonify(sfw=float(sfw), nsfw=float(nsfw))

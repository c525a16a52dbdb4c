# source: https://github.com/matterport/Mask_RCNN/issues/2716
# symptom: the Flask app creates the Mask R-CNN model and loads its weights on every HTTP request instead of once at start-up; each request is slow and memory keeps growing
# expect: TFM009 30
# note: create_model() comes from the project's Configuration module (it builds the modellib.MaskRCNN inference model and loads the weights); the route then calls model.detect
import base64

import cv2
import numpy as np
from flask import Flask, jsonify, request

from Configuration import create_model

app = Flask(__name__)


def draw_masks(image, masks):
    overlay = image.copy()
    for i in range(masks.shape[2]):
        overlay[masks[:, :, i]] = (0, 255, 0)
    return cv2.addWeighted(image, 0.6, overlay, 0.4, 0)


@app.route("/", methods=["GET", "POST"])
def index():
    if request.method == "POST":
        imagefile = request.files["image"].read()
        jpg_as_np = np.frombuffer(imagefile, dtype=np.uint8)
        img = cv2.imdecode(jpg_as_np, flags=1)

        model = create_model()
        image = img[..., ::-1]
        r = model.detect([image], verbose=0)[0]

        masked_image = draw_masks(img, r["masks"])
        string = base64.b64encode(cv2.imencode(".jpg", masked_image)[1]).decode()
        return jsonify({"count": str(r["masks"].shape[2]), "image": string})
    return "POST an image to this endpoint"


if __name__ == "__main__":
    app.run()

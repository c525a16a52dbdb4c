# source: http://www.easyfang.com/a/2021/1231/tt02212Y4H019_13.html
# note: the version the article recommends: load the model once when the server starts (load_model() before app.run) and only run it inside the handler; the handler calls the model directly on the single preprocessed image instead of predict
import io

import flask
import numpy as np
from keras.applications import ResNet50, imagenet_utils
from keras.preprocessing.image import img_to_array
from PIL import Image

app = flask.Flask(__name__)
model = None


def load_model():
    global model
    model = ResNet50(weights="imagenet")


def prepare_image(image, target):
    if image.mode != "RGB":
        image = image.convert("RGB")
    image = img_to_array(image.resize(target))
    return imagenet_utils.preprocess_input(np.expand_dims(image, axis=0))


@app.route("/predict", methods=["POST"])
def predict():
    data = {"success": False}
    if flask.request.files.get("image"):
        image = Image.open(io.BytesIO(flask.request.files["image"].read()))
        image = prepare_image(image, target=(224, 224))
        preds = np.asarray(model(image, training=False))
        results = imagenet_utils.decode_predictions(preds)
        data["predictions"] = [{"label": label, "probability": float(prob)} for (_, label, prob) in results[0]]
        data["success"] = True
    return flask.jsonify(data)


if __name__ == "__main__":
    load_model()
    app.run(host="127.0.0.1", port=5000)

# source: http://www.easyfang.com/a/2021/1231/tt02212Y4H019_13.html
# symptom: the tutorial warns that loading the model inside the request handler reloads it on every new request: the API becomes very slow (I/O and CPU for each load) and N concurrent requests keep N copies of the model in RAM until memory runs out
# expect: TFM009 31
# note: the anti-pattern shown in the (translated) "building a simple Keras + deep learning REST API" article: a Flask /predict route that builds ResNet50 from keras.applications before classifying each uploaded image
import io

import flask
import numpy as np
from keras.applications import ResNet50, imagenet_utils
from keras.preprocessing.image import img_to_array
from PIL import Image

app = flask.Flask(__name__)


def prepare_image(image, target):
    if image.mode != "RGB":
        image = image.convert("RGB")
    image = image.resize(target)
    image = img_to_array(image)
    image = np.expand_dims(image, axis=0)
    return imagenet_utils.preprocess_input(image)


@app.route("/predict", methods=["POST"])
def predict():
    data = {"success": False}
    if flask.request.files.get("image"):
        image = Image.open(io.BytesIO(flask.request.files["image"].read()))
        image = prepare_image(image, target=(224, 224))
        model = ResNet50(weights="imagenet")
        preds = model.predict(image)
        results = imagenet_utils.decode_predictions(preds)
        data["predictions"] = [{"label": label, "probability": float(prob)} for (_, label, prob) in results[0]]
        data["success"] = True
    return flask.jsonify(data)


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5000)

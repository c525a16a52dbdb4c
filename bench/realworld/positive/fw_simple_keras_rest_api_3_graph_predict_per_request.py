# source: https://github.com/jrosebr1/simple-keras-rest-api/issues/3
# source: https://github.com/jrosebr1/simple-keras-rest-api/issues/1
# symptom: "Tensor ... is not an element of this graph" when the Flask route predicts; the fix in the thread saves the default graph at load time and predicts inside graph.as_default(), and the fixed route still runs a full predict() on one image per request
# expect: TFM008 42
# note: ResNet50 is built once in load_model(); the route is the per-request path
import io

import flask
import numpy as np
import tensorflow as tf
from keras.applications import ResNet50, imagenet_utils
from keras.preprocessing.image import img_to_array
from PIL import Image

app = flask.Flask(__name__)
model = None
graph = None


def load_model():
    global model, graph
    model = ResNet50(weights="imagenet")
    graph = tf.get_default_graph()


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
        with graph.as_default():
            preds = model.predict(image)
        results = imagenet_utils.decode_predictions(preds)
        data["predictions"] = [{"label": label, "probability": float(prob)}
                               for (_, label, prob) in results[0]]
        data["success"] = True
    return flask.jsonify(data)


if __name__ == "__main__":
    print("* Loading Keras model and Flask starting server...")
    load_model()
    app.run()

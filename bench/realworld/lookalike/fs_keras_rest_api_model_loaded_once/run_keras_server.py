import flask

from service import model as service_model

app = flask.Flask(__name__)


@app.route("/predict", methods=["POST"])
def predict():
    data = {"success": False}
    if flask.request.files.get("image"):
        data["predictions"] = service_model.classify(flask.request.files["image"].read())
        data["success"] = True
    return flask.jsonify(data)


if __name__ == "__main__":
    print("* Loading Keras model and Flask starting server... please wait until server has fully started")
    service_model.load_model()
    app.run()

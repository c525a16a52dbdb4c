# source: https://taourl.com/read-3019385.html
# symptom: the Flask service's memory grows with every /predict request although the model is loaded once
# expect: TFM008 18
# note: a snippet without imports (the app module of a larger service pasted in a question); the Keras predict runs once per request
app = Flask(__name__)
model = tf.keras.models.load_model("model.h5")
THRESHOLD = 0.5


def to_batch(payload):
    rows = [[float(v) for v in row] for row in payload["data"]]
    return np.asarray(rows, dtype="float32")


@app.route("/predict", methods=["POST"])
def predict():
    batch = to_batch(request.json)
    prediction = model.predict(batch)
    labels = (prediction[:, 0] > THRESHOLD).astype(int)
    return jsonify({"prediction": prediction.tolist(), "labels": labels.tolist()})


@app.route("/health")
def health():
    return "ok"


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)

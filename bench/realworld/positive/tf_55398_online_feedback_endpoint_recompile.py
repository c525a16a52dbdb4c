# source: https://github.com/tensorflow/tensorflow/issues/55398
# source: https://github.com/keras-team/keras/issues/16320
# symptom: memory grows with every additional model.compile() call on the same model (TF 2.8); it is never released
# expect: TFM013 20
# note: an online-learning service: each feedback request recompiles the module-level model (with the learning rate the request asks for) before one train_on_batch step
import numpy as np
from flask import Flask, jsonify, request
from tensorflow import keras

app = Flask(__name__)
model = keras.models.load_model("models/ranker.keras")


@app.route("/feedback", methods=["POST"])
def feedback():
    payload = request.get_json()
    x = np.asarray(payload["features"], dtype="float32")[None, :]
    y = np.asarray([[payload["clicked"]]], dtype="float32")
    lr = float(payload.get("learning_rate", 1e-4))
    model.compile(optimizer=keras.optimizers.Adam(learning_rate=lr), loss="binary_crossentropy")
    loss = model.train_on_batch(x, y)
    return jsonify(loss=float(loss))


if __name__ == "__main__":
    app.run(port=8080)

from flask import Flask

from src.model import Model

app = Flask(__name__)
model = Model()


@app.route("/predict", methods=["POST"])
def predict():
    return model.predict()


@app.route("/train", methods=["POST"])
def train():
    return model.train()


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000)

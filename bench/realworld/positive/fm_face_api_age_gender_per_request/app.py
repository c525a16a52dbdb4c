from flask import Flask, request

import agegender

app = Flask(__name__)

# built once when the worker starts
network = agegender.load_network("weights/agegender.h5")


@app.route("/predict/", methods=["GET", "POST"])
def predict():
    payload = request.args.get("data") or request.get_data()
    return agegender.describe_face(payload, network)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=7002)

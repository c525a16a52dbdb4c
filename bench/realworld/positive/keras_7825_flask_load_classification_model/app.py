from flask import Flask, jsonify, request

from predict import predict_image

app = Flask(__name__)


@app.route("/predict")
def predict_route():
    company_id = int(request.args.get("company", 1))
    image_url = request.args.get("image_url")
    result = predict_image(company_id, url=image_url)
    return jsonify(result)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000)

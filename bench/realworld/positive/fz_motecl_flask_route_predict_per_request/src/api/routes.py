from flask import Blueprint, jsonify, request

from ..services.predictor import predict_json

bp = Blueprint("api", __name__)


@bp.route("/predict", methods=["POST"])
def predict():
    data = request.get_json(force=True)
    if "input" not in data:
        return jsonify({"error": "missing 'input'"}), 400
    return jsonify({"prediction": predict_json(data)})


@bp.route("/health", methods=["GET"])
def health():
    return jsonify({"status": "ok"})

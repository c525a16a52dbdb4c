# source: https://www.hermitedge.com/blog/a-backend-mindset-beyond-jupyter-serving-xgboost-with-flask-and-gunicorn
# note: the post's serving setup for a checkout fraud model: the XGBoost booster is loaded once when the Flask app starts, requests are validated, and each request scores its transaction with the XGBoost model's predict_proba; XGBoost, not Keras, so predict per request is the normal API
import xgboost as xgb
import numpy as np
from flask import Flask, abort, jsonify, request

FEATURES = ["amount", "account_age_days", "orders_last_24h", "ip_country_mismatch",
            "card_bin_risk", "shipping_billing_distance_km"]

app = Flask(__name__)
model = xgb.XGBClassifier()
model.load_model("models/fraud_xgb.json")


def validate(payload):
    missing = [f for f in FEATURES if f not in payload]
    if missing:
        abort(400, description=f"missing fields: {missing}")
    try:
        return np.array([[float(payload[f]) for f in FEATURES]])
    except (TypeError, ValueError):
        abort(400, description="all features must be numeric")


@app.route("/score", methods=["POST"])
def score():
    row = validate(request.get_json(force=True))
    risk = float(model.predict_proba(row)[0, 1])
    decision = "block" if risk > 0.9 else "review" if risk > 0.6 else "allow"
    return jsonify({"risk": risk, "decision": decision})


@app.route("/healthz")
def healthz():
    return "ok"

# source: https://github.com/nlathia/kettle-cli/blob/HEAD/templates/python37/aws/lambda/main.py
# note: the Lambda template loads the model at module scope, which runs once per container (cold start) and is reused by every warm invocation; the handler only preprocesses the event and calls the already-built model on a tensor, so nothing is rebuilt or re-traced per event
import json
import os

import numpy as np
import tensorflow as tf

MODEL_DIR = os.environ.get("MODEL_DIR", "/opt/ml/model")
FEATURES = ["age", "tenure", "monthly_charges", "total_charges", "support_calls"]


def load_model():
    model = tf.keras.models.load_model(MODEL_DIR, compile=False)
    return model


model = load_model()


def to_batch(records):
    rows = [[float(r.get(name, 0.0)) for name in FEATURES] for r in records]
    return tf.convert_to_tensor(np.asarray(rows, dtype="float32"))


def predict(model, records):
    scores = model(to_batch(records), training=False)
    return [float(s) for s in np.ravel(scores.numpy())]


def handler(event, context):
    body = event.get("body") or "{}"
    payload = json.loads(body) if isinstance(body, str) else body
    records = payload.get("instances", [])
    if not records:
        return {"statusCode": 400, "body": json.dumps({"error": "no instances"})}
    return {"statusCode": 200, "body": json.dumps({"predictions": predict(model=model, records=records)})}

# source: https://padicho.com/questions/ai-and-machine-learning-foundations/model-deployment-and-automation/why-is-it-recommended-to-load-the-ml-model-once-at-application-startup-rather-than-inside-the-predic/19d81e
# symptom: loading the model inside the prediction route of a Flask or FastAPI API, on every request, drastically slows the API down and consumes unnecessary resources; the model should be loaded once at start-up
# expect: TFM009 25
# expect: TFM008 32
# note: FastAPI service for a churn model; the /predict endpoint (a request handler) calls get_model(), which loads the Keras model from disk on every request, then calls predict on one customer's feature row
import json

import numpy as np
import tensorflow as tf
from fastapi import FastAPI
from pydantic import BaseModel

MODEL_PATH = "artifacts/churn_model.keras"
with open("artifacts/feature_order.json") as f:
    FEATURES = json.load(f)

app = FastAPI(title="churn-scoring")


class Customer(BaseModel):
    features: dict[str, float]


def get_model():
    return tf.keras.models.load_model(MODEL_PATH)


@app.post("/predict")
def predict(customer: Customer):
    row = np.array([[customer.features.get(name, 0.0) for name in FEATURES]], dtype=np.float32)
    model = get_model()
    probability = float(model.predict(row, verbose=0)[0][0])
    return {"churn_probability": probability, "will_churn": probability > 0.5}


@app.get("/health")
def health():
    return {"status": "ok"}

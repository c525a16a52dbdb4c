# source: https://github.com/France-Travail/gabarit/pull/162
# source: https://github.com/France-Travail/gabarit/issues/173
# symptom: an API serving an LSTM keeps rising in memory under load: the tf.function predict creates a new graph for every input shape it is sent
# expect: TFM001 23
# note: the state before PR 162: the model class's alternative predict is a bare @tf.function, and the FastAPI handler sends it batches of whatever size and padded length the request has
import numpy as np
import tensorflow as tf
from fastapi import FastAPI
from pydantic import BaseModel

from .preprocessing import tokenize_and_pad


class ModelTextClassifier:
    def __init__(self, model_dir):
        self.model = tf.keras.models.load_model(f"{model_dir}/best.keras")
        self.labels = np.load(f"{model_dir}/labels.npy", allow_pickle=True)

    def predict_proba(self, texts):
        padded = tokenize_and_pad(texts)
        return self._alternative_predict_proba(tf.convert_to_tensor(padded)).numpy()

    @tf.function
    def _alternative_predict_proba(self, x):
        return self.model(x, training=False)


class Query(BaseModel):
    texts: list[str]


app = FastAPI()
classifier = ModelTextClassifier("models/lstm_v3")


@app.post("/predict")
def predict(query: Query):
    probas = classifier.predict_proba(query.texts)
    best = probas.argmax(axis=1)
    return {"labels": classifier.labels[best].tolist(), "scores": probas.max(axis=1).tolist()}

# source: https://github.com/France-Travail/gabarit/pull/174
# note: the fix merged in that PR: the alternative predict's tf.function gets a fixed input_signature (batch and length left as None) and the input is sent in fixed-size batches, so requests of any size reuse one trace
import numpy as np
import tensorflow as tf
from fastapi import FastAPI
from pydantic import BaseModel

MAX_LEN = 200


class ModelTextClassifier:
    def __init__(self, model_dir, batch_size=64):
        self.model = tf.keras.models.load_model(f"{model_dir}/best.keras")
        self.labels = np.load(f"{model_dir}/labels.npy", allow_pickle=True)
        self.batch_size = batch_size

    def predict_proba(self, padded):
        chunks = [self._alternative_predict_proba(tf.convert_to_tensor(padded[i:i + self.batch_size])).numpy()
                  for i in range(0, len(padded), self.batch_size)]
        return np.concatenate(chunks)

    @tf.function(input_signature=[tf.TensorSpec(shape=(None, MAX_LEN), dtype=tf.int32)])
    def _alternative_predict_proba(self, x):
        return self.model(x, training=False)


class Query(BaseModel):
    token_ids: list[list[int]]


app = FastAPI()
classifier = ModelTextClassifier("models/lstm_v3")


@app.post("/predict")
def predict(query: Query):
    padded = tf.keras.utils.pad_sequences(query.token_ids, maxlen=MAX_LEN, dtype="int32")
    probas = classifier.predict_proba(padded)
    return {"labels": classifier.labels[probas.argmax(axis=1)].tolist()}

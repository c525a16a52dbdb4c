# source: https://github.com/tensorflow/tensorflow/issues/33030
# symptom: every request to the prediction API raises the instance's memory; clear_session() does not help (TF 2.0 to 2.3)
# expect: TFM008 24
# note: a request handler predicting a single row (np.expand_dims) per call
from typing import List

import numpy as np
import tensorflow as tf
from fastapi import FastAPI
from pydantic import BaseModel


class Query(BaseModel):
    values: List[float]


api = FastAPI()
churn_model = tf.keras.models.load_model("artifacts/churn")


@api.post("/score")
def score(query: Query):
    x = np.expand_dims(np.asarray(query.values, dtype=np.float32), 0)
    proba = churn_model.predict(x)[0, 0]
    return {"churn_probability": float(proba)}

"""Scheduled job: estimate the passenger load of every upcoming flight and post it back."""
import functools
import json
import os

import joblib
import numpy as np
import pandas as pd
import requests
import tensorflow as tf
from tensorflow import keras

API_ROOT = os.environ.get("PAX_API_ROOT", "http://10.0.0.12:8081/api")
MODEL_DIR = os.environ.get("PAX_MODEL_DIR", "pax_deployed_models")


@functools.lru_cache(maxsize=1)
def get_models():
    dense_net = keras.models.load_model(f"{MODEL_DIR}/pax_model1.h5", compile=False)
    booster = joblib.load(f"{MODEL_DIR}/pax_model2.sav")
    stacker = keras.models.load_model(f"{MODEL_DIR}/pax_model3.h5", compile=False)
    return dense_net, booster, stacker


def _fetch(endpoint, key):
    resp = requests.get(f"{API_ROOT}/{endpoint}", timeout=60)
    resp.raise_for_status()
    frame = pd.DataFrame(json.loads(resp.text)[key])
    frame["departure"] = pd.to_datetime(frame["departure"])
    return frame.sort_values(by="departure").reset_index(drop=True)


def run_pax_forecast(threshold=40.0):
    dense_net, booster, stacker = get_models()
    future = _fetch("FlightBaggageEstimate/GetAllFutureFlightsBaggage", "futureFlights")
    feature_cols = [c for c in future.columns if c.startswith("f_")]

    for i in range(len(future)):
        row = future.iloc[i:i + 1]
        x = row[feature_cols].to_numpy(dtype="float32")
        y_dense = dense_net(tf.constant(x), training=False).numpy()
        y_boost = booster.predict(x)
        stacked = np.concatenate((y_dense.reshape(-1, 1), y_boost.reshape(-1, 1)), axis=1)
        y_final = stacker(tf.constant(stacked, dtype=tf.float32), training=False).numpy()
        if y_final[0][0] >= threshold:
            requests.post(f"{API_ROOT}/FlightLoadEstimate/CreateFlightLoadEstimate",
                          json={"fkFlightInformation": int(row["pkFlightInformation"].values[0]),
                                "load": float(y_final[0][0])}, timeout=60)

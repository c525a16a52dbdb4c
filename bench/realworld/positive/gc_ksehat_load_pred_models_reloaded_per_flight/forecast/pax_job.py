"""Scheduled job: estimate the passenger load of every upcoming flight and post it back."""
import json
import logging

import joblib
import numpy as np
import pandas as pd
import requests
from tensorflow import keras

from forecast.features import API_ROOT, MODEL_DIR, auth_headers, build_feature_frame

log = logging.getLogger(__name__)


def _fetch(endpoint, key):
    resp = requests.get(f"{API_ROOT}/{endpoint}", headers=auth_headers(), timeout=60)
    resp.raise_for_status()
    frame = pd.DataFrame(json.loads(resp.text)[key])
    frame["departure"] = pd.to_datetime(frame["departure"])
    frame["route"] = frame["route"].str.replace("-", ">")
    return frame.sort_values(by="departure").reset_index(drop=True)


def _post_estimate(flight_id, load, flight_date):
    payload = {
        "fkFlightInformation": int(flight_id),
        "load": float(load),
        "flightCount": 1,
        "flightDate": str(flight_date).split(".")[0].replace("T", " "),
    }
    requests.post(f"{API_ROOT}/FlightLoadEstimate/CreateFlightLoadEstimate",
                  json=payload, headers=auth_headers(), timeout=60)


def run_pax_forecast(threshold=40.0):
    past = _fetch("FlightBaggageEstimate/GetAllPastFlightsBaggage", "pastFlights")
    future = _fetch("FlightBaggageEstimate/GetAllFutureFlightsBaggage", "futureFlights")
    route_codes = joblib.load(f"{MODEL_DIR}/label_dict.joblib")

    for i in range(len(future)):
        row = future.iloc[i:i + 1]
        flight_id = row["pkFlightInformation"].values[0]
        flight_date = row["departure"].values[0]
        try:
            features = build_feature_frame(past, row, route_codes)
            x_last = features[-1].reshape(1, -1)

            dense_net = keras.models.load_model(f"{MODEL_DIR}/pax_model1.h5")
            dense_net.load_weights(f"{MODEL_DIR}/weights/model1_best.h5")
            booster = joblib.load(f"{MODEL_DIR}/pax_model2.sav")
            stacker = keras.models.load_model(f"{MODEL_DIR}/pax_model3.h5")

            y_dense = dense_net.predict(x_last)
            y_boost = booster.predict(x_last)
            stacked = np.concatenate((y_dense.reshape(-1, 1), y_boost.reshape(-1, 1)), axis=1)
            y_final = stacker.predict(stacked.reshape(1, -1))

            if y_final[0][0] >= threshold:
                _post_estimate(flight_id, y_final[0][0], flight_date)
        except (KeyError, ValueError, IndexError) as exc:
            log.warning("flight %s failed: %s", flight_id, exc)
            _post_estimate(flight_id, 0.0, flight_date)
    log.info("Prediction job is done.")

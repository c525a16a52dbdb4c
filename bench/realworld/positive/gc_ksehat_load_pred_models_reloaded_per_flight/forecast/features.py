"""Feature engineering and API settings shared by the forecasting jobs."""
import copy
import os

import numpy as np
import pandas as pd

API_ROOT = os.environ.get("PAX_API_ROOT", "http://10.0.0.12:8081/api")
MODEL_DIR = os.environ.get("PAX_MODEL_DIR", "pax_deployed_models")
N_SHIFTS = 15


def auth_headers():
    token = os.environ.get("PAX_API_TOKEN", "")
    return {"Authorization": f"Bearer {token}", "Content-type": "application/json"}


def _calendar_columns(frame):
    idx = pd.DatetimeIndex(frame["departure"])
    frame["year"] = np.array(idx.year)
    frame["month"] = np.array(idx.month)
    frame["day"] = np.array(idx.day)
    frame["dayofweek"] = np.array(idx.dayofweek)
    frame["hour"] = np.array(idx.hour)
    return frame


def build_feature_frame(past, future_row, route_codes):
    frame = pd.concat([past, future_row], axis=0, ignore_index=True)
    frame = frame.drop(["pkFlightInformation", "salesWeight"], axis=1)
    frame["route"] = [route_codes.get(r, max(route_codes.values())) for r in frame["route"]]
    frame = _calendar_columns(frame).drop(["departure"], axis=1)

    target = frame.pop("paxWeight")
    frame.insert(len(frame.columns), "paxWeight", target)
    base = copy.deepcopy(frame)
    for k in range(N_SHIFTS):
        shifted = base.groupby("route").shift(periods=k + 1).add_suffix(f"_shifted{k + 1}")
        frame = pd.concat([frame, shifted], axis=1)
    frame = frame.drop("paxWeight", axis=1).dropna()
    return np.asarray(frame, dtype="float32")

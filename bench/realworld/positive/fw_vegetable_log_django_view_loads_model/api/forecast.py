import numpy as np
from keras.models import load_model

MODEL_PATH = "api/ML_model/model.h5"
FEATURES = ("vegetable", "market", "season", "week", "rain", "holiday")


def build_rows(params, horizon):
    rows = []
    for step in range(horizon):
        row = [params[name] for name in FEATURES]
        row[FEATURES.index("week")] += step
        rows.append(row)
    return np.array(rows, dtype="float32")


def run_forecast(params, horizon=4):
    model = load_model(MODEL_PATH)
    features = build_rows(params, horizon)
    data = model.predict(features)
    return [int(v) for v in data[:, 0]]

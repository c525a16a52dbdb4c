import numpy as np
import pandas as pd
from tensorflow.keras.models import load_model

MODEL_PATH = "app/data/model.h5"
FEATURES = ["sepal_length", "sepal_width", "petal_length", "petal_width"]
CLASSES = ["setosa", "versicolor", "virginica"]


def preprocess(records):
    frame = pd.DataFrame.from_records(records)
    return frame[FEATURES].to_numpy(dtype="float32")


def get_predictions(records):
    x = preprocess(records)
    model = load_model(MODEL_PATH)
    probs = model.predict(x)
    return [{"class": CLASSES[int(np.argmax(p))], "confidence": float(np.max(p))} for p in probs]

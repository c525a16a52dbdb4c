import logging

import numpy as np
from tensorflow.keras.models import load_model

logger = logging.getLogger(__name__)

MODEL_PATH = "models/model.h5"
_model = load_model(MODEL_PATH)
logger.info("model loaded from %s", MODEL_PATH)


def predict_json(payload):
    features = np.array(payload["input"], dtype="float32")
    if features.ndim == 1:
        features = features[np.newaxis, :]
    prediction = _model.predict(features)
    return prediction.tolist()

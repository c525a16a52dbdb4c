import json
import logging
import os
import threading
import time
from typing import Dict, List, Optional

import numpy as np
import tensorflow as tf

logger = logging.getLogger(__name__)

MODEL_PATH = os.getenv("MODEL_PATH", "models/custom_cnn_model_1000_classes.keras")
LABELS_PATH = os.getenv("LABELS_PATH", "models/labels.json")
MAX_RETRIES = 3
IMAGE_SIZE = (480, 480)

_model: Optional[tf.keras.Model] = None
_model_lock = threading.Lock()
_labels: Optional[Dict[int, str]] = None


def load_labels() -> Dict[int, str]:
    global _labels
    if _labels is None:
        with open(LABELS_PATH) as fh:
            _labels = {int(k): v for k, v in json.load(fh).items()}
    return _labels


def load_model() -> tf.keras.Model:
    global _model
    with _model_lock:
        if _model is None:
            logger.info("Loading model from %s", MODEL_PATH)
            _model = tf.keras.models.load_model(MODEL_PATH)
    return _model


def predict(image_pil, top_k: int = 3) -> List[Dict[str, float]]:
    start_time = time.time()
    model = None
    for attempt in range(MAX_RETRIES):
        try:
            model = load_model()
            labels = load_labels()
            break
        except Exception as exc:
            if attempt == MAX_RETRIES - 1:
                raise RuntimeError("Service unavailable") from exc
            time.sleep(1)

    image_array = np.asarray(image_pil.resize(IMAGE_SIZE), dtype="float32")
    input_tensor = np.expand_dims(image_array, axis=0)
    predictions = model.predict(input_tensor, verbose=0)[0]

    top_indices = predictions.argsort()[-top_k:][::-1]
    return [
        {
            "label": labels.get(int(idx), f"class_{idx}"),
            "confidence": float(predictions[idx]),
            "processing_ms": (time.time() - start_time) * 1000,
        }
        for idx in top_indices
    ]

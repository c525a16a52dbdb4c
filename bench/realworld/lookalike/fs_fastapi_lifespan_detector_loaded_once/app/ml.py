import io

import numpy as np
import tensorflow as tf
from PIL import Image

ml_models = {}


def load_models(path="models/defect_classifier.keras"):
    ml_models["classifier"] = tf.keras.models.load_model(path, compile=False)


def release_models():
    ml_models.clear()


def classify(raw_bytes, size=(224, 224)):
    image = Image.open(io.BytesIO(raw_bytes)).convert("RGB").resize(size)
    batch = np.asarray(image, dtype=np.float32)[np.newaxis] / 255.0
    probs = ml_models["classifier"](batch, training=False).numpy()[0]
    return {"label": int(np.argmax(probs)), "score": float(np.max(probs))}

# source: https://github.com/douglas125/AzureMLDeploy/issues/2
# note: Azure ML calls init() once when the scoring container starts and run() once per request; as the maintainer answers in the thread, the model "just needs to be loaded before pulling data for inference", so it is built in init() into a module global and run() only feeds a batch to the already-built model (called directly, no per-request predict loop)
import base64
import io
import json
import os

import numpy as np
import tensorflow as tf
from PIL import Image

model = None
CLASS_NAMES = ["cat", "dog", "other"]
IMAGE_SIZE = (160, 160)


def init():
    global model
    model_dir = os.path.join(os.getenv("AZUREML_MODEL_DIR", "."), "outputs", "classifier.h5")
    model = tf.keras.models.load_model(model_dir, compile=False)


def decode(b64_image):
    raw = base64.b64decode(b64_image)
    img = Image.open(io.BytesIO(raw)).convert("RGB").resize(IMAGE_SIZE)
    return np.asarray(img, dtype="float32") / 255.0


def run(raw_data):
    try:
        images = json.loads(raw_data)["images"]
        batch = tf.convert_to_tensor(np.stack([decode(b) for b in images]))
        probs = model(batch, training=False).numpy()
        result = [
            {"label": CLASS_NAMES[int(np.argmax(p))], "confidence": float(np.max(p))}
            for p in probs
        ]
        return json.dumps({"predictions": result})
    except Exception as exc:
        return json.dumps({"error": str(exc)})

import json

import numpy as np
import tensorflow as tf

with open("app/ml/weights/classes.json", encoding="utf-8") as fh:
    CLASSES = json.load(fh)

IMAGE_SIZE = (64, 64)


def preprocess(image):
    gray = image.convert("L").resize(IMAGE_SIZE)
    arr = np.asarray(gray, dtype="float32") / 255.0
    return tf.convert_to_tensor(arr[np.newaxis, :, :, np.newaxis])


def predict(model, image, top_k=3):
    probs = model(preprocess(image), training=False).numpy()[0]
    order = np.argsort(probs)[::-1][:top_k]
    return [{"char": CLASSES[int(i)], "score": float(probs[i])} for i in order]

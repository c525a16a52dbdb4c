import numpy as np
from PIL import Image

from .models import build_model

LABELS = {
    "gender": ["woman", "man"],
    "emotion": ["angry", "disgust", "fear", "happy", "sad", "surprise", "neutral"],
}


def load_face(img_path):
    img = Image.open(img_path).convert("RGB").resize((224, 224))
    return np.asarray(img, dtype=np.float32)[np.newaxis] / 255.0


def analyze(img_path, actions=("age", "gender", "emotion")):
    face = load_face(img_path)
    result = {}
    for action in actions:
        model = build_model(action)
        probs = model(face, training=False).numpy()[0]
        if action == "age":
            result["age"] = float(np.sum(probs * np.arange(101)))
        else:
            result[action] = LABELS[action][int(np.argmax(probs))]
    return result

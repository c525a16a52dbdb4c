import cv2
import numpy as np
from tensorflow.keras.models import load_model

_MODEL = None


def get_model(path="weights/facenet512.h5"):
    global _MODEL
    if _MODEL is None:
        _MODEL = load_model(path, compile=False)
    return _MODEL


def preprocess(face_bgr, size=(160, 160)):
    face = cv2.resize(face_bgr, size).astype("float32")
    face = (face - face.mean()) / max(face.std(), 1e-6)
    return np.expand_dims(face, 0)


def represent(face_bgr):
    model = get_model()
    batch = preprocess(face_bgr)
    embedding = model.predict(batch, verbose=0)[0]
    return (embedding / np.linalg.norm(embedding)).tolist()

import cv2
import numpy as np
import tensorflow as tf

RACE_LABELS = ["asian", "indian", "black", "white", "middle eastern", "latino hispanic"]

_face_cascade = None


def get_face_detector():
    global _face_cascade
    if _face_cascade is None:
        path = cv2.data.haarcascades + "haarcascade_frontalface_default.xml"
        _face_cascade = cv2.CascadeClassifier(path)
    return _face_cascade


def build_model(name, weights_dir="weights"):
    if name == "Race":
        return tf.keras.models.load_model(weights_dir + "/race_model_single_batch.h5", compile=False)
    raise ValueError(name)


def detect_face(frame, target_size=(224, 224)):
    gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    faces = get_face_detector().detectMultiScale(gray, 1.3, 5)
    if len(faces) == 0:
        return None
    x, y, w, h = faces[0]
    face = cv2.resize(frame[y:y + h, x:x + w], target_size)
    return np.expand_dims(face.astype(np.float32) / 255.0, 0)


def analyze(frames, actions=("race",), models=None):
    results = []
    for frame in frames:
        face = detect_face(frame)
        if face is None:
            results.append(None)
            continue
        resp = {}
        if "race" in actions:
            race_predictions = models["race"].predict(face)[0, :]
            sum_of_predictions = race_predictions.sum()
            resp["race"] = {label: 100 * float(p) / sum_of_predictions
                            for label, p in zip(RACE_LABELS, race_predictions)}
            resp["dominant_race"] = RACE_LABELS[int(np.argmax(race_predictions))]
        results.append(resp)
    return results

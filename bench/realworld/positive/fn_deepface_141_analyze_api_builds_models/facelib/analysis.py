import cv2
import numpy as np
from tensorflow.keras.preprocessing import image

from .models import build_gender_model, build_race_model

RACES = ["asian", "indian", "black", "white", "middle eastern", "latino hispanic"]
GENDERS = ["Woman", "Man"]


def _preprocess(img):
    face = image.img_to_array(cv2.resize(img, (224, 224))) / 255.0
    return np.expand_dims(face, axis=0)


def analyze(img, actions=("race", "gender")):
    face = _preprocess(img)
    result = {}
    if "race" in actions:
        race_model = build_race_model()
        race_probs = race_model.predict(face)[0]
        result["race"] = RACES[int(np.argmax(race_probs))]
    if "gender" in actions:
        gender_model = build_gender_model()
        gender_probs = gender_model.predict(face)[0]
        result["gender"] = GENDERS[int(np.argmax(gender_probs))]
    return result

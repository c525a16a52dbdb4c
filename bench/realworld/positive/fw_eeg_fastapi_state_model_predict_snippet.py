# source: https://github.com/maxzimmo/final_project_EEG/blob/HEAD/final_project_EEG/api.py
# symptom: repository code (no issue text): the EEG API preloads the Keras model into app.state but calls model.predict() for every GET /predict
# expect: TFM008 32
# note: star imports as in the project (`from keras import *`, `from predict import *` for the preprocessing helpers); app.state.model is set once at import
import numpy as np
from fastapi import FastAPI
from keras import *
from predict import *

app = FastAPI()


def load_model():
    """returns the last saved model to preload it on api.py"""
    model = models.load_model("./model.h5")
    return model


app.state.model = load_model()


@app.get("/")
def root():
    return {"greeting": "EEG emotion API"}


@app.get("/predict")
def predict(channels: str, window: int = 256):
    model = app.state.model
    signal = np.array([float(v) for v in channels.split(",")], dtype="float32")
    input_prediction = preprocess_signal(signal, window)
    prediccion = model.predict(input_prediction)
    label = int(np.argmax(prediccion, axis=-1)[0])
    return {"label": label, "probabilities": prediccion[0].tolist()}

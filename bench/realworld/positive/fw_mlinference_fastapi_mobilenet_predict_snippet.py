# source: https://github.com/23-2-software-architecture/ml-inference-opti-arch/blob/HEAD/backend/inference_serving/build_assets/mobilenet_v1/main.py
# symptom: repository code (no issue text): the benchmark's FastAPI container answers each POST with model.predict() on a one-image batch, setting up a full prediction loop per request
# expect: TFM008 27
# note: pasted with a star import from tensorflow.keras.models; the model is loaded once at import, predict() runs once per request
import os
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import numpy as np
from fastapi import FastAPI
from tensorflow.keras.models import *

app = FastAPI()
model = load_model("./mobilenet_v1")
INPUT_NAME = os.environ.get("INPUT_NAME", "input_1")


@app.get("/healthz")
async def healthz():
    return {"ok": True}


@app.post("/")
async def predict(json_body: dict):
    input_1 = json_body["inputs"][INPUT_NAME]
    nparray = np.array(input_1, dtype="float32")
    if nparray.ndim == 3:
        nparray = nparray[np.newaxis, ...]
    result = model.predict(nparray)
    response = {
        "body": result.tolist(),
        "shape": list(result.shape),
    }
    return response

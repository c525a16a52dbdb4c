import io
import os

import numpy as np
from fastapi import FastAPI, File, UploadFile
from PIL import Image

from registry import get_model

MODEL_PATH = os.environ.get("MODEL_PATH", "/models/current/classifier.keras")
app = FastAPI()
model = get_model(MODEL_PATH)


def to_batch(raw):
    image = Image.open(io.BytesIO(raw)).convert("RGB").resize((224, 224))
    return np.asarray(image, dtype=np.float32)[None, ...] / 127.5 - 1.0


@app.post("/predict")
async def predict(image: UploadFile = File(...)):
    batch = to_batch(await image.read())
    scores = model(batch, training=False).numpy()[0]
    best = int(np.argmax(scores))
    return {"class_id": best, "score": float(scores[best])}


@app.get("/health")
def health():
    return {"status": "ok", "model": os.path.basename(MODEL_PATH)}

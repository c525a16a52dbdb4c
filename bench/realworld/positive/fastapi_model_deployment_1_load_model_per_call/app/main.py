from typing import List

from fastapi import FastAPI
from pydantic import BaseModel

from app.data.predictions_handler import get_predictions

app = FastAPI(title="Iris classifier")


class Flower(BaseModel):
    sepal_length: float
    sepal_width: float
    petal_length: float
    petal_width: float


@app.post("/predict")
def predict(flowers: List[Flower]):
    return {"predictions": get_predictions([f.dict() for f in flowers])}


@app.get("/health")
def health():
    return {"status": "ok"}

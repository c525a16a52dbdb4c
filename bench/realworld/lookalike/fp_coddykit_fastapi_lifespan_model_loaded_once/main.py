from contextlib import asynccontextmanager

from fastapi import FastAPI
from pydantic import BaseModel

from service import model_store

MODEL_PATH = "artifacts/demand_forecaster.keras"


@asynccontextmanager
async def lifespan(app: FastAPI):
    model_store.load(MODEL_PATH)      # once, when the service starts
    yield
    model_store.unload()


app = FastAPI(lifespan=lifespan)


class Features(BaseModel):
    values: list[float]


@app.post("/predict")
def predict(features: Features):
    return {"forecast": model_store.predict_one(features.values)}


@app.get("/health")
def health():
    return {"ready": True}

from contextlib import asynccontextmanager

from fastapi import FastAPI, File, UploadFile

from .ml import classify, load_models, release_models


@asynccontextmanager
async def lifespan(app: FastAPI):
    # Load the ML model once, before the application starts taking requests
    load_models()
    yield
    # Clean up the ML models and release the resources
    release_models()


app = FastAPI(lifespan=lifespan)


@app.post("/predict")
async def predict(file: UploadFile = File(...)):
    return classify(await file.read())

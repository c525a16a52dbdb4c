from typing import List

from fastapi import APIRouter, Request
from pydantic import BaseModel

router = APIRouter(prefix="/v1")


class PredictionRequest(BaseModel):
    texts: List[str]


class PredictionResponse(BaseModel):
    labels: List[str]
    probas: List[List[float]]


@router.post("/predict", response_model=PredictionResponse)
async def predict(body: PredictionRequest, request: Request):
    model = request.app.state.model
    x_test = model.prepare_x_test(body.texts)
    probas = model.experimental_predict_proba(x_test)
    labels = [model.list_classes[int(i)] for i in probas.argmax(axis=1)]
    return PredictionResponse(labels=labels, probas=probas.tolist())

import logging
from typing import List

from fastapi import APIRouter, Request
from pydantic import BaseModel

logger = logging.getLogger(__name__)
router = APIRouter(prefix="/v1")


class PredictionRequest(BaseModel):
    texts: List[str]
    return_proba: bool = True


class PredictionResponse(BaseModel):
    labels: List[str]
    probas: List[List[float]]


@router.post("/predict", response_model=PredictionResponse)
async def predict(body: PredictionRequest, request: Request):
    model = request.app.state.model
    x_test = model.prepare_x_test(body.texts)
    probas = model.experimental_predict_proba(x_test)
    labels = [model.list_classes[int(i)] for i in probas.argmax(axis=1)]
    logger.debug("predicted %d texts", len(body.texts))
    return PredictionResponse(labels=labels, probas=probas.tolist())


@router.get("/health")
async def health(request: Request):
    return {"model_loaded": request.app.state.model is not None}

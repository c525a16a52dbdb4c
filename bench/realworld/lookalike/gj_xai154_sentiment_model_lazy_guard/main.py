from fastapi import FastAPI
from pydantic import BaseModel

from sentiment.model import get_model, score_with_occlusion

app = FastAPI()


class Review(BaseModel):
    text: str


@app.on_event("startup")
def warm_up():
    get_model()


@app.post("/explain")
def explain(review: Review):
    score, relevance = score_with_occlusion(review.text)
    return {"score": score, "relevance": [{"token": t, "value": v} for t, v in relevance]}

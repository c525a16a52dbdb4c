from fastapi import FastAPI
from pydantic import BaseModel

from scorer import current_model, learn_from_feedback

app = FastAPI()


class Feedback(BaseModel):
    features: list
    label: int


@app.post("/feedback")
def feedback(item: Feedback):
    loss = learn_from_feedback(item.features, item.label)
    return {"loss": loss}


@app.post("/score")
def score(item: Feedback):
    return {"score": float(current_model()([item.features])[0, 0])}

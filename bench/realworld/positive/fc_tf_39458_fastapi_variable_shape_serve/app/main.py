from fastapi import FastAPI, File, UploadFile

from .inference import classify

app = FastAPI()


@app.post("/classify")
async def classify_endpoint(file: UploadFile = File(...)):
    raw = await file.read()
    return {"top3": classify(raw)}

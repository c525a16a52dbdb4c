import io

from fastapi import FastAPI, File, UploadFile
from PIL import Image

from app.services.predict_service import predict_image

app = FastAPI(title="LannaWeb OCR")


@app.post("/api/predict")
async def predict_endpoint(file: UploadFile = File(...)):
    image = Image.open(io.BytesIO(await file.read()))
    return {"results": predict_image(image)}


@app.get("/api/health")
async def health():
    return {"status": "ok"}

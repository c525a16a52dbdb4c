import io

from fastapi import FastAPI, File, HTTPException, UploadFile
from PIL import Image

from app.api import predictor

app = FastAPI(title="Image Classifier API")


@app.on_event("startup")
def warm_up():
    predictor.load_model()


@app.post("/predict")
async def predict(file: UploadFile = File(...), top_k: int = 3):
    if file.content_type not in ("image/jpeg", "image/png"):
        raise HTTPException(status_code=415, detail="Unsupported file type")
    raw = await file.read()
    image = Image.open(io.BytesIO(raw)).convert("RGB")
    try:
        return {"predictions": predictor.predict(image, top_k=top_k)}
    except ValueError as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    except RuntimeError as exc:
        raise HTTPException(status_code=503, detail=str(exc))


@app.get("/labels")
def labels():
    return predictor.load_labels()

import os
import tempfile

from fastapi import FastAPI, File, UploadFile

from nudenet_lite import NudeClassifier

app = FastAPI()
classifier = NudeClassifier()


@app.post("/classify_video")
async def classify_video(file: UploadFile = File(...)):
    suffix = os.path.splitext(file.filename)[1] or ".mp4"
    with tempfile.NamedTemporaryFile(suffix=suffix, delete=False) as tmp:
        tmp.write(await file.read())
        path = tmp.name
    try:
        return classifier.classify_video(path)
    finally:
        os.remove(path)

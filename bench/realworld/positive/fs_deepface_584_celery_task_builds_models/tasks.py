import json

from celery import Celery

from faceapp.analysis import analyze

app = Celery("faces", broker="redis://localhost:6379/0", backend="redis://localhost:6379/1")


@app.task(bind=True, acks_late=True, max_retries=3)
def celery_task(self, image_path):
    # Need to analyse all the available actions
    analysis = analyze(image_path, actions=("age", "gender", "emotion"))
    with open(image_path + ".json", "w") as f:
        json.dump(analysis, f)
    return analysis

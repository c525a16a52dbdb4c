import numpy as np
from celery import Celery, Task
from PIL import Image

from faceapp.models import build_all

app = Celery("faces", broker="redis://localhost:6379/0", backend="redis://localhost:6379/1")


class ModelTask(Task):
    """Builds the models the first time a worker process runs the task, then reuses them."""

    _models = None

    @property
    def models(self):
        if self._models is None:
            self._models = build_all()
        return self._models


@app.task(base=ModelTask, bind=True)
def analyze_face(self, image_path):
    face = np.asarray(Image.open(image_path).convert("RGB").resize((224, 224)), dtype=np.float32)[None] / 255.0
    result = {}
    for action, model in self.models.items():
        probs = model(face, training=False).numpy()[0]
        result[action] = int(np.argmax(probs))
    return result

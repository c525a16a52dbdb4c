import numpy as np
from celery import Celery, signals

import model_store

app = Celery("model_worker", broker="pyamqp://guest@localhost//", backend="redis://localhost:6379/1")
app.conf.worker_max_tasks_per_child = 1000


@signals.worker_process_init.connect
def load_model(**kwargs):
    model_store.load()


@signals.worker_process_shutdown.connect
def unload_model(**kwargs):
    model_store.unload()


@app.task(name="churn.predict")
def predict(rows):
    model = model_store.get()
    batch = np.asarray(rows, dtype="float32")
    if batch.ndim == 1:
        batch = batch[np.newaxis, :]
    scores = model.predict_on_batch(batch)
    return np.asarray(scores).ravel().tolist()

# source: https://github.com/keras-team/keras/issues/11290
# symptom: one thread (re)loads the model while another predicts for items pulled from memcache, and errors come out occasionally; the model is reloaded in a loop while the predicting thread calls predict item by item
# expect: TFM009 21
# expect: TFM008 36
# note: the loader thread reloads the newest exported model every ten minutes without clearing the session; the predictor thread polls memcache and predicts one item per call; a lock is shared between them
import json
import threading
import time

import numpy as np
from keras.models import load_model
from pymemcache.client.base import Client

lock = threading.Lock()
state = {"model": None}
cache = Client(("localhost", 11211))


def reload_model_forever(path="exports/latest.h5", every=600):
    while True:
        model = load_model(path)
        with lock:
            state["model"] = model
        time.sleep(every)


def predict_memcache():
    while True:
        raw = cache.get("pending")
        if raw is None:
            time.sleep(0.05)
            continue
        item = json.loads(raw)
        features = np.asarray(item["features"], dtype="float32")[None]
        with lock:
            score = float(state["model"].predict(features)[0, 0])
        cache.set("score:" + item["id"], json.dumps({"score": score}))


if __name__ == "__main__":
    threading.Thread(target=reload_model_forever, daemon=True).start()
    while state["model"] is None:
        time.sleep(1)
    predict_memcache()

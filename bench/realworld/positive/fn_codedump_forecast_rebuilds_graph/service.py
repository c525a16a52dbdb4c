import json
import time

import numpy as np
import redis

from forecaster import MyModelUser

queue = redis.Redis(host="localhost", port=6379)
model_user = MyModelUser()

while True:
    item = queue.blpop("forecast:requests", timeout=5)
    if item is None:
        continue
    request = json.loads(item[1])
    window = np.asarray(request["history"][-24:], dtype=np.float32)
    prediction = model_user.forecast(window)
    queue.rpush("forecast:results:" + request["id"], json.dumps(prediction.tolist()))
    time.sleep(0.01)

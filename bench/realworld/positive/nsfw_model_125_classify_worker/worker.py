import json

import redis

from nsfw_detector import predict

queue = redis.Redis()
model = predict.load_model("./nsfw_mobilenet2.224x224.h5")

while True:
    job = queue.blpop("images", timeout=5)
    if job is None:
        continue
    path = job[1].decode()
    result = predict.classify(model, [path])[0]
    queue.set("result:" + path, json.dumps(result))

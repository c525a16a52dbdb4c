import json
import time

import redis

from bdeservice.model import predict

queue = redis.Redis(host="localhost", port=6379)

while True:
    item = queue.blpop("bde:jobs", timeout=5)
    if item is None:
        time.sleep(0.5)
        continue
    job = json.loads(item[1])
    values = predict([job["smiles"]])
    queue.set("bde:result:" + job["id"], json.dumps(values))

import json

import numpy as np
import redis

from textsvc.encoder import embed, load


def main():
    load("/models/sentence-encoder/3")
    queue = redis.Redis(host="localhost", port=6379)
    while True:
        item = queue.blpop("embed:requests", timeout=5)
        if item is None:
            continue
        request = json.loads(item[1])
        ids = np.asarray([request["token_ids"]], dtype=np.int32)  # length differs per request
        vector = embed(ids).numpy()[0]
        queue.set("embed:result:" + request["id"], vector.astype(np.float32).tobytes())


if __name__ == "__main__":
    main()

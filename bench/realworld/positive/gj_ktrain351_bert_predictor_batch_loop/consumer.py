"""Pull ticket batches from Redis and write back the predicted category."""
import json
import time

import redis

from nlp.bert import Bert

QUEUE_IN = "tickets:incoming"
QUEUE_OUT = "tickets:classified"


def drain(client, size=16):
    batch = []
    while len(batch) < size:
        item = client.lpop(QUEUE_IN)
        if item is None:
            break
        batch.append(json.loads(item))
    return batch


def main():
    client = redis.Redis(host="localhost", port=6379)
    bert = Bert()
    while True:
        batch = drain(client)
        if not batch:
            time.sleep(0.5)
            continue
        results = bert.predict([t["body"] for t in batch])
        for ticket, res in zip(batch, results):
            ticket.update(category=res["label"], confidence=res["score"])
            client.rpush(QUEUE_OUT, json.dumps(ticket))


if __name__ == "__main__":
    main()

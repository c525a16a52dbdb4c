import time
from datetime import datetime

from pymongo import MongoClient

from run_model import run
from shap_setup import load_explainers

BATCH_SIZE = 32
BATCH_TIMEOUT = 30


class QueueWorker:
    def __init__(self, uri):
        db = MongoClient(uri)["insight"]
        self.insights = db["insight"]
        self.queue = db["kaladin_queue"]
        self.explainers = load_explainers()

    def next_user(self):
        return self.queue.find_one_and_update(
            {"response.at": {"$exists": False}}, {"$set": {"startedAt": datetime.utcnow()}}, sort=[("priority", -1)]
        )

    def run_forever(self):
        while True:
            started, batch = time.time(), []
            while len(batch) < BATCH_SIZE:
                doc = self.next_user()
                if doc:
                    batch.append(doc)
                elif batch and time.time() - started > BATCH_TIMEOUT:
                    break
                else:
                    time.sleep(1)
            response = run(self.insights, 0, self.explainers, [d["_id"] for d in batch])
            for doc in batch:
                self.queue.update_one({"_id": doc["_id"]}, {"$set": {"response.at": datetime.utcnow(), "ok": response is not None}})


if __name__ == "__main__":
    QueueWorker("mongodb://localhost:27017").run_forever()

import json
import logging
import os

import pandas as pd
import redis

from ethnicolr import FloridaLastNameClassifier

QUEUE = os.environ.get("ENRICH_QUEUE", "voters:pending")
DONE = os.environ.get("ENRICH_DONE", "voters:enriched")
log = logging.getLogger("enrich")


def main():
    logging.basicConfig(level=logging.INFO)
    r = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://localhost:6379/0"))
    clf = FloridaLastNameClassifier()
    while True:
        _, raw = r.blpop(QUEUE)
        record = json.loads(raw)
        try:
            row = clf.predict(pd.DataFrame([record]), "last_name").iloc[0]
            record["race"] = row["race"]
            record["race_proba"] = float(row[row["race"]])
            r.rpush(DONE, json.dumps(record))
        except Exception:
            log.exception("failed on %s", record.get("voter_id"))


if __name__ == "__main__":
    main()

import json
import logging
import os

import pandas as pd
import redis

from ethnicolr import pred_fl_reg_ln

QUEUE = os.environ.get("ENRICH_QUEUE", "voters:pending")
DONE = os.environ.get("ENRICH_DONE", "voters:enriched")

log = logging.getLogger("enrich")
r = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://localhost:6379/0"))


def enrich(record):
    frame = pd.DataFrame([record])
    out = pred_fl_reg_ln(frame, "last_name")
    row = out.iloc[0]
    record["race"] = row["race"]
    record["race_proba"] = float(row[row["race"]])
    return record


def main():
    logging.basicConfig(level=logging.INFO)
    while True:
        _, raw = r.blpop(QUEUE)
        record = json.loads(raw)
        try:
            r.rpush(DONE, json.dumps(enrich(record)))
        except Exception:
            log.exception("failed on %s", record.get("voter_id"))


if __name__ == "__main__":
    main()

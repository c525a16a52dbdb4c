"""Retrain one classifier per identifier (cron: 02:00)."""
import gc
import logging

import pandas as pd
import psutil

from training.builder import train_for_identifier

log = logging.getLogger("nightly")


def load_identifiers(path="config/identifiers.txt"):
    with open(path) as f:
        return [line.strip() for line in f if line.strip()]


def main():
    logging.basicConfig(level=logging.INFO)
    data = pd.read_parquet("data/events.parquet")
    identifiers = load_identifiers()
    for n, identifier in enumerate(identifiers):
        frame = data[data["identifier"] == identifier].sort_values("ts")
        if len(frame) < 12:
            continue
        path = train_for_identifier(identifier, frame, num_classes=4)
        gc.collect()
        rss = psutil.Process().memory_info().rss / 2**20
        log.info("%d/%d %s -> %s (rss %.0f MiB)", n + 1, len(identifiers), identifier, path, rss)


if __name__ == "__main__":
    main()

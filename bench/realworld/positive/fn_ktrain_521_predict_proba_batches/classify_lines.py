import itertools
import sys

import numpy as np

from textclf.predictor import TextPredictor


def batches(path, size):
    with open(path, encoding="utf-8") as f:
        while True:
            chunk = list(itertools.islice(f, size))
            if not chunk:
                return
            yield [line.strip() for line in chunk]


predictor = TextPredictor("models/distilbert_topics")
with open("predictions.tsv", "w") as out:
    for lines in batches(sys.argv[1], 256):
        probs = predictor.predict_proba(lines)
        for line, p in zip(lines, probs):
            out.write(f"{int(np.argmax(p))}\t{line}\n")

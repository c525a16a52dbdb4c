import argparse
import csv
import time

import numpy as np

from embedder import load_encoder, sentences_to_vectors


def read_chunks(path, size):
    with open(path) as f:
        rows = [r[1] for r in csv.reader(f) if len(r) > 1]
    for i in range(0, len(rows), size):
        yield rows[i:i + size]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--questions", required=True)
    ap.add_argument("--chunk", type=int, default=2500)
    ap.add_argument("--threshold", type=float, default=0.9)
    args = ap.parse_args()

    embed = load_encoder()
    duplicates = 0
    for n, chunk in enumerate(read_chunks(args.questions, args.chunk)):
        tic = time.time()
        vectors = sentences_to_vectors(chunk, embed=embed)
        sim = np.inner(vectors, vectors)
        np.fill_diagonal(sim, 0.0)
        duplicates += int((sim > args.threshold).sum() // 2)
        print("chunk %d: %d sentences in %.1fs, duplicates so far %d"
              % (n, len(chunk), time.time() - tic, duplicates))


if __name__ == "__main__":
    main()

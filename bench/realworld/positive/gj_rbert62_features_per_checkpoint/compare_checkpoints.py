"""Probe how sentence representations drift across fine-tuning checkpoints."""
import argparse
import glob
import os

import numpy as np

from probe.features import extract_features


def cosine(a, b):
    a = a / np.linalg.norm(a, axis=1, keepdims=True)
    b = b / np.linalg.norm(b, axis=1, keepdims=True)
    return (a * b).sum(axis=1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", default="runs/bert-sst2")
    parser.add_argument("--sentences", default="data/probe_sentences.txt")
    args = parser.parse_args()
    with open(args.sentences) as f:
        sentences = [s.strip() for s in f if s.strip()]
    checkpoints = sorted(glob.glob(os.path.join(args.runs, "checkpoint-*")))
    reference = extract_features("bert-base-uncased", sentences)
    for ckpt in checkpoints:
        feats = extract_features(ckpt, sentences)
        sim = cosine(reference, feats)
        print(f"{os.path.basename(ckpt)}\tmean_cos={sim.mean():.4f}\tmin_cos={sim.min():.4f}")


if __name__ == "__main__":
    main()

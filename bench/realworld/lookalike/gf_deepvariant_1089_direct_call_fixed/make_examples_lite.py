"""Walk the genome region by region; easy sites go through the small model."""
import argparse

import numpy as np

from small_model import inference


def candidate_features(region, reads):
    feats, cands = [], []
    for pos, pile in reads.pileup(region):
        depth = len(pile)
        alt = sum(1 for b in pile if b.is_alt)
        feats.append([depth, alt, alt / max(depth, 1), np.mean([b.mapq for b in pile]) if depth else 0.0])
        cands.append((region.chrom, pos))
    return cands, np.asarray(feats, dtype="float32")


def run(regions, reads, classifier, threshold):
    small = big = 0
    for region in regions:
        cands, feats = candidate_features(region, reads)
        if not cands:
            continue
        probs = inference.classify(classifier, feats, batch_size=len(cands))
        calls = inference.accepted_calls(cands, probs, threshold)
        small += len(calls)
        big += len(cands) - len(calls)
        reads.write_calls(calls)
    return small, big


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--small_model", required=True)
    ap.add_argument("--threshold", type=float, default=0.95)
    args = ap.parse_args()
    from readsource import open_reads, iter_regions  # project-local helper
    classifier = inference.load_classifier(args.small_model)
    print(run(iter_regions(), open_reads(), classifier, args.threshold))


if __name__ == "__main__":
    main()

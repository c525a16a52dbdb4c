"""Walk the genome region by region; easy sites go through the small model."""
import argparse

import numpy as np

from small_model import inference


def candidate_features(region, reads):
    feats, cands = [], []
    for pos, pile in reads.pileup(region):
        depth = len(pile)
        alt = sum(1 for b in pile if b.is_alt)
        mapq = np.mean([b.mapq for b in pile]) if depth else 0.0
        feats.append([depth, alt, alt / max(depth, 1), mapq])
        cands.append((region.chrom, pos))
    return cands, np.asarray(feats, dtype="float32")


def run(regions, reads, classifier, args):
    n_small, n_big = 0, 0
    for region in regions:
        cands, feats = candidate_features(region, reads)
        if not cands:
            continue
        probs = inference.classify(classifier, feats, args.batch_size)
        calls = inference.accepted_calls(cands, probs, args.threshold)
        n_small += len(calls)
        n_big += len(cands) - len(calls)
        reads.write_calls(calls)
    return n_small, n_big


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--small_model", required=True)
    ap.add_argument("--batch_size", type=int, default=1024)
    ap.add_argument("--threshold", type=float, default=0.95)
    args = ap.parse_args()
    from readsource import open_reads, iter_regions  # project-local helper
    reads = open_reads()
    classifier = inference.load_classifier(args.small_model)
    print(run(iter_regions(), reads, classifier, args))


if __name__ == "__main__":
    main()

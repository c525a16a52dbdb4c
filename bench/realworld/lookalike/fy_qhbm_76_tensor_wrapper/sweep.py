"""Convergence of the estimated <Z0 Z1> as the number of samples grows."""
import argparse
import json

from qhbm import KOBE, expectation


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bits", type=int, default=8)
    parser.add_argument("--order", type=int, default=2)
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--out", default="convergence.json")
    args = parser.parse_args()

    model = KOBE(args.bits, args.order)
    results = []
    for step in range(1, args.steps + 1):
        estimate = expectation(model, step * 500, [0, 1])
        results.append({"num_samples": step * 500, "zz": float(estimate)})
        if step % 10 == 0:
            print(results[-1], model._expectation.experimental_get_tracing_count())
    with open(args.out, "w") as fh:
        json.dump(results, fh, indent=2)


if __name__ == "__main__":
    main()

import argparse
import time

import numpy as np
import tensorflow_probability as tfp

import warmup


def parse_args():
    p = argparse.ArgumentParser(description="windowed NUTS warmup benchmark")
    p.add_argument("--chains", type=int, default=8)
    p.add_argument("--windows", type=int, default=5)
    p.add_argument("--first-window", type=int, default=25)
    p.add_argument("--draws", type=int, default=1000)
    return p.parse_args()


def main():
    args = parse_args()
    results = []
    for chain in range(args.chains):
        rng = np.random.default_rng(chain)
        init = rng.normal(size=25).astype(np.float32)
        t0 = time.time()
        state, step, hist = warmup.run_warmup(
            init, first_window=args.first_window, n_windows=args.windows)
        results.append((chain, float(step), hist[-1], time.time() - t0))
        print("chain %d: step=%.4f var=%.3f warmup %.1fs" % results[-1])
    steps = [r[1] for r in results]
    print("median adapted step size:", float(np.median(steps)))


if __name__ == "__main__":
    main()

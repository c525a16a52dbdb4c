import argparse

import numpy as np

from nll import GaussianPlusExpPDF, UnbinnedNLL

TRUE = np.array([1.2, 0.3, 0.8, 0.4])


def generate(rng, n, low=-3.0, high=5.0):
    n_sig = rng.binomial(n, TRUE[3])
    sig = rng.normal(TRUE[0], TRUE[1], size=n_sig)
    bkg = low + rng.exponential(1.0 / TRUE[2], size=n - n_sig)
    data = np.concatenate([sig, bkg])
    return data[(data > low) & (data < high)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--toys", type=int, default=2000)
    parser.add_argument("--events", type=int, default=5000)
    args = parser.parse_args()

    rng = np.random.default_rng(7)
    pdf = GaussianPlusExpPDF(-3.0, 5.0)
    pulls = []
    for toy in range(args.toys):
        nll = UnbinnedNLL(pdf, generate(rng, args.events))
        best, value = nll.minimize(start=[1.0, 0.5, 1.0, 0.5])
        pulls.append(best - TRUE)
        if toy % 100 == 0:
            print("toy %d nll %.2f mu %.3f" % (toy, value, best[0]))
    pulls = np.array(pulls)
    print("mean pull:", pulls.mean(axis=0), "width:", pulls.std(axis=0))


if __name__ == "__main__":
    main()

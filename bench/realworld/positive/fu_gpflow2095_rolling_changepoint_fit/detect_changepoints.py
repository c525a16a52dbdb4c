import argparse

import pandas as pd

from gp_fit import fit_matern32_kernel, standardise


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("csv")
    parser.add_argument("--lookback", type=int, default=21)
    parser.add_argument("--out", default="cpd_scores.csv")
    args = parser.parse_args()

    prices = pd.read_csv(args.csv, parse_dates=["date"]).set_index("date")
    returns = prices["close"].pct_change().dropna()
    frame = pd.DataFrame({"X": range(len(returns)), "Y": returns.values}, index=returns.index)

    rows = []
    for end in range(args.lookback, len(frame)):
        window = standardise(frame.iloc[end - args.lookback:end + 1])
        nlml, params = fit_matern32_kernel(window)
        rows.append({"date": frame.index[end], "nlml": nlml, **params})
        if end % 250 == 0:
            print(frame.index[end].date(), "nlml %.3f" % nlml)
    pd.DataFrame(rows).to_csv(args.out, index=False)


if __name__ == "__main__":
    main()

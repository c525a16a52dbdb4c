import pandas as pd

from flamedisx import ERSource, UnbinnedLikelihood


def main():
    data = pd.read_csv("er_calibration_events.csv")
    source = ERSource(data, batch_size=100)
    lf = UnbinnedLikelihood(source)
    result = lf.bestfit()
    print("best fit elife [us]:", result.x[0], "g2:", result.x[1])


if __name__ == "__main__":
    main()

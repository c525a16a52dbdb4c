import pandas as pd

from flamedisx import ERSource, UnbinnedLikelihood


def main():
    source = ERSource(pd.read_csv("er_calibration_events.csv"), batch_size=100)
    result = UnbinnedLikelihood(source).bestfit()
    print("best fit elife [us]:", result.x[0], "g2:", result.x[1])


if __name__ == "__main__":
    main()

"""One small regression net per store/segment; results appended to a CSV after every segment."""
import csv
import sys

import pandas as pd

from segment_model import fit_segment

PREDICTORS = ["price", "promo", "holiday", "temp", "dow", "week"]


def main(path="sales.csv", out="segment_scores.csv", max_segments=400):
    df = pd.read_csv(path)
    segments = df["segment_id"].unique()[:max_segments]
    with open(out, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["segment_id", "val_mape", "epochs"])
        for seg in segments:
            part = df[df["segment_id"] == seg]
            val_mape, epochs = fit_segment(part[PREDICTORS].to_numpy("float32"),
                                           part["units"].to_numpy("float32"))
            writer.writerow([seg, val_mape, epochs])
            f.flush()


if __name__ == "__main__":
    main(*sys.argv[1:])

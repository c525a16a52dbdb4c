import glob
import sys

import numpy as np
from PIL import Image

from predictor import ChessboardPredictor


def main(folder):
    predictor = ChessboardPredictor()
    try:
        for path in sorted(glob.glob(folder + "/*.png")):
            arr = np.asarray(Image.open(path).convert("RGB"), dtype=np.float32)
            fen, certainty = predictor.get_prediction(arr)
            print("%s %s (%.1f%%)" % (path, fen, certainty * 100))
    finally:
        predictor.close()


if __name__ == "__main__":
    main(sys.argv[1])

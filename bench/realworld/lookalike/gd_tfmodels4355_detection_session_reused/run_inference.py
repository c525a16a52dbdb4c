import glob
import time

import numpy as np
from PIL import Image

from detector import FrozenDetector


def main(pb_path, image_glob, threshold=0.5):
    detector = FrozenDetector(pb_path)
    timings = []
    try:
        for path in sorted(glob.glob(image_glob)):
            image = np.array(Image.open(path).convert("RGB"), dtype=np.uint8)
            start = time.time()
            boxes, scores, classes = detector.detect(image)
            timings.append(time.time() - start)
            keep = scores > threshold
            print(path, int(keep.sum()), "detections")
    finally:
        detector.close()
    print("mean inference time %.3f s" % float(np.mean(timings)))


if __name__ == "__main__":
    import sys
    main(sys.argv[1], sys.argv[2])

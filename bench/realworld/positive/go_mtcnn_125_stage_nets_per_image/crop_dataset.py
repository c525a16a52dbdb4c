import os
import sys

import cv2

from detector import StageDetector


def main(src, dst):
    det = StageDetector("models/pnet.h5", "models/rnet.h5")
    os.makedirs(dst, exist_ok=True)
    names = sorted(os.listdir(src))
    for n, name in enumerate(names):
        img = cv2.imread(os.path.join(src, name))
        if img is None:
            continue
        rgb = cv2.cvtColor(img, cv2.COLOR_BGR2RGB)
        for k, (x1, y1, x2, y2) in enumerate(det.detect_faces(rgb)):
            crop = img[max(int(y1), 0):int(y2), max(int(x1), 0):int(x2)]
            if crop.size:
                cv2.imwrite(os.path.join(dst, "%s_%d.jpg" % (name, k)), crop)
        if n % 500 == 0:
            print("processed", n, "of", len(names))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

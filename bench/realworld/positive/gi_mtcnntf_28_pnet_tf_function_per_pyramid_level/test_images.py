import glob
import sys

import cv2

from mtcnn_detector import MtcnnDetector


def main(image_dir):
    detector = MtcnnDetector("weights/pnet.h5", "weights/rnet.h5")
    for path in sorted(glob.glob(image_dir + "/*.jpg")):
        image = cv2.imread(path)
        boxes = detector.detect_pnet(image)
        print(path, len(boxes))


if __name__ == "__main__":
    main(sys.argv[1])

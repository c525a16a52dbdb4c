import glob

import cv2

from ocr.detector import FrozenDetector
from ocr.recognizer import CRNNRecognizer


def crop(image, box):
    h, w = image.shape[:2]
    y0, x0, y1, x1 = (int(box[0] * h), int(box[1] * w), int(box[2] * h), int(box[3] * w))
    return cv2.cvtColor(image[y0:y1, x0:x1], cv2.COLOR_BGR2GRAY)


def main():
    detector = FrozenDetector("models/text_boxes.pb")
    recognizer = CRNNRecognizer("models/crnn_weights.h5")
    with open("ocr_results.tsv", "w") as out:
        for path in sorted(glob.glob("scans/*.jpg")):
            image = cv2.imread(path)
            for box in detector.boxes_for(image):
                text = recognizer.read_line(crop(image, box))
                out.write("%s\t%s\n" % (path, text))


if __name__ == "__main__":
    main()

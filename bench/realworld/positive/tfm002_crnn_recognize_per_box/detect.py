import cv2
import numpy as np

from crnn.recognizer import recognize
from text_detector import detect_text_boxes


def read_text(path):
    image = cv2.imread(path)
    words = []
    for x0, y0, x1, y1 in detect_text_boxes(image):
        crop = cv2.resize(image[y0:y1, x0:x1], (100, 32)).astype(np.float32) / 255.0
        words.append(recognize(crop))
    return " ".join(words)


if __name__ == "__main__":
    import sys
    print(read_text(sys.argv[1]))

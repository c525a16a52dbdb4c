import time

import cv2
import matplotlib.image as mpimg

from card_detect import process_image
from ocr.model import predict


def read_card(img):
    height, width = img.shape[:2]
    rclasses, rscores, rbboxes = process_image(img)
    ymin = int(rbboxes[0, 0] * height)
    xmin = int(rbboxes[0, 1] * width)
    ymax = int(rbboxes[0, 2] * height)
    xmax = int(rbboxes[0, 3] * width)
    card = img[ymin:ymax, xmin:xmax]
    gray = cv2.cvtColor(card, cv2.COLOR_RGB2GRAY)
    line = cv2.resize(gray, (int(gray.shape[1] * 32 / gray.shape[0]), 32))
    return predict(line)


if __name__ == '__main__':
    while 1:
        img = mpimg.imread('demo/1.jpg')
        t = time.time()
        text = read_card(img)
        print(text, 'took %.3fs' % (time.time() - t))

import sys

import cv2
from keras import backend as K
from PIL import Image

from yolo import YOLO


def detect_video(yolo, video_path):
    session = K.get_session()
    capture = cv2.VideoCapture(video_path)
    frame_no = 0
    while True:
        ok, frame = capture.read()
        if not ok:
            break
        image = Image.fromarray(cv2.cvtColor(frame, cv2.COLOR_BGR2RGB))
        boxes, scores, classes = yolo.detect_image(image, session)
        frame_no += 1
        print(frame_no, len(boxes), "objects")
    capture.release()


if __name__ == "__main__":
    detect_video(YOLO(), sys.argv[1])

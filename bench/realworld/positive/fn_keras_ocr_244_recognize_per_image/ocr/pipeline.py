from .detection import Detector
from .recognition import Recognizer


class Pipeline:
    def __init__(self, detector=None, recognizer=None):
        self.detector = detector or Detector()
        self.recognizer = recognizer or Recognizer()

    def recognize(self, images):
        box_groups = self.detector.detect(images)
        return [self.recognizer.recognize(img, boxes) for img, boxes in zip(images, box_groups)]

import sys

from fer.classes import Video
from fer.fer import FER

if __name__ == "__main__":
    detector = FER()
    video = Video(sys.argv[1] if len(sys.argv) > 1 else "interview.mp4")
    rows = video.analyze(detector, display=False, frequency=1)
    print(f"{len(rows)} face detections")

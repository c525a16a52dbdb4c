import os
import sys

import cv2

from facedetect.detector import FaceDetector


def crop_faces(image_dir, out_dir, margin=8):
    os.makedirs(out_dir, exist_ok=True)
    for name in sorted(os.listdir(image_dir)):
        image = cv2.cvtColor(cv2.imread(os.path.join(image_dir, name)), cv2.COLOR_BGR2RGB)
        detector = FaceDetector(min_face_size=40)
        for i, face in enumerate(detector.detect_faces(image)):
            x, y, w, h = face["box"]
            crop = image[max(0, y - margin):y + h + margin, max(0, x - margin):x + w + margin]
            cv2.imwrite(os.path.join(out_dir, f"{os.path.splitext(name)[0]}_{i}.png"), crop[:, :, ::-1])


if __name__ == "__main__":
    crop_faces(sys.argv[1], sys.argv[2])

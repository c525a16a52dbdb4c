import glob
import os
import sys

import cv2

from facelib.detector import FaceDetector


def main(image_root, weights_dir, out_csv):
    detector = FaceDetector(weights_dir)
    file_paths = sorted(glob.glob(os.path.join(image_root, "*", "*.jpg")))
    with open(out_csv, "w") as out:
        for file_path in file_paths:
            folder_name = file_path.split(os.sep)[-2]
            file_name = file_path.split(os.sep)[-1]
            try:
                image = cv2.cvtColor(cv2.imread(file_path), cv2.COLOR_BGR2RGB)
                faces = detector.detect_faces(image)
            except Exception:
                print("Read error.", file_path)
                continue
            for face in faces:
                x1, y1, x2, y2 = face["box"]
                out.write("%s,%s,%d,%d,%d,%d,%.3f\n" % (folder_name, file_name, x1, y1, x2, y2,
                                                       face["confidence"]))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3])

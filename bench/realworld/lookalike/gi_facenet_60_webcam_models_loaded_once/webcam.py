import cv2
import numpy as np

import facenet
from models import FacePipeline


def crop_faces(frame, boxes, size=160):
    crops = []
    for x1, y1, x2, y2, _ in boxes.astype(int):
        crop = cv2.resize(frame[max(y1, 0):y2, max(x1, 0):x2], (size, size))
        crops.append(facenet.prewhiten(crop))
    return np.stack(crops) if crops else None


def main():
    pipeline = FacePipeline("../models/20161116-234200", "model-20161116-234200.meta",
                            "model-20161116-234200.ckpt-80000")
    cap = cv2.VideoCapture(0)
    while True:
        ok, frame = cap.read()
        if not ok:
            break
        rgb = cv2.cvtColor(frame, cv2.COLOR_BGR2RGB)
        boxes, _ = pipeline.detect(rgb)
        crops = crop_faces(rgb, boxes)
        if crops is not None and len(crops) > 1:
            emb = pipeline.embed(crops)
            print("distance between first two faces: %.3f" % np.linalg.norm(emb[0] - emb[1]))
        cv2.imshow("faces", frame)
        if cv2.waitKey(1) & 0xFF == ord("q"):
            break
    cap.release()


if __name__ == "__main__":
    main()

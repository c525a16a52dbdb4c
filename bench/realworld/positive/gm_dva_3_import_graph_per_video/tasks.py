"""Worker task: run detection on every frame of the queued videos."""
import json
import os

import cv2
import tensorflow as tf

from detector import SSDetector

tf.compat.v1.disable_eager_execution()

MODEL_PATH = os.environ.get("DVA_SSD_MODEL", "/models/ssd/frozen_inference_graph.pb")
BATCH = 16


def read_frames(path, every=5):
    cap = cv2.VideoCapture(path)
    index = 0
    while True:
        ok, frame = cap.read()
        if not ok:
            break
        if index % every == 0:
            yield index, cv2.cvtColor(frame, cv2.COLOR_BGR2RGB)
        index += 1
    cap.release()


def perform_detection(video_paths, out_dir):
    for video_path in video_paths:
        detector = SSDetector(MODEL_PATH)
        detector.load()
        buffer, indices, found = [], [], {}
        for index, frame in read_frames(video_path):
            buffer.append(cv2.resize(frame, (300, 300)))
            indices.append(index)
            if len(buffer) == BATCH:
                for i, res in zip(indices, detector.detect(buffer)):
                    found[i] = len(res["scores"])
                buffer, indices = [], []
        name = os.path.splitext(os.path.basename(video_path))[0]
        with open(os.path.join(out_dir, name + ".json"), "w") as fh:
            json.dump(found, fh)

import cv2
import numpy as np


def get_interest_frames_from_video(path, frame_interval=15, size=(256, 256)):
    cap = cv2.VideoCapture(path)
    frames, indices, idx = [], [], 0
    ok, frame = cap.read()
    while ok:
        if idx % frame_interval == 0:
            frames.append(cv2.resize(frame, size)[:, :, ::-1].astype("float32") / 255.0)
            indices.append(idx)
        idx += 1
        ok, frame = cap.read()
    cap.release()
    return np.asarray(frames), indices

# source: https://github.com/tensorflow/tensorflow/issues/50611
# symptom: several Keras YOLOv3 models are deployed on one GPU and run in parallel threads; the reporter measures GPU memory while each thread predicts frame after frame, one frame per predict call
# expect: TFM008 33
# expect: TFM008 45
# note: each camera gets a detector thread and a plate-reader thread; both thread targets loop over their queue and call predict on a single frame or crop
import queue
import threading

import cv2
import numpy as np
from tensorflow.keras.models import load_model

MODEL_PATHS = {"detector": "yolo_vehicles.h5", "reader": "plate_reader.h5"}
models = {name: load_model(path, compile=False) for name, path in MODEL_PATHS.items()}
crops = queue.Queue(maxsize=256)


def letterbox(frame, size=416):
    h, w = frame.shape[:2]
    scale = size / max(h, w)
    resized = cv2.resize(frame, (int(w * scale), int(h * scale)))
    canvas = np.full((size, size, 3), 128, dtype=np.uint8)
    canvas[: resized.shape[0], : resized.shape[1]] = resized
    return canvas.astype("float32") / 255.0


def detect_worker(camera_url):
    capture = cv2.VideoCapture(camera_url)
    while True:
        ok, frame = capture.read()
        if not ok:
            break
        boxes = models["detector"].predict(np.expand_dims(letterbox(frame), 0))[0]
        for x1, y1, x2, y2, score in boxes:
            if score > 0.6:
                crops.put(frame[int(y1):int(y2), int(x1):int(x2)])


def read_worker():
    while True:
        crop = crops.get()
        if crop is None:
            break
        plate = cv2.resize(crop, (128, 32)).astype("float32") / 255.0
        chars = models["reader"].predict(plate[None])[0]
        print("".join(chr(65 + int(c)) for c in chars.argmax(axis=-1)))


if __name__ == "__main__":
    threads = [threading.Thread(target=detect_worker, args=(url,)) for url in ("rtsp://cam1/stream", "rtsp://cam2/stream")]
    threads.append(threading.Thread(target=read_worker))
    for t in threads:
        t.start()
    for t in threads:
        t.join()

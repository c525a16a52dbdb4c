# source: https://github.com/ray-project/ray/issues/5973
# symptom: an infinite loop reads video frames and hands them to Ray remote tasks for object detection; the detector is initialised again on every call, the number of workers and the RAM grow until the machine crashes
# expect: TFM009 22
# note: the remote task builds the Keras detector (load_model) each time it is invoked, and the driver's while True loop submits one task per frame batch
import cv2
import numpy as np
import ray
import tensorflow as tf

MODEL_PATH = "models/ssd_mobilenet_v2.h5"
CLASSES = ["person", "bicycle", "car", "motorcycle", "bus", "truck"]


def preprocess(frames, size=300):
    resized = [cv2.resize(f, (size, size)) for f in frames]
    return (np.stack(resized).astype("float32") / 127.5) - 1.0


@ray.remote(num_gpus=0.25)
def detect(frames):
    batch = preprocess(frames)
    detector = tf.keras.models.load_model(MODEL_PATH, compile=False)
    boxes, scores = detector(batch, training=False)
    keep = scores.numpy().max(axis=-1) > 0.5
    return [b[k] for b, k in zip(boxes.numpy(), keep)]


def main(stream_url, batch_size=8):
    ray.init()
    cap = cv2.VideoCapture(stream_url)
    pending = []
    while True:
        frames = []
        for _ in range(batch_size):
            ok, frame = cap.read()
            if not ok:
                break
            frames.append(frame)
        if not frames:
            break
        pending.append(detect.remote(frames))
        if len(pending) > 4:
            done, pending = ray.wait(pending, num_returns=1)
            for detections in ray.get(done):
                print(len(detections), "detections")


if __name__ == "__main__":
    main("rtsp://camera.local/stream")

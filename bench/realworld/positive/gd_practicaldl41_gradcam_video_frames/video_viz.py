import sys

import cv2
import numpy as np
import tensorflow as tf
from tqdm import tqdm

from gradcam import GradCAM


def read_frames(path, size=(224, 224)):
    cap = cv2.VideoCapture(path)
    while True:
        ok, frame = cap.read()
        if not ok:
            break
        yield cv2.resize(frame, size)
    cap.release()


def main(video_path, out_path):
    model = tf.keras.applications.ResNet50(weights="imagenet")
    cam = GradCAM(model, layer_name="conv5_block3_out")
    writer = None
    frames = list(read_frames(video_path))
    for frame in tqdm(frames):
        batch = tf.keras.applications.resnet50.preprocess_input(
            np.expand_dims(frame.astype(np.float32), 0))
        class_index = int(np.argmax(model(batch, training=False)[0]))
        heatmap = cam.heatmap(batch, class_index)
        overlay = cam.overlay(frame, heatmap)
        if writer is None:
            h, w = overlay.shape[:2]
            writer = cv2.VideoWriter(out_path, cv2.VideoWriter_fourcc(*"mp4v"), 25, (w, h))
        writer.write(overlay)
    if writer is not None:
        writer.release()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

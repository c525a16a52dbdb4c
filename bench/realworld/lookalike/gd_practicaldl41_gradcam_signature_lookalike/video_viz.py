import sys

import cv2
import numpy as np
import tensorflow as tf

from gradcam import GradCAM


def main(video_path, out_path):
    model = tf.keras.applications.ResNet50(weights="imagenet")
    cam = GradCAM(model, "conv5_block3_out")
    cap = cv2.VideoCapture(video_path)
    writer = None
    while True:
        ok, frame = cap.read()
        if not ok:
            break
        frame = cv2.resize(frame, (224, 224))
        batch = tf.keras.applications.resnet50.preprocess_input(
            frame[np.newaxis].astype(np.float32))
        heatmap = cam.heatmap(tf.constant(batch))
        colored = cv2.applyColorMap(np.uint8(255 * cv2.resize(heatmap, (224, 224))),
                                    cv2.COLORMAP_JET)
        overlay = cv2.addWeighted(frame, 0.6, colored, 0.4, 0)
        if writer is None:
            writer = cv2.VideoWriter(out_path, cv2.VideoWriter_fourcc(*"mp4v"), 25, (224, 224))
        writer.write(overlay)
    cap.release()
    if writer is not None:
        writer.release()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

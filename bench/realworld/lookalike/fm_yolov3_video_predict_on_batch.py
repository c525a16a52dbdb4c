# source: https://github.com/YunYang1994/TensorFlow2.0-Examples/blob/HEAD/4-Object_Detection/YOLOV3/video_demo.py
# note: look-alike: a while True loop over webcam/video frames runs the detector on every frame, but with model.predict_on_batch (one call into the compiled predict step, no per-call prediction loop); the model is built and loaded once before the loop
import time

import cv2
import numpy as np
import tensorflow as tf

from yolo_core import YOLOv3, decode_head, load_darknet_weights, postprocess_boxes, nms, draw_boxes

INPUT_SIZE = 416

image = tf.keras.layers.Input([INPUT_SIZE, INPUT_SIZE, 3])
heads = [decode_head(fm, i) for i, fm in enumerate(YOLOv3(image))]
detector = tf.keras.Model(image, heads)
load_darknet_weights(detector, "./yolov3.weights")

capture = cv2.VideoCapture("./docs/road.mp4")
while True:
    ok, frame = capture.read()
    if not ok:
        break
    frame = cv2.cvtColor(frame, cv2.COLOR_BGR2RGB)
    resized = cv2.resize(frame, (INPUT_SIZE, INPUT_SIZE)).astype(np.float32) / 255.0

    started = time.time()
    raw = detector.predict_on_batch(resized[np.newaxis, ...])
    elapsed_ms = 1000 * (time.time() - started)

    flat = tf.concat([tf.reshape(r, (-1, tf.shape(r)[-1])) for r in raw], axis=0)
    boxes = nms(postprocess_boxes(flat, frame.shape[:2], INPUT_SIZE, 0.3), 0.45)
    shown = cv2.cvtColor(draw_boxes(frame, boxes), cv2.COLOR_RGB2BGR)
    cv2.putText(shown, "time: %.2f ms" % elapsed_ms, (50, 70), cv2.FONT_HERSHEY_SIMPLEX, 1, (255, 0, 0), 2)
    cv2.imshow("result", shown)
    if cv2.waitKey(1) & 0xFF == ord("q"):
        break

# source: https://github.com/nearkyh/Mask-RCNN/issues/1
# symptom: feeding webcam frames one by one into the Mask R-CNN detect function, device memory is exhausted after a while; batching frames and clearing the graph per batch works but is no longer real time
# expect: TFM008 17
# note: snippet with star imports as pasted; mrcnn (built and loaded earlier), mold_frame, draw_instances and the camera index come from the user's script
from keras.layers import *
from keras.models import *
import cv2

cap = cv2.VideoCapture(0)
anchors = mrcnn.get_anchors((1024, 1024, 3))

while cap.isOpened():
    ret, frame = cap.read()
    if not ret:
        break
    molded, meta, window = mold_frame(frame, config)
    detections, _, _, masks, _, _, _ = mrcnn.keras_model.predict([molded, meta, anchors[None]], verbose=0)
    frame = draw_instances(frame, detections[0], masks[0], window)
    cv2.imshow("mask rcnn", frame)
    if cv2.waitKey(1) & 0xFF == ord("q"):
        break

cap.release()
cv2.destroyAllWindows()

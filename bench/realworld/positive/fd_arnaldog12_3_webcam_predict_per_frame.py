# source: https://github.com/arnaldog12/Deep-Learning/issues/3
# symptom: the real-time webcam demo of the face-points classifier runs at 0.87 FPS on a GPU with 640x480 frames
# expect: TFM008 41
# note: the capture loop is `while True`; for every frame it detects the face landmarks, scales them and classifies them with model.predict on a single sample
import _pickle as pkl

import cv2
import dlib
import numpy as np
from keras.models import load_model

detector = dlib.get_frontal_face_detector()
predictor = dlib.shape_predictor("models/landmarks.dat")
model = load_model("models/model_smile.h5")
scaler = pkl.load(open("models/scaler.pkl", "rb"))


def detect_face_points(image):
    face_rect = detector(image, 1)
    if len(face_rect) != 1:
        return []
    shape = predictor(image, face_rect[0])
    return np.array([(shape.part(i).x, shape.part(i).y) for i in range(68)])


def compute_features(face_points):
    assert len(face_points) == 68, "len(face_points) must be 68"
    deltas = face_points[:, None, :] - face_points[None, :, :]
    dist = np.sqrt((deltas ** 2).sum(axis=-1))
    return dist[np.triu_indices(68, k=1)]


cap = cv2.VideoCapture(0)
while True:
    ok, frame = cap.read()
    if not ok:
        break
    face_points = detect_face_points(frame)
    if len(face_points) == 68:
        features = scaler.transform(compute_features(face_points).reshape(1, -1))
        pred = model.predict(features, verbose=0)[0, 0]
        label = "smiling" if pred > 0.5 else "neutral"
        cv2.putText(frame, f"{label} ({pred:.2f})", (10, 30), cv2.FONT_HERSHEY_SIMPLEX, 1, (0, 255, 0), 2)
    cv2.imshow("webcam", frame)
    if cv2.waitKey(1) & 0xFF == ord("q"):
        break
cap.release()
cv2.destroyAllWindows()

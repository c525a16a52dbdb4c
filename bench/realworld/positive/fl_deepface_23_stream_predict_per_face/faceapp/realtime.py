import time

import cv2
import numpy as np

from .models import build_age_model, build_emotion_model

EMOTIONS = ["angry", "disgust", "fear", "happy", "sad", "surprise", "neutral"]


def stream(db_path="", source=0, time_threshold=5, frame_threshold=5):
    emotion_model = build_emotion_model()
    age_model = build_age_model()
    detector = cv2.CascadeClassifier(cv2.data.haarcascades + "haarcascade_frontalface_default.xml")
    capture = cv2.VideoCapture(source)
    face_frames = 0
    freeze_until = 0.0

    while True:
        ok, frame = capture.read()
        if not ok:
            break
        if time.time() < freeze_until:
            cv2.imshow("deepface", frame)
            if cv2.waitKey(1) & 0xFF == ord("q"):
                break
            continue
        gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
        faces = detector.detectMultiScale(gray, 1.3, 5)
        face_frames = face_frames + 1 if len(faces) else 0
        if face_frames >= frame_threshold:
            for (x, y, w, h) in faces:
                face_gray = cv2.resize(gray[y:y + h, x:x + w], (48, 48))[None, ..., None] / 255.0
                emotion_scores = emotion_model.predict(face_gray)[0]
                face_rgb = cv2.resize(frame[y:y + h, x:x + w], (224, 224))[None] / 255.0
                age_dist = age_model.predict(face_rgb)[0]
                age = int(np.sum(age_dist * np.arange(101)))
                label = f"{EMOTIONS[int(np.argmax(emotion_scores))]}, {age}"
                cv2.rectangle(frame, (x, y), (x + w, y + h), (67, 67, 67), 1)
                cv2.putText(frame, label, (x, y - 8), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (255, 255, 255), 1)
            freeze_until = time.time() + time_threshold
            face_frames = 0
        cv2.imshow("deepface", frame)
        if cv2.waitKey(1) & 0xFF == ord("q"):
            break

    capture.release()
    cv2.destroyAllWindows()

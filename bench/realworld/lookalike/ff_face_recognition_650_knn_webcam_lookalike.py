# source: https://github.com/ageitgey/face_recognition/issues/650
# note: look-alike: a while True webcam loop that calls predict for every frame, but the classifier is a scikit-learn KNeighborsClassifier loaded from a pickle and the encodings come from dlib through face_recognition; there is no TensorFlow or Keras anywhere in the file, so nothing here sets up a Keras prediction loop
import pickle

import cv2
import face_recognition
import numpy as np


def predict(x_img, knn_clf, distance_threshold=0.5):
    locations = face_recognition.face_locations(x_img)
    if not locations:
        return []
    encodings = face_recognition.face_encodings(x_img, known_face_locations=locations)
    closest = knn_clf.kneighbors(encodings, n_neighbors=1)
    matches = [closest[0][i][0] <= distance_threshold for i in range(len(locations))]
    return [(name if ok else "unknown", loc) for name, loc, ok in zip(knn_clf.predict(encodings), locations, matches)]


def show_predictions(frame, predictions):
    for name, (top, right, bottom, left) in predictions:
        cv2.rectangle(frame, (left, top), (right, bottom), (0, 0, 255), 2)
        cv2.putText(frame, name, (left + 6, bottom - 6), cv2.FONT_HERSHEY_DUPLEX, 0.8, (255, 255, 255), 1)
    return frame


if __name__ == "__main__":
    with open("trained_knn_model.clf", "rb") as f:
        knn_clf = pickle.load(f)
    video_capture = cv2.VideoCapture(0)
    frame_no = 0
    predictions = []
    while True:
        ret, frame = video_capture.read()
        if not ret:
            break
        if frame_no % 3 == 0:
            small = cv2.resize(frame, (0, 0), fx=0.25, fy=0.25)
            predictions = [(n, tuple(4 * np.array(loc))) for n, loc in predict(small[:, :, ::-1], knn_clf)]
        cv2.imshow("faces", show_predictions(frame, predictions))
        frame_no += 1
        if cv2.waitKey(1) & 0xFF == ord("q"):
            break
    video_capture.release()
    cv2.destroyAllWindows()

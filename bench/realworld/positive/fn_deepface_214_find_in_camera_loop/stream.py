import cv2

from recognition.finder import FaceFinder
from recognition.backbone import build_dlib_like_model

DB_PATH = "db"


def main():
    model = build_dlib_like_model()
    finder = FaceFinder(model, DB_PATH)
    cap = cv2.VideoCapture(0)
    while True:
        ok, frame = cap.read()
        if not ok:
            break
        matches = finder.find(frame)
        for name, dist in matches[:1]:
            cv2.putText(frame, f"{name} {dist:.2f}", (10, 30), cv2.FONT_HERSHEY_SIMPLEX, 1, (0, 255, 0), 2)
        cv2.imshow("faces", frame)
        if cv2.waitKey(1) & 0xFF == ord("q"):
            break
    cap.release()


if __name__ == "__main__":
    main()

import cv2

from detector import MaskDetector


def main(camera_index=0):
    detector = MaskDetector()
    video = cv2.VideoCapture(camera_index)
    while True:
        ok, frame = video.read()
        if not ok:
            break
        label, score = detector.classify(frame)
        cv2.putText(frame, f"{label}: {score:.2f}", (10, 30),
                    cv2.FONT_HERSHEY_SIMPLEX, 1, (0, 0, 255), 2)
        cv2.imshow("fotograma", frame)
        if cv2.waitKey(1) == 32:
            break
    video.release()
    cv2.destroyAllWindows()


if __name__ == "__main__":
    main()

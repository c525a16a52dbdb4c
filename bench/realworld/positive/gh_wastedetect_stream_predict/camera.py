import cv2

from utils import predict_image_frame


def generate_frames(device=0):
    cap = cv2.VideoCapture(device)
    try:
        while True:
            success, frame = cap.read()
            if not success:
                break
            frame = predict_image_frame(frame)
            _, buffer = cv2.imencode(".jpg", frame)
            yield (b"--frame\r\n"
                   b"Content-Type: image/jpeg\r\n\r\n" + buffer.tobytes() + b"\r\n")
    finally:
        cap.release()

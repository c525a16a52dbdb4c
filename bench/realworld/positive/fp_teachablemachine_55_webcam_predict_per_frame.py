# source: https://github.com/googlecreativelab/teachablemachine-community/issues/55
# symptom: a user asks for a TF 2 webcam demo for a Teachable Machine Keras export; the snippet posted in answer (tested with TF 2.0) loads the model once and classifies every captured frame with model.predict
# expect: TFM008 42
# note: the exported keras_model.h5 is loaded once at start-up (correct), but the capture loop calls model.predict on a (1, 224, 224, 3) array for every frame
import cv2
import numpy as np
import tensorflow.keras as keras

LABELS = [line.strip().split(" ", 1)[-1] for line in open("labels.txt")]
IMG_SIZE = 224

webcam = cv2.VideoCapture(0)
model = keras.models.load_model("keras_model.h5", compile=False)
data_for_model = np.ndarray(shape=(1, IMG_SIZE, IMG_SIZE, 3), dtype=np.float32)


def resize_keep_aspect(image, height):
    h, w = image.shape[:2]
    ratio = height / float(h)
    return cv2.resize(image, (int(w * ratio), height), interpolation=cv2.INTER_AREA)


def center_crop(image, size):
    h, w = image.shape[:2]
    top = (h - size) // 2
    left = (w - size) // 2
    return image[top:top + size, left:left + size]


def to_model_input(frame):
    rgb = cv2.cvtColor(frame, cv2.COLOR_BGR2RGB)
    square = center_crop(resize_keep_aspect(rgb, IMG_SIZE), IMG_SIZE)
    return (square.astype(np.float32) / 127.0) - 1.0


while True:
    ok, frame = webcam.read()
    if not ok:
        break
    data_for_model[0] = to_model_input(frame)

    prediction = model.predict(data_for_model)
    best = int(np.argmax(prediction[0]))
    text = f"{LABELS[best]} {prediction[0][best]:.2f}"
    cv2.putText(frame, text, (10, 30), cv2.FONT_HERSHEY_SIMPLEX, 0.8, (0, 255, 0), 2)
    cv2.imshow("Teachable Machine", frame)
    if cv2.waitKey(1) & 0xFF == ord("q"):
        break

webcam.release()
cv2.destroyAllWindows()

from collections import deque

import cv2
import numpy as np
from tensorflow.keras.models import load_model

from extractor import Extractor

SEQ_LENGTH = 40
CLASSES = ["ApplyEyeMakeup", "ApplyLipstick", "BlowDryHair", "BrushingTeeth", "Shaving"]


def main():
    rnn = load_model("data/checkpoints/lstm-features.hdf5")
    extractor = Extractor()
    window = deque(maxlen=SEQ_LENGTH)
    cap = cv2.VideoCapture(0)
    label = "..."
    while True:
        ok, frame = cap.read()
        if not ok:
            break
        window.append(extractor.extract(cv2.cvtColor(frame, cv2.COLOR_BGR2RGB)))
        if len(window) == SEQ_LENGTH:
            probabilities = rnn.predict(np.expand_dims(np.array(window), axis=0), verbose=0)[0]
            label = f"{CLASSES[int(np.argmax(probabilities))]} {probabilities.max():.2f}"
        cv2.putText(frame, label, (10, 30), cv2.FONT_HERSHEY_SIMPLEX, 1, (0, 255, 0), 2)
        cv2.imshow("webcam", frame)
        if cv2.waitKey(1) & 0xFF == ord("q"):
            break
    cap.release()
    cv2.destroyAllWindows()


if __name__ == "__main__":
    main()

import cv2
import numpy as np
from tensorflow.keras.models import load_model

CLASSES = ["cardboard", "glass", "metal", "paper", "plastic", "trash"]
model = load_model("models/waste_classifier.h5")


def predict_image_frame(frame):
    image = cv2.resize(frame, (224, 224))
    image = cv2.cvtColor(image, cv2.COLOR_BGR2RGB).astype("float32") / 255.0
    prediction = model.predict(np.expand_dims(image, axis=0))
    index = int(np.argmax(prediction[0]))
    label = f"{CLASSES[index]}: {prediction[0][index] * 100:.1f}%"
    cv2.putText(frame, label, (10, 40), cv2.FONT_HERSHEY_SIMPLEX, 1.0, (0, 255, 0), 2)
    return frame

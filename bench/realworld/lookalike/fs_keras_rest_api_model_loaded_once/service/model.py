import io

import numpy as np
from PIL import Image
from tensorflow.keras.applications import ResNet50, imagenet_utils
from tensorflow.keras.preprocessing.image import img_to_array

model = None


def load_model():
    """Load the pre-trained Keras model once, when the server starts."""
    global model
    model = ResNet50(weights="imagenet")


def prepare_image(raw_bytes, target=(224, 224)):
    image = Image.open(io.BytesIO(raw_bytes)).convert("RGB").resize(target)
    image = np.expand_dims(img_to_array(image), axis=0)
    return imagenet_utils.preprocess_input(image)


def classify(raw_bytes):
    preds = model.predict_on_batch(prepare_image(raw_bytes))
    results = imagenet_utils.decode_predictions(preds)
    return [{"label": label, "probability": float(prob)} for (_, label, prob) in results[0]]

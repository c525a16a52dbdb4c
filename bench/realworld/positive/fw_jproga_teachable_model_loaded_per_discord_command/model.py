import numpy as np
from keras.models import load_model
from PIL import Image, ImageOps

SIZE = (224, 224)


def read_labels(labels_path):
    with open(labels_path, "r", encoding="utf-8") as fh:
        return [line.strip() for line in fh if line.strip()]


def to_batch(image_path):
    image = Image.open(image_path).convert("RGB")
    image = ImageOps.fit(image, SIZE, Image.Resampling.LANCZOS)
    arr = np.asarray(image).astype(np.float32)
    data = np.ndarray(shape=(1, SIZE[0], SIZE[1], 3), dtype=np.float32)
    data[0] = (arr / 127.5) - 1
    return data


def get_class(image_path, model_path, labels_path):
    np.set_printoptions(suppress=True)
    model = load_model(model_path, compile=False)
    class_names = read_labels(labels_path)
    data = to_batch(image_path)
    prediction = model.predict(data)
    index = int(np.argmax(prediction))
    class_name = class_names[index]
    confidence_score = float(prediction[0][index])
    return f"Class: {class_name[2:]} Confidence Score: {confidence_score:.3f}"

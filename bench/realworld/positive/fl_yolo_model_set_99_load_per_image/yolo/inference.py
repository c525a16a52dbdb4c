import numpy as np
from PIL import Image
from tensorflow.keras.models import load_model

from .postprocess import decode_outputs, load_anchors, load_classes
from .layers import custom_objects


def letterbox(image, size):
    w, h = image.size
    scale = min(size / w, size / h)
    resized = image.resize((int(w * scale), int(h * scale)), Image.BICUBIC)
    canvas = Image.new("RGB", (size, size), (128, 128, 128))
    canvas.paste(resized, ((size - resized.size[0]) // 2, (size - resized.size[1]) // 2))
    return np.asarray(canvas, dtype=np.float32)[None] / 255.0


def detect_image(image_path, model_path, anchors_path, classes_path, input_size=416):
    anchors = load_anchors(anchors_path)
    class_names = load_classes(classes_path)
    model = load_model(model_path, compile=False, custom_objects=custom_objects())
    image = Image.open(image_path).convert("RGB")
    outputs = model.predict(letterbox(image, input_size))
    return decode_outputs(outputs, anchors, len(class_names), image.size, input_size)

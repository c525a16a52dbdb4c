import io

import numpy as np
import tensorflow as tf
from PIL import Image

model = tf.keras.applications.ResNet50(weights="imagenet", include_top=True, input_shape=None)
decode = tf.keras.applications.resnet50.decode_predictions


def _to_array(raw):
    image = Image.open(io.BytesIO(raw)).convert("RGB")
    return tf.keras.applications.resnet50.preprocess_input(np.asarray(image, dtype="float32")[None])


def classify(raw):
    @tf.function(reduce_retracing=True)
    def serve(batch):
        return model(batch, training=False)

    probs = serve(tf.image.resize(_to_array(raw), (224, 224))).numpy()
    return [(label, float(p)) for _, label, p in decode(probs, top=3)[0]]

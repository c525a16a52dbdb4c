import dask
import numpy as np
import tensorflow as tf


def _load_tile(path, size=128):
    arr = np.load(path)
    h, w = arr.shape[:2]
    patches = [arr[i:i + size, j:j + size] for i in range(0, h - size + 1, size) for j in range(0, w - size + 1, size)]
    return np.stack(patches).astype("float32") / 255.0


@dask.delayed
def predict_tile(path, model_path):
    patches = _load_tile(path)
    model = tf.keras.models.load_model(model_path, compile=False)
    probs = model.predict(patches, batch_size=256, verbose=0)
    return path, probs.argmax(axis=-1)

import numpy as np
from tensorflow import keras


class FeatureExtractor:
    """EfficientNet-B0 backbone loaded once; returns 1280-d image embeddings."""

    def __init__(self, weights_path):
        self.model = keras.models.load_model(weights_path, compile=False)

    def extract(self, images):
        batch = np.asarray(images, dtype=np.float32)
        return self.model.predict_on_batch(batch)

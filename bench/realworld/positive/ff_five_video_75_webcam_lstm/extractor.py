import numpy as np
from tensorflow.keras.applications.inception_v3 import InceptionV3, preprocess_input
from tensorflow.keras.models import Model
from tensorflow.keras.preprocessing import image


class Extractor:
    """Pool-layer features of an ImageNet InceptionV3 for one frame."""

    def __init__(self, weights=None):
        base_model = InceptionV3(weights="imagenet", include_top=True)
        self.model = Model(inputs=base_model.input, outputs=base_model.get_layer("avg_pool").output)
        if weights is not None:
            self.model.load_weights(weights, by_name=True)

    def extract(self, frame):
        x = image.img_to_array(image.array_to_img(frame).resize((299, 299)))
        x = preprocess_input(np.expand_dims(x, axis=0))
        features = self.model.predict(x, verbose=0)
        return features[0]

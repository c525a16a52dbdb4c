"""Image features for poverty mapping from a VGG16 trained on night lights."""
import numpy as np
from tensorflow.keras.applications.vgg16 import preprocess_input
from tensorflow.keras.models import Model, load_model
from tensorflow.keras.preprocessing import image


class NNExtractor:
    def __init__(self, model_path, layer="add_1"):
        base = load_model(model_path, compile=False)
        self.net = Model(inputs=base.input, outputs=base.get_layer(layer).output)

    def _load(self, path):
        img = image.load_img(path, target_size=(400, 400))
        arr = image.img_to_array(img)
        return preprocess_input(np.expand_dims(arr, axis=0))

    def features_for(self, path):
        feats = self.net.predict(self._load(path))
        return feats.reshape(-1)

    def tile_features(self, paths):
        per_image = [self.features_for(p) for p in paths]
        return np.mean(per_image, axis=0)

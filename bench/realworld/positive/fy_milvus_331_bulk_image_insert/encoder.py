import numpy as np
from numpy import linalg as LA
from tensorflow.keras.applications.vgg16 import VGG16, preprocess_input
from tensorflow.keras.preprocessing import image


class VGGNet:
    """Turns an image file into a normalized 512-d VGG16 feature vector."""

    def __init__(self, input_shape=(224, 224, 3)):
        self.input_shape = input_shape
        self.weight = "imagenet"
        self.pooling = "max"
        self.model = VGG16(
            weights=self.weight,
            input_shape=self.input_shape,
            pooling=self.pooling,
            include_top=False,
        )
        # warm up once so the first request is not slow
        self.model.predict(np.zeros((1,) + self.input_shape))

    def _load(self, img_path):
        img = image.load_img(img_path, target_size=self.input_shape[:2])
        img = image.img_to_array(img)
        img = np.expand_dims(img, axis=0)
        return preprocess_input(img)

    def vgg_extract_feat(self, img_path):
        return self.img_to_vec(self._load(img_path))

    def img_to_vec(self, input_buf):
        feat = self.model.predict(input_buf)
        norm_feat = feat[0] / LA.norm(feat[0])
        return [float(v) for v in norm_feat]

"""fc7 face descriptors from a pretrained VGGFace network."""
import numpy as np
from keras.models import Model
from keras_vggface.utils import preprocess_input
from keras_vggface.vggface import VGGFace


class FaceEmbedder:
    def __init__(self, layer="fc7"):
        base = VGGFace(model="vgg16")
        self.extractor = Model(base.input, base.get_layer(layer).output)

    def embed(self, faces):
        """faces: uint8 array (n, 224, 224, 3) of aligned crops."""
        x = preprocess_input(faces.astype("float32"), version=1)
        feats = np.asarray(self.extractor(x, training=False))
        return feats / np.linalg.norm(feats, axis=1, keepdims=True)

from collections import OrderedDict

import numpy as np
import keras.backend as K

from .utils import mold_image, compose_image_meta


class MaskRCNN:
    """Thin inference wrapper around a Keras-2 Mask R-CNN graph."""

    def __init__(self, keras_model, config):
        self.keras_model = keras_model
        self.config = config

    def mold_inputs(self, images):
        molded, metas = [], []
        for image in images:
            molded.append(mold_image(image, self.config))
            metas.append(compose_image_meta(image.shape, self.config))
        return np.stack(molded), np.stack(metas)

    def run_graph(self, images, outputs):
        """Evaluate the named intermediate tensors of the graph for a list of images."""
        names = [name for name, _ in outputs]
        tensors = [tensor for _, tensor in outputs]
        feeds = list(self.keras_model.inputs)
        use_phase = self.keras_model.uses_learning_phase
        if use_phase:
            feeds.append(K.learning_phase())
        fetch_fn = K.function(feeds, tensors)
        molded_images, image_metas = self.mold_inputs(images)
        values = [molded_images, image_metas] + ([0.0] if use_phase else [])
        return OrderedDict(zip(names, fetch_fn(values)))

"""DenseDepth wrapper: loads the trained network once and turns RGB frames into depth maps."""
import numpy as np
from tensorflow.keras.models import load_model

from layers import BilinearUpSampling2D


def depth_norm(x, max_depth=1000.0):
    return max_depth / x


class DepthEstimator:
    def __init__(self, model_path="nyu.h5", min_depth=10.0, max_depth=1000.0):
        custom = {"BilinearUpSampling2D": BilinearUpSampling2D, "depth_loss_function": None}
        self.model = load_model(model_path, custom_objects=custom, compile=False)
        self.min_depth = min_depth
        self.max_depth = max_depth

    def infer(self, rgb):
        batch = np.expand_dims(np.clip(rgb.astype("float32") / 255.0, 0, 1), axis=0)
        raw = self.model.predict(batch)
        depth = np.clip(depth_norm(raw, self.max_depth), self.min_depth, self.max_depth)
        return depth[0, :, :, 0] / self.max_depth

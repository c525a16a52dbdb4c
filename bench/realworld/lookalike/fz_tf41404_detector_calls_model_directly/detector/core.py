import numpy as np
import tensorflow as tf
from PIL import Image


class Detector(object):
    """Loads a trained tf.keras detection model and runs it on single images."""

    def __init__(self, modelpath, input_size=512, score_thresh=0.4, gpu_fraction=0.25):
        config = tf.compat.v1.ConfigProto()
        config.gpu_options.per_process_gpu_memory_fraction = gpu_fraction
        self.sess = tf.compat.v1.Session(config=config)
        tf.compat.v1.keras.backend.set_session(self.sess)
        self.modelpath = modelpath
        self.input_size = input_size
        self.score_thresh = score_thresh
        self.model = tf.keras.models.load_model(self.modelpath, compile=False)

    def _preprocess(self, image):
        image = image.convert("RGB").resize((self.input_size, self.input_size))
        image_np = np.asarray(image, dtype=np.float32) / 255.0
        return image_np[np.newaxis, ...]

    def detect(self, image):
        image_np = self._preprocess(image)
        heatmap, boxes = self.model(image_np, training=False)
        heatmap, boxes = heatmap.numpy(), boxes.numpy()
        keep = heatmap[0, :, 0] > self.score_thresh
        return boxes[0][keep], heatmap[0, keep, 0]

    def detect_file(self, path):
        with Image.open(path) as image:
            return self.detect(image)

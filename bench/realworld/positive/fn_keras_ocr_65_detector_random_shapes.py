# source: https://github.com/faustomorales/keras-ocr/issues/65
# symptom: a microservice running the text detector is regularly OOMKilled by Kubernetes; the reporter's minimal loop over 1000 random-size images shows RSS climbing image after image, and tf.function retracing warnings have to be silenced
# expect: TFM001 28
# note: the detector wraps its forward pass in a tf.function with no input_signature and no reduce_retracing; every new (height, width) of the incoming images is a new trace that is kept
import logging
import os

import numpy as np
import psutil
import tensorflow as tf

os.environ["CUDA_VISIBLE_DEVICES"] = "-1"
logging.getLogger("tensorflow").setLevel(logging.ERROR)


def build_detector_backbone():
    inp = tf.keras.Input((None, None, 3))
    x = tf.keras.layers.Conv2D(32, 3, padding="same", activation="relu")(inp)
    x = tf.keras.layers.Conv2D(64, 3, padding="same", activation="relu")(x)
    out = tf.keras.layers.Conv2D(2, 1, activation="sigmoid")(x)
    return tf.keras.Model(inp, out)


class Detector:
    def __init__(self):
        self.model = build_detector_backbone()

    @tf.function
    def _infer(self, images):
        return self.model(images, training=False)

    def detect(self, images):
        batch = tf.convert_to_tensor(np.stack(images).astype("float32") / 255.0)
        return self._infer(batch).numpy()


detector = Detector()
for count in range(1000):
    rss = psutil.Process().memory_info().rss / (1024 * 1024)
    print(f"Memory usage after {count} image(s) (in MiB): {rss:.3f}", flush=True)
    image_shape = [*np.random.randint(128, 1024, (2,)).tolist(), 3]
    image = np.random.randint(0, 256, image_shape, dtype=np.uint8)
    detector.detect([image])

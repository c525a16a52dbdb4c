# source: https://github.com/ipazc/mtcnn/pull/107
# source: https://github.com/ipazc/mtcnn/issues/82
# note: the fixes from both threads: the detector (and its Keras networks) is constructed once before the image loop, and the networks are called directly with training=False instead of predict()
import os
import sys

import cv2
import numpy as np
from tensorflow.keras.layers import Conv2D, Input, MaxPooling2D, PReLU, Softmax
from tensorflow.keras.models import Model


def build_pnet():
    inputs = Input(shape=(None, None, 3))
    x = MaxPooling2D(2, padding="same")(PReLU(shared_axes=[1, 2])(Conv2D(10, 3)(inputs)))
    x = PReLU(shared_axes=[1, 2])(Conv2D(32, 3)(PReLU(shared_axes=[1, 2])(Conv2D(16, 3)(x))))
    return Model(inputs, [Conv2D(4, 1)(x), Softmax(axis=3)(Conv2D(2, 1)(x))])


class FaceDetector:
    def __init__(self, weights_file="pnet.npy", scales=(0.6, 0.42, 0.3)):
        self.pnet = build_pnet()
        self.pnet.set_weights(np.load(weights_file, allow_pickle=True).tolist())
        self.scales = scales

    def detect_faces(self, image):
        h, w, _ = image.shape
        faces = []
        for scale in self.scales:
            resized = cv2.resize(image, (int(w * scale), int(h * scale))).astype("float32") / 127.5 - 1.0
            _, prob = self.pnet(resized[None], training=False)
            ys, xs = np.where(prob.numpy()[0, :, :, 1] > 0.7)
            faces.extend({"box": [int(x * 2 / scale), int(y * 2 / scale), int(12 / scale), int(12 / scale)]}
                         for y, x in zip(ys, xs))
        return faces


if __name__ == "__main__":
    detector = FaceDetector()
    for name in sorted(os.listdir(sys.argv[1])):
        img = cv2.cvtColor(cv2.imread(os.path.join(sys.argv[1], name)), cv2.COLOR_BGR2RGB)
        print(name, len(detector.detect_faces(img)))

# source: https://github.com/sebastian-sz/efficientnet-lite-keras/blob/578896bec892720702dd4cc7472f8116141d58ed/test_efficientnet_lite/utils.py
# note: the factory returns a tf.function with a fixed input_signature; it is called once before the folder loop and the same concrete function serves every image (one trace). Neither the factory nor tf.function is called inside the loop, and images are resized to the signature's fixed shape.
import argparse
import glob
import os
from typing import Tuple

import numpy as np
import tensorflow as tf


def get_inference_function(model: tf.keras.Model, input_shape: Tuple[int, int]):
    def inference_func(inputs):
        return model(inputs, training=False)

    tensor_spec = tf.TensorSpec(shape=(1, *input_shape, 3), dtype=tf.float32)
    return tf.function(func=inference_func, input_signature=[tensor_spec])


def load_image(path, size):
    raw = tf.io.read_file(path)
    img = tf.image.resize(tf.io.decode_jpeg(raw, channels=3), size)
    return tf.expand_dims(tf.cast(img, tf.float32), 0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="efficientnet_lite0_saved")
    parser.add_argument("--images", default="samples")
    parser.add_argument("--size", type=int, default=224)
    args = parser.parse_args()

    model = tf.keras.models.load_model(args.model, compile=False)
    size = (args.size, args.size)
    infer = get_inference_function(model, size)

    for path in sorted(glob.glob(os.path.join(args.images, "*.jpg"))):
        probs = infer(load_image(path, size)).numpy()[0]
        print(os.path.basename(path), int(np.argmax(probs)), float(np.max(probs)))


if __name__ == "__main__":
    main()

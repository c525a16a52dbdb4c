# source: https://github.com/tensorflow/tensorflow/issues/2584
# note: the correct form of the thread's image-loading benchmark: the read_file/decode_jpeg/resize ops are built once on a filename placeholder, the graph is finalized, and the loop only feeds one path per sess.run call, so the graph stays the same size for the whole extraction
import glob

import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()

IMAGE_DIR = "/data/imagenet/val"
MEAN_RGB = np.array([123.68, 116.78, 103.94], dtype=np.float32)

filename_ph = tf.placeholder(tf.string, shape=[])
with tf.device("/cpu:0"):
    rgb = tf.image.decode_jpeg(tf.read_file(filename_ph), channels=3)
    resized = tf.image.resize_images(tf.cast(rgb, tf.float32), (227, 227)) - MEAN_RGB
image_batch = tf.expand_dims(resized, 0)


def main(alexnet_fc7):
    sess = tf.Session()
    sess.graph.finalize()
    features = []
    for filename in sorted(glob.glob(IMAGE_DIR + "/*.JPEG")):
        pixels = sess.run(image_batch, feed_dict={filename_ph: filename})
        features.append(alexnet_fc7(pixels))
        if len(features) % 1000 == 0:
            print(len(features), "images done")
    np.save("fc7_features.npy", np.concatenate(features))


if __name__ == "__main__":
    from alexnet_numpy import fc7_features
    main(fc7_features)

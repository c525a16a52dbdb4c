# source: https://github.com/tensorflow/models/blob/dbeeb148f10adf723067040eedcccda00bdce1e8/research/inception/inception/data/build_image_data.py
# note: resembles a leak: a helper class decodes thousands of images through a session, one sess.run per image
# note: the ImageCoder pattern of TensorFlow's own data-conversion scripts (and the fix in rude-carnie PR #47): placeholders and decode/encode ops are built once in __init__, the per-image methods only feed and run them
import tensorflow as tf


class JpegCodec:
    def __init__(self):
        self._sess = tf.Session()
        self._png_bytes = tf.placeholder(dtype=tf.string)
        decoded_png = tf.image.decode_png(self._png_bytes, channels=3)
        self._png_as_jpeg = tf.image.encode_jpeg(decoded_png, format="rgb", quality=100)
        self._jpeg_bytes = tf.placeholder(dtype=tf.string)
        self._decoded_jpeg = tf.image.decode_jpeg(self._jpeg_bytes, channels=3)

    def png_to_jpeg(self, data):
        return self._sess.run(self._png_as_jpeg, feed_dict={self._png_bytes: data})

    def decode_jpeg(self, data):
        image = self._sess.run(self._decoded_jpeg, feed_dict={self._jpeg_bytes: data})
        assert image.ndim == 3 and image.shape[2] == 3
        return image


def image_sizes(filenames):
    codec = JpegCodec()
    sizes = []
    for filename in filenames:
        with tf.gfile.GFile(filename, "rb") as f:
            data = f.read()
        if filename.lower().endswith(".png"):
            data = codec.png_to_jpeg(data)
        image = codec.decode_jpeg(data)
        sizes.append(image.shape[:2])
    return sizes

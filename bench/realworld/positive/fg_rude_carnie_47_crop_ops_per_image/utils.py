import tensorflow as tf

RESIZE_FINAL = 227
CROPS = ((0, 0), (0, 29), (29, 0), (29, 29), (14, 14))


class ImageCoder:
    def __init__(self, sess):
        self._sess = sess
        self._jpeg = tf.compat.v1.placeholder(dtype=tf.string)
        self._decoded = tf.image.decode_jpeg(self._jpeg, channels=3)

    def decode_jpeg(self, data):
        return self._sess.run(self._decoded, feed_dict={self._jpeg: data})


def make_multi_crop_batch(filename, coder):
    with tf.io.gfile.GFile(filename, "rb") as f:
        image_data = f.read()
    image = coder.decode_jpeg(image_data)
    crops = []
    for (top, left) in CROPS:
        crop = tf.image.crop_to_bounding_box(image, top, left, 227, 227)
        crop = tf.image.resize(crop, (RESIZE_FINAL, RESIZE_FINAL))
        crops.append(tf.image.per_image_standardization(crop))
    return tf.stack(crops)

import tensorflow as tf


def load_data(input_shape):
    height, width = input_shape

    def _parse(record):
        features = tf.io.parse_single_example(record, {
            "image": tf.io.FixedLenFeature([], tf.string),
            "boxes": tf.io.VarLenFeature(tf.float32),
            "classes": tf.io.VarLenFeature(tf.int64),
        })
        image = tf.image.decode_jpeg(features["image"], channels=3)
        image = tf.image.resize(image, [height, width]) / 255.0
        boxes = tf.reshape(tf.sparse.to_dense(features["boxes"]), [-1, 4])
        classes = tf.sparse.to_dense(features["classes"])
        return image, {"boxes": boxes, "classes": classes}

    return _parse

import tensorflow.compat.v1 as tf


def resize_and_pad(image, size):
    h, w = tf.shape(image)[0], tf.shape(image)[1]
    scale = tf.minimum(size / tf.cast(h, tf.float32), size / tf.cast(w, tf.float32))
    new_h = tf.cast(tf.cast(h, tf.float32) * scale, tf.int32)
    new_w = tf.cast(tf.cast(w, tf.float32) * scale, tf.int32)
    image = tf.image.resize(image, [new_h, new_w])
    return tf.image.pad_to_bounding_box(image, 0, 0, size, size), 1.0 / scale


def list_images(input_dir, exts=(".jpg", ".jpeg", ".png")):
    return sorted(n for n in tf.io.gfile.listdir(input_dir) if n.lower().endswith(exts))


def build_inputs(image_path, image_size):
    raw = tf.io.read_file(image_path)
    image = tf.image.decode_jpeg(raw, channels=3)
    normed = (tf.cast(image, tf.float32) - [123.675, 116.28, 103.53]) / [58.395, 57.12, 57.375]
    padded, scale = resize_and_pad(normed, image_size)
    return tf.expand_dims(image, 0), tf.expand_dims(padded, 0), tf.expand_dims(scale, 0)

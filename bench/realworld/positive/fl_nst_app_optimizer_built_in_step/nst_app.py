import sys

import tensorflow as tf

from transfer.run_transfer import prepare, train


def load_image(path, max_dim=512):
    image = tf.image.decode_image(tf.io.read_file(path), channels=3, dtype=tf.float32)
    scale = max_dim / max(image.shape[:2])
    new_shape = tf.cast(tf.cast(tf.shape(image)[:2], tf.float32) * scale, tf.int32)
    return tf.image.resize(image, new_shape)[tf.newaxis, :]


if __name__ == "__main__":
    content, style = load_image(sys.argv[1]), load_image(sys.argv[2])
    result, nst = prepare(content, style)
    out = train(result, nst, epochs=10, steps_per_epoch=100)
    tf.keras.utils.save_img("stylized.png", out[0].numpy())

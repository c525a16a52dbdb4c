# source: https://github.com/tensorflow/addons/pull/2264
# note: the pattern encouraged in the PR thread: the tf.function is defined once at module level (not inside the per-image function) and given an input_signature with dynamic height/width, so images of any size reuse one trace
import pathlib
import sys

import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec(shape=[None, None], dtype=tf.uint8)])
def scale_channel(channel):
    channel = tf.cast(channel, tf.int32)
    histo = tf.histogram_fixed_width(channel, [0, 255], nbins=256)
    nonzero = tf.gather(histo, tf.where(histo > 0)[:, 0])
    step = (tf.reduce_sum(nonzero) - nonzero[-1]) // 255
    if step == 0:
        return tf.cast(channel, tf.uint8)
    lut = (tf.cumsum(histo) + (step // 2)) // step
    lut = tf.clip_by_value(tf.concat([[0], lut[:-1]], 0), 0, 255)
    return tf.cast(tf.gather(lut, channel), tf.uint8)


def equalize_image(image):
    image = tf.convert_to_tensor(image, dtype=tf.uint8)
    return tf.stack([scale_channel(image[..., c]) for c in range(3)], axis=-1)


if __name__ == "__main__":
    src, dst = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    dst.mkdir(parents=True, exist_ok=True)
    for path in sorted(src.glob("*.jpg")):
        image = tf.io.decode_jpeg(tf.io.read_file(str(path)), channels=3)
        tf.io.write_file(str(dst / (path.stem + ".png")), tf.io.encode_png(equalize_image(image)))

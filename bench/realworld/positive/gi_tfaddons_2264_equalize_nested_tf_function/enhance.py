import tensorflow as tf


def equalize_image(image):
    """Equalize each channel of an uint8 HxWxC image."""
    image = tf.convert_to_tensor(image, dtype=tf.uint8)

    @tf.function
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

    channels = [scale_channel(image[..., c]) for c in range(image.shape[-1])]
    return tf.stack(channels, axis=-1)

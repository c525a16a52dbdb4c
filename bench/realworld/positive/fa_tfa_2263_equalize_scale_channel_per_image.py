# source: https://github.com/tensorflow/addons/issues/2263
# symptom: "[a gazillion retracing warnings]": equalize defines its scale_channel helper with @tf.function inside the per-image function, so every image creates and traces new graphs; without the decorator the loop was about 8 times faster
# expect: TFM006 12
# note: a user's copy of the equalize augmentation, applied eagerly to each image of a tfds split while building a cached, augmented copy of the training set
import tensorflow as tf
import tensorflow_datasets as tfds


def equalize_image(image):
    """Histogram-equalise each channel of a uint8 HWC image (PIL's ImageOps.equalize)."""

    @tf.function
    def scale_channel(image, channel):
        im = tf.cast(image[:, :, channel], tf.int32)
        histo = tf.histogram_fixed_width(im, [0, 255], nbins=256)
        nonzero_histo = tf.boolean_mask(histo, histo != 0)
        step = (tf.reduce_sum(nonzero_histo) - nonzero_histo[-1]) // 255

        def build_lut(histo, step):
            lut = (tf.cumsum(histo) + (step // 2)) // step
            lut = tf.concat([[0], lut[:-1]], 0)
            return tf.clip_by_value(lut, 0, 255)

        result = tf.cond(step == 0, lambda: im, lambda: tf.gather(build_lut(histo, step), im))
        return tf.cast(result, tf.uint8)

    channels = [scale_channel(image, c) for c in range(3)]
    return tf.stack(channels, axis=-1)


def augmented_copy(split="train", limit=None):
    ds = tfds.load("oxford_flowers102", split=split, as_supervised=True)
    images, labels = [], []
    for i, (image, label) in enumerate(ds):
        if limit is not None and i >= limit:
            break
        image = tf.image.resize(image, (224, 224), method="nearest")
        images.append(equalize_image(tf.cast(image, tf.uint8)).numpy())
        labels.append(int(label))
    return images, labels


if __name__ == "__main__":
    images, labels = augmented_copy(limit=2000)
    print(len(images), "images equalised")

# source: https://github.com/AdityaKane2001/regnety/issues/4
# note: the augmentation switches are drawn with tf.random.uniform inside the traced function, so they are graph ops that produce new values for every element; no NumPy call runs at trace time
import tensorflow as tf

IMG_SIZE = 224
AUTO = tf.data.AUTOTUNE


@tf.function
def augment_randomly(image):
    switches = tf.random.uniform([6]) < 0.5
    image = tf.cast(tf.image.resize(image, [IMG_SIZE, IMG_SIZE]), tf.float32) / 255.0
    image = tf.cond(switches[0], lambda: tf.image.random_saturation(image, 0.7, 1.3), lambda: image)
    image = tf.cond(switches[1], lambda: tf.image.random_contrast(image, 0.8, 1.2), lambda: image)
    image = tf.cond(switches[2], lambda: tf.image.random_brightness(image, 0.3), lambda: image)
    image = tf.cond(switches[3], lambda: tf.image.random_hue(image, 0.2), lambda: image)
    image = tf.cond(switches[4], lambda: tf.image.flip_left_right(image), lambda: image)
    image = tf.cond(switches[5], lambda: tf.image.flip_up_down(image), lambda: image)
    return image


def parse(serialized):
    f = tf.io.parse_single_example(serialized, {"image": tf.io.FixedLenFeature([], tf.string),
                                                "label": tf.io.FixedLenFeature([], tf.int64)})
    return tf.io.decode_jpeg(f["image"], channels=3), f["label"]


def make_dataset(files, batch_size=32):
    ds = tf.data.TFRecordDataset(files).map(parse, num_parallel_calls=AUTO)
    ds = ds.map(lambda img, lbl: (augment_randomly(img), lbl), num_parallel_calls=AUTO)
    return ds.shuffle(2048).batch(batch_size).prefetch(AUTO)

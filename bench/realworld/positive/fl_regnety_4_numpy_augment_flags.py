# source: https://github.com/AdityaKane2001/regnety/issues/4
# symptom: the proposed vectorised augmentation draws its on/off switches with NumPy inside a tf.function; the draw happens once at trace time, so every image gets the same augmentations for the whole run
# expect: TFM015 14
# note: the switches come from a small helper called from the tf.function body, the same shape as the thread's get_augment_list(); the dataset maps the traced function over every record
import numpy as np
import tensorflow as tf

IMG_SIZE = 224
AUTO = tf.data.AUTOTUNE
N_AUGMENTS = 6


def draw_switches(n=N_AUGMENTS, p=0.5):
    return np.random.random(size=n) < p


def parse_record(serialized):
    features = tf.io.parse_single_example(serialized, {
        "image": tf.io.FixedLenFeature([], tf.string),
        "label": tf.io.FixedLenFeature([], tf.int64),
    })
    image = tf.io.decode_jpeg(features["image"], channels=3)
    return image, features["label"]


@tf.function
def resize_image(image):
    return tf.cast(tf.image.resize(image, [IMG_SIZE, IMG_SIZE]), tf.float32) / 255.0


@tf.function
def augment_randomly(image):
    switches = draw_switches()
    image = resize_image(image)
    if switches[0]:
        image = tf.image.random_saturation(image, 0.7, 1.3)
    if switches[1]:
        image = tf.image.random_contrast(image, 0.8, 1.2)
    if switches[2]:
        image = tf.image.random_brightness(image, 0.3)
    if switches[3]:
        image = tf.image.random_hue(image, 0.2)
    if switches[4]:
        image = tf.image.flip_left_right(image)
    if switches[5]:
        image = tf.image.flip_up_down(image)
    return image


def make_train_dataset(tfrecord_files, batch_size=32):
    ds = tf.data.TFRecordDataset(tfrecord_files, num_parallel_reads=AUTO)
    ds = ds.map(parse_record, num_parallel_calls=AUTO)
    ds = ds.map(lambda image, label: (augment_randomly(image), label), num_parallel_calls=AUTO)
    return ds.shuffle(2048).batch(batch_size).prefetch(AUTO)


if __name__ == "__main__":
    train_ds = make_train_dataset(tf.io.gfile.glob("gs://imagenet-tfrecords/train-*"))
    for images, labels in train_ds.take(2):
        print(images.shape, labels[:4].numpy())

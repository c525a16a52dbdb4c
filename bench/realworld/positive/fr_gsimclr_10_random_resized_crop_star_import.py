# source: https://github.com/ariG23498/G-SimCLR/issues/10
# symptom: a random-resized-crop step is added to the SimCLR augmentation with the crop size drawn on the host; inside Dataset.map the function is traced once, so the "random" size is a constant picked at trace time and every view of every image gets the same crop size
# expect: TFM015 28
# note: star-import snippet (layers via `from tensorflow.keras.layers import *`, tf and np from earlier notebook cells); the report drew the size with Python's random.randint, this version uses np.random.randint in the mapped function itself
from tensorflow.keras.layers import *

CROP_OUT = 32
BATCH_SIZE = 512


def color_jitter(x, s=0.5):
    x = tf.image.random_brightness(x, max_delta=0.8 * s)
    x = tf.image.random_contrast(x, lower=1 - 0.8 * s, upper=1 + 0.8 * s)
    x = tf.image.random_saturation(x, lower=1 - 0.8 * s, upper=1 + 0.8 * s)
    x = tf.image.random_hue(x, max_delta=0.2 * s)
    return tf.clip_by_value(x, 0, 1)


def resized_view(image, crop):
    view = tf.image.random_crop(image, size=[crop, crop, 3])
    view = tf.image.resize(view, [CROP_OUT, CROP_OUT])
    view = tf.image.random_flip_left_right(view)
    return color_jitter(view)


def two_views(image, label):
    image = tf.image.convert_image_dtype(image, tf.float32)
    crop = np.random.randint(16, 32)
    return resized_view(image, crop), resized_view(image, crop)


(x_train, y_train), _ = tf.keras.datasets.cifar10.load_data()
train_ds = (tf.data.Dataset.from_tensor_slices((x_train, y_train))
            .shuffle(4096)
            .map(two_views, num_parallel_calls=tf.data.AUTOTUNE)
            .batch(BATCH_SIZE, drop_remainder=True)
            .prefetch(tf.data.AUTOTUNE))

projection_head = tf.keras.Sequential([Dense(256, activation="relu"), Dense(128)])

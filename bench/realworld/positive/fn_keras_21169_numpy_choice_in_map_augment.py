# source: https://github.com/keras-team/keras/issues/21169
# symptom: in tf graph mode RandAugment keeps using the same augmentations, which were sampled during graph tracing; the Python-side shuffle that picks the ops only runs while the map function is traced
# expect: TFM015 28
# note: user-level version of the report's pattern: the augment function passed to Dataset.map picks its two ops with np.random.choice, which runs once at trace time, so every image of every epoch gets the same two augmentations
import numpy as np
import tensorflow as tf

AUTOTUNE = tf.data.AUTOTUNE
IMG_SIZE = 224


def _brightness(img):
    return tf.image.adjust_brightness(img, 0.2)


def _flip(img):
    return tf.image.flip_left_right(img)


def _contrast(img):
    return tf.image.adjust_contrast(img, 1.5)


AUGMENTS = [_brightness, _flip, _contrast]


def augment(image, label):
    picked = np.random.choice(len(AUGMENTS), size=2, replace=False)
    for idx in picked:
        image = AUGMENTS[idx](image)
    return tf.clip_by_value(image, 0.0, 1.0), label


def decode(path, label):
    img = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
    return tf.image.resize(img, (IMG_SIZE, IMG_SIZE)) / 255.0, label


paths = tf.io.gfile.glob("data/train/*/*.jpg")
labels = [0 if "/cat/" in p else 1 for p in paths]
train_ds = (
    tf.data.Dataset.from_tensor_slices((paths, labels))
    .shuffle(2048)
    .map(decode, num_parallel_calls=AUTOTUNE)
    .map(augment, num_parallel_calls=AUTOTUNE)
    .batch(32)
    .prefetch(AUTOTUNE)
)

model = tf.keras.applications.MobileNetV2(input_shape=(IMG_SIZE, IMG_SIZE, 3), weights=None, classes=2)
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, epochs=10)

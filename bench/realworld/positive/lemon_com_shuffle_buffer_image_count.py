# source: https://github.com/ducksfrogs/lemon_com/blob/HEAD/code/first.py
# symptom: the shuffle buffer is the whole image count, and it is filled with decoded 192x192x3 float images, not file names: the whole training set is decoded into RAM before the first batch (the pattern of the early "load images with tf.data" tutorial without its cache)
# expect: TFM011 35
# note: lemon-quality competition script: paths and labels are zipped, the images are decoded by the map, and only then shuffled with buffer_size=image_count
import pathlib

import pandas as pd
import tensorflow as tf

AUTOTUNE = tf.data.experimental.AUTOTUNE
BATCH_SIZE = 32

data_root = pathlib.Path("../input/train_images")
train_labels = pd.read_csv("../input/train_images.csv").set_index("id")
all_image_paths = sorted(str(path) for path in data_root.glob("*.jpg"))
all_image_labels = [int(train_labels.loc[pathlib.Path(p).name, "class_num"]) for p in all_image_paths]
image_count = len(all_image_paths)


def preprocess_image(image):
    image = tf.image.decode_jpeg(image, channels=3)
    image = tf.image.resize(image, [192, 192])
    return image / 255.0


def load_and_preprocess_image(path):
    return preprocess_image(tf.io.read_file(path))


path_ds = tf.data.Dataset.from_tensor_slices(all_image_paths)
image_ds = path_ds.map(load_and_preprocess_image, num_parallel_calls=AUTOTUNE)
label_ds = tf.data.Dataset.from_tensor_slices(tf.cast(all_image_labels, tf.int64))
image_label_ds = tf.data.Dataset.zip((image_ds, label_ds))

ds = image_label_ds.shuffle(buffer_size=image_count)
ds = ds.repeat()
ds = ds.batch(BATCH_SIZE)
ds = ds.prefetch(buffer_size=AUTOTUNE)

mobile_net = tf.keras.applications.MobileNetV2(input_shape=(192, 192, 3), include_top=False)
mobile_net.trainable = False
model = tf.keras.Sequential([
    mobile_net,
    tf.keras.layers.GlobalAveragePooling2D(),
    tf.keras.layers.Dense(4, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=10, steps_per_epoch=tf.math.ceil(image_count / BATCH_SIZE).numpy())

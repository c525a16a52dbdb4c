# source: https://github.com/tensorflow/docs/pull/128
# symptom: review of the first draft of the "loading data: images" tutorial: a reviewer asks where the shuffle buffer size comes from and explains the trade-off between start-up time and shuffle quality
# note: look-alike: tutorial-style pipeline over a few thousand flower images: the shuffle buffer equals the number of file paths (a small, fixed dataset), decoding happens after shuffling, and prefetch uses AUTOTUNE
import pathlib

import tensorflow as tf

AUTOTUNE = tf.data.AUTOTUNE
data_root = pathlib.Path(tf.keras.utils.get_file("flower_photos", "https://example.invalid/flower_photos.tgz", untar=True))
all_image_paths = sorted(str(p) for p in data_root.glob("*/*.jpg"))
label_names = sorted(item.name for item in data_root.glob("*/") if item.is_dir())
label_to_index = {name: i for i, name in enumerate(label_names)}
all_image_labels = [label_to_index[pathlib.Path(p).parent.name] for p in all_image_paths]
image_count = len(all_image_paths)


def load_and_preprocess_image(path):
    image = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
    return tf.image.resize(image, [192, 192]) / 255.0


ds = tf.data.Dataset.from_tensor_slices((all_image_paths, all_image_labels))
ds = ds.shuffle(buffer_size=image_count).repeat()
ds = ds.map(lambda p, l: (load_and_preprocess_image(p), l), num_parallel_calls=AUTOTUNE)
ds = ds.batch(32).prefetch(buffer_size=AUTOTUNE)

model = tf.keras.Sequential(
    [
        tf.keras.layers.Input(shape=(192, 192, 3)),
        tf.keras.layers.Conv2D(16, 3, activation="relu"),
        tf.keras.layers.GlobalAveragePooling2D(),
        tf.keras.layers.Dense(len(label_names), activation="softmax"),
    ]
)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=1, steps_per_epoch=image_count // 32)

# source: https://github.com/tensorflow/tensorflow/issues/54299
# symptom: model.fit with dataset.shuffle(num_examples // 2) needs more memory than the whole dataset (~160 GB against ~145 GB for cache-then-full-shuffle)
# expect: TFM011 18
# note: the buffer is half the example count read from the dataset info
import tensorflow as tf
import tensorflow_datasets as tfds


def preprocess(image, label):
    image = tf.image.resize(tf.cast(image, tf.float32) / 255.0, (224, 224))
    return image, label


def make_train_dataset(batch_size=256):
    ds, info = tfds.load("imagenet2012", split="train", as_supervised=True, with_info=True)
    num_examples = info.splits["train"].num_examples
    ds = ds.map(preprocess, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.shuffle(num_examples // 2)
    return ds.batch(batch_size).prefetch(tf.data.AUTOTUNE)


model = tf.keras.applications.ResNet50(weights=None)
model.compile(optimizer="sgd", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(make_train_dataset(), epochs=90)

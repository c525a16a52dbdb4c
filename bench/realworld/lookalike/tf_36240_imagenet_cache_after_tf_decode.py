# source: https://github.com/tensorflow/tensorflow/issues/36240
# note: ImageNet read with tfds (SkipDecoding), decoded and resized with TensorFlow ops in map, then cached in memory as the tf.data guide suggests; no Python function runs in the pipeline (the thread is about how much RAM the cache takes across versions)
import tensorflow as tf
import tensorflow_datasets as tfds

batch_size = 1024


def decode(example):
    image = tf.image.decode_jpeg(example["image"], channels=3)
    image = tf.image.resize(image, [64, 64])
    return tf.cast(image, tf.uint8), example["label"]


dataset, info = tfds.load("imagenet2012:5.0.*", decoders={"image": tfds.decode.SkipDecoding()}, split="train", with_info=True)
dataset = dataset.map(decode, num_parallel_calls=tf.data.experimental.AUTOTUNE).cache()
dataset = dataset.shuffle(10000).batch(batch_size).prefetch(1)

model = tf.keras.applications.ResNet50(weights=None, input_shape=(64, 64, 3), classes=1000)
model.compile(optimizer="sgd", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(dataset, epochs=5, steps_per_epoch=info.splits["train"].num_examples // batch_size)

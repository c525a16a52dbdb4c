# source: https://github.com/larq/zoo/issues/258
# symptom: host memory runs out when the ImageNet training and validation pipelines are cached
# note: the pipeline caches only the output of pure TensorFlow decoding ops (no Python function in the map), then augments after the cache; the memory cost is the intended size of the cached split, chosen by the maintainers for multi-GPU hosts (snippet, imports elsewhere)
def decode_and_resize(example, size=224):
    image = tf.io.decode_jpeg(example["image"], channels=3)
    image = tf.image.resize(image, (size + 32, size + 32))
    return tf.cast(image, tf.uint8), example["label"]


def augment(image, label, size=224):
    image = tf.image.random_crop(image, (size, size, 3))
    image = tf.image.random_flip_left_right(image)
    return tf.cast(image, tf.float32) / 255.0, label


def imagenet_pipeline(split, batch_size, data_dir):
    ds = tfds.load("imagenet2012", split=split, data_dir=data_dir, decoders={"image": tfds.decode.SkipDecoding()})
    ds = ds.map(decode_and_resize, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.cache()
    if split == "train":
        ds = ds.shuffle(10_000).repeat()
        ds = ds.map(augment, num_parallel_calls=tf.data.AUTOTUNE)
    return ds.batch(batch_size).prefetch(tf.data.AUTOTUNE)

# source: https://leyaa.ai/codefly/learn/tensorflow/part-1/tensorflow-caching-datasets/deep
# note: pasted cell without imports; the in-memory cache() holds the decoded, resized images and comes before the tf.numpy_function augmentation, which runs fresh every epoch with a small fixed parallelism
IMG = 128


def decode_and_resize(path, label):
    img = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
    return tf.image.resize(img, (IMG, IMG)) / 255.0, label


def jitter(img):
    out = img + np.random.normal(0.0, 0.02, img.shape).astype(np.float32)
    if np.random.rand() < 0.5:
        out = out[:, ::-1, :]
    return np.clip(out, 0.0, 1.0).astype(np.float32)


def tf_jitter(img, label):
    out = tf.numpy_function(jitter, [img], tf.float32)
    out.set_shape((IMG, IMG, 3))
    return out, label


ds = tf.data.Dataset.from_tensor_slices((paths, labels))
ds = ds.map(decode_and_resize, num_parallel_calls=tf.data.AUTOTUNE)
ds = ds.cache()
ds = ds.map(tf_jitter, num_parallel_calls=4)
ds = ds.shuffle(2048).batch(32).prefetch(tf.data.AUTOTUNE)

model.fit(ds, epochs=20)

# source: https://github.com/tensorflow/tensorflow/issues/53242
# note: the feature request's pipeline: the dataset is cached in memory right before the full shuffle, so the shuffle buffer holds elements the cache already keeps (the rule exempts a full shuffle right after an in-memory cache)
import tensorflow as tf


def some_transformation(i):
    return tf.cast(i, tf.float32) / 100000.0


def random_jitter(x):
    return x + tf.random.normal((), stddev=0.01)


ds = tf.data.Dataset.range(100000)
ds = ds.map(some_transformation)
ds = ds.cache()
ds = ds.shuffle(buffer_size=len(ds))
ds = ds.map(random_jitter).batch(128)

model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(1,))])
model.compile("adam", "mse")
model.fit(ds.map(lambda x: (tf.reshape(x, (-1, 1)), tf.reshape(x, (-1, 1)))), epochs=2)

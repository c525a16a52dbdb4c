# source: https://jackd.github.io/posts/deterministic-tf-part-2/
# note: augmentation noise drawn with TensorFlow ops inside the mapped function (tf.random.uniform, then a stateless draw seeded per element), so every epoch gets new noise; nothing is drawn with NumPy at trace time
import tensorflow as tf

length = 5
epochs = 2


def map_func(x):
    noise = tf.random.uniform(())
    return tf.cast(x, tf.float32) + noise


def stateless_map_func(seed, x):
    noise = tf.random.stateless_uniform((), seed=seed)
    return tf.cast(x, tf.float32) + noise


base = tf.data.Dataset.range(length)
ds = base.map(map_func)
for _ in range(epochs):
    print(list(ds.as_numpy_iterator()))

seeds = tf.data.experimental.RandomDataset(seed=0).batch(2)
ds2 = tf.data.Dataset.zip((seeds, base)).map(stateless_map_func)
for _ in range(epochs):
    print(list(ds2.as_numpy_iterator()))

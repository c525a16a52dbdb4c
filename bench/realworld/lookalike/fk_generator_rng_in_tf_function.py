# source: https://www.tensorflow.org/guide/random_numbers
# note: correct: randomness inside the tf.function comes from a tf.random.Generator created once outside it (the guide's recommended RNG), not from NumPy, so every call draws new values; the function has an input_signature and is called with tensors
import tensorflow as tf

rng = tf.random.Generator.from_seed(1234)


@tf.function(input_signature=[tf.TensorSpec([None, 32, 32, 3], tf.float32)])
def augment(images):
    noise = rng.normal(tf.shape(images), stddev=0.05)
    flips = rng.uniform([tf.shape(images)[0], 1, 1, 1]) < 0.5
    images = tf.where(flips, tf.image.flip_left_right(images), images)
    return tf.clip_by_value(images + noise, 0.0, 1.0)


def training_batches(x, batch_size=128):
    dataset = tf.data.Dataset.from_tensor_slices(x).shuffle(10000).batch(batch_size)
    for batch in dataset:
        yield augment(batch)

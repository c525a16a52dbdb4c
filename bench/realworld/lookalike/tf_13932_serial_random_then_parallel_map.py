# source: https://github.com/tensorflow/tensorflow/issues/13932
# note: mrry's suggestion in that thread: draw the random numbers in a single-threaded map, then run the compute-heavy hue adjustment in a parallel map with a small fixed num_parallel_calls; the random draws are TF ops, not NumPy, so they are not frozen
import numpy as np
import tensorflow as tf

np.random.seed(42)
tf.random.set_seed(42)
images = np.random.rand(100, 64, 64, 3).astype(np.float32)

dataset = tf.data.Dataset.from_tensor_slices(images)
dataset = dataset.map(lambda image: (image, tf.random.uniform([], -0.04, 0.04, seed=42)), num_parallel_calls=1)
dataset = dataset.map(lambda image, adjustment: tf.image.adjust_hue(image, adjustment), num_parallel_calls=8)
dataset = dataset.batch(10)

for batch in dataset:
    print(float(tf.reduce_mean(batch)))

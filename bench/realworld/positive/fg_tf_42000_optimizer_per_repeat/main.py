import numpy as np
import tensorflow as tf

from flow import run_flow

(x, y), _ = tf.keras.datasets.mnist.load_data()
dataset = tf.data.Dataset.from_tensor_slices((x / 255.0, y)).shuffle(10000).batch(64)

if __name__ == "__main__":
    for i in np.arange(10):
        run_flow(dataset, random_seed=int(i))

# source: https://github.com/fengjiran/tensorflow_learning/blob/HEAD/Inpainting/globally_locally/test_tf_dataset.py
# symptom: a TF1 dataset test calls iterator.get_next() inside the loop that runs the session, so every step adds a new IteratorGetNext op to the graph; the graph and step time grow with the number of steps
# expect: TFM010 16
# note: the learning script prints a few elements; the same shape runs for the whole epoch when used to feed training
import numpy as np
import tensorflow as tf

tf.compat.v1.disable_eager_execution()

masks = np.random.rand(2000, 64, 64).astype("float32")
dataset = tf.data.Dataset.from_tensor_slices(masks).shuffle(256).batch(16).repeat()
iterator = tf.compat.v1.data.make_one_shot_iterator(dataset)

with tf.compat.v1.Session() as sess:
    for step in range(5000):
        batch = sess.run(iterator.get_next())
        if step % 500 == 0:
            print(step, batch.shape, batch.mean())

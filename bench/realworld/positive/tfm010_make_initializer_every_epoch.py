# source: https://github.com/tensorflow/tensorflow/issues/23904
# symptom: memory grows linearly with the number of epochs: every epoch builds a new Dataset from the in-memory array (a constant in the graph) and a new make_initializer op on the reusable iterator
# expect: TFM010 17
# note: the dataset and its initializer are rebuilt at the top of each epoch and run right away
import numpy as np
import tensorflow as tf

n_samples, dim, batch_size = 1000 * 1000, 100, 50
features = np.random.randn(n_samples, dim).astype(np.float32)

iterator = tf.data.Iterator.from_structure(tf.float32, tf.TensorShape([None, dim]))
next_batch = iterator.get_next()
objective = tf.reduce_mean(tf.square(next_batch))

with tf.Session() as sess:
    for epoch in range(100):
        epoch_data = tf.data.Dataset.from_tensor_slices(features).batch(batch_size)
        sess.run(iterator.make_initializer(epoch_data))
        total = 0.0
        while True:
            try:
                total += sess.run(objective)
            except tf.errors.OutOfRangeError:
                break
        print(epoch, total)

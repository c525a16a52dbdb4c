# source: https://github.com/tensorflow/tensorflow/issues/20628
# symptom: prefetch_to_device with a 1024-batch buffer fails (anything above 512 errors out) and does not overlap the copies with compute
# expect: TFM011 12
# note: TF1.8 contrib API as in the report; the buffer counts batches of 1024 rows
import numpy as np
import tensorflow as tf

x = tf.placeholder(shape=[None, 128], dtype=tf.float32)
y = tf.placeholder(shape=[None], dtype=tf.float32)

ds = tf.data.Dataset.from_tensor_slices((x, y)).repeat().batch(1024)
ds = ds.apply(tf.contrib.data.prefetch_to_device("/gpu:0", 1024))
it = ds.make_initializable_iterator()
features, targets = it.get_next()

w = tf.get_variable("w", shape=[128, 1])
loss = tf.reduce_mean(tf.square(tf.squeeze(tf.matmul(features, w)) - targets))
train_op = tf.train.AdamOptimizer().minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(it.initializer, feed_dict={x: np.random.rand(100000, 128), y: np.random.rand(100000)})
    for _ in range(1000):
        sess.run(train_op)

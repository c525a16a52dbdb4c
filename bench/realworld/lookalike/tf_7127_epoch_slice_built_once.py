# source: https://github.com/tensorflow/tensorflow/issues/7127
# symptom: training slows and RAM fills when epoch[0] is written inside sess.run
# note: the fix suggested in the thread: a = epoch[0] built once before the loop, the loop only fetches it
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()

epoch = tf.train.limit_epochs(tf.constant([0, 0]), 30)
x = tf.random_normal([64, 32])
w = tf.Variable(tf.zeros([32, 1]))
loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - 1.0))
train_step_run = tf.train.AdamOptimizer(1e-3).minimize(loss)
current = epoch[0]

with tf.Session() as sess:
    sess.run([tf.global_variables_initializer(), tf.local_variables_initializer()])
    try:
        for step in range(100000):
            e, _ = sess.run([current, train_step_run])
    except tf.errors.OutOfRangeError:
        print("done at step", step)

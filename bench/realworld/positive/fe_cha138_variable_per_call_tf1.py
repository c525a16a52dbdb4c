# source: https://it.cha138.com/shida/show-463357.html
# symptom: the post on TF1 variables and scopes: a tf.Variable created inside a function is a node added to the graph that stays there after the function returns, and without a variable scope tf.Variable always creates a new variable (the name just gets a _1, _2 ... suffix)
# expect: TFM002 11
# expect: TFM010 27
# note: a helper that builds its weights with tf.Variable is called from the training loop of a session, so every step adds a fresh set of variables (fc_w_1, fc_w_2, ...) and, to initialize them, a fresh initializer op (one root cause per loop, issue 10 F: TFM010 reports the first construction, `dense(...)` at 27, and the initializer at 28 as a related location)
import numpy as np
import tensorflow as tf


def dense(x, units, name):
    w = tf.Variable(tf.random_normal([int(x.shape[1]), units], stddev=0.1), name=name + "_w")
    b = tf.Variable(tf.zeros([units]), name=name + "_b")
    return tf.matmul(x, w) + b


def batches(n_steps, batch_size=32):
    for _ in range(n_steps):
        x = np.random.rand(batch_size, 4).astype(np.float32)
        yield x, (x.sum(axis=1, keepdims=True) > 2.0).astype(np.float32)


x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])

with tf.Session() as sess:
    for step, (bx, by) in enumerate(batches(1000)):
        logits = dense(x, 1, "fc")
        sess.run(tf.global_variables_initializer())
        out = sess.run(logits, feed_dict={x: bx, y: by})
        if step % 100 == 0:
            print(step, len(tf.global_variables()), float(out.mean()))

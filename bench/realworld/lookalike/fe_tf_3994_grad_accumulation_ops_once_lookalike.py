# source: https://github.com/tensorflow/tensorflow/issues/3994
# symptom: none for memory; the thread is about passing accumulator variables to apply_gradients (a restriction that was later lifted); the pattern shown builds every op once and only runs them in the loop
# note: look-alike: one accumulator variable per trainable variable (a list comprehension of distinct variables), the zero/accumulate/apply ops built once before a while-True loop that only calls sess.run; graph finalized before the loop
import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 10])
y = tf.placeholder(tf.float32, [None, 1])
pred = tf.layers.dense(tf.layers.dense(x, 32, activation=tf.nn.relu), 1)
rmse = tf.sqrt(tf.reduce_mean(tf.square(pred - y)))

opt = tf.train.AdamOptimizer()
tvs = tf.trainable_variables()
accum_vars = [tf.Variable(tf.zeros_like(tv.initialized_value()), trainable=False) for tv in tvs]
zero_ops = [av.assign(tf.zeros_like(av)) for av in accum_vars]
gvs = opt.compute_gradients(rmse, tvs)
accum_ops = [accum_vars[i].assign_add(gv[0]) for i, gv in enumerate(gvs)]
train_step = opt.apply_gradients([(accum_vars[i], gv[1]) for i, gv in enumerate(gvs)])

n_minibatches = 8
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.graph.finalize()
    while True:
        sess.run(zero_ops)
        for _ in range(n_minibatches):
            xs = np.random.rand(64, 10).astype(np.float32)
            sess.run(accum_ops, feed_dict={x: xs, y: xs.sum(axis=1, keepdims=True)})
        sess.run(train_step)

# source: https://github.com/quchunguang/test/blob/HEAD/testpy3/tensorflow3.py
# symptom: none: the graph stays the same size however many steps run
# note: TF1 learning script: the assign/add ops are built once before the loop and the loop only runs them (and evaluates variables), so no op is added per iteration
import tensorflow as tf

tf.compat.v1.disable_eager_execution()

with tf.compat.v1.Session() as sess:
    total = tf.Variable(tf.zeros([1, 2]))
    weights = tf.Variable(tf.random.uniform([1, 2]))
    sess.run(tf.compat.v1.global_variables_initializer())

    update_weights = tf.compat.v1.assign(weights, tf.random.uniform([1, 2], -1.0, 1.0))
    update_total = tf.compat.v1.assign(total, tf.add(total, weights))

    for _ in range(1000):
        sess.run(update_weights)
        sess.run(update_total)
        print(weights.eval(), total.eval())

# source: http://www.tastones.com/zh-tw/stackoverflow/tensorflow/how-to-debug-a-memory-leak-in-tensorflow/use_graph.finalize_to_catch_nodes_being_added_to_the_graph/
# note: the page's remedy: every op (train_op, the squared loss) is built before the session loop and the graph is finalized, so the loop can only run existing nodes
import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 10])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable(tf.zeros([10, 1]))
loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - y))
loss_sq = tf.square(loss)
train_op = tf.train.GradientDescentOptimizer(0.01).minimize(loss)
init = tf.global_variables_initializer()

with tf.Session() as sess:
    sess.run(init)
    sess.graph.finalize()
    for step in range(1000000):
        bx = np.random.rand(32, 10)
        by = bx.sum(axis=1, keepdims=True)
        _, sq = sess.run([train_op, loss_sq], feed_dict={x: bx, y: by})
        if step % 1000 == 0:
            print(step, sq)

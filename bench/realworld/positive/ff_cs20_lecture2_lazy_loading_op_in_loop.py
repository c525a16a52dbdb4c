# source: https://www.scribd.com/document/455975248/02-Lecture-note-TensorFlow-Ops
# symptom: the lecture's "trap of lazy loading": creating the add op inside the loop instead of before it adds a new Add node to the graph on every iteration (ten nodes for ten runs), which TensorBoard and the graph definition show; with thousands of iterations the graph, and the time to load it, keeps growing
# expect: TFM010 18
# note: TensorFlow 1 graph mode, my own variation on the lecture's example: two variables are updated each step from a feed and their sum is logged, but the sum op is written inline in sess.run inside the loop, "to save one line of code" as the lecture puts it
import numpy as np
import tensorflow as tf

x = tf.Variable(10.0, name="x")
y = tf.Variable(20.0, name="y")
delta = tf.placeholder(tf.float32, shape=(), name="delta")
update = tf.group(x.assign_add(delta), y.assign_sub(delta / 2))

with tf.Session() as sess:
    writer = tf.summary.FileWriter("./graphs/lazy_loading", sess.graph)
    sess.run(tf.global_variables_initializer())
    for step in range(10000):
        sess.run(update, feed_dict={delta: np.random.uniform(-1, 1)})
        total = sess.run(tf.add(x, y))
        if step % 1000 == 0:
            print(step, total, len(sess.graph.get_operations()))
    writer.close()

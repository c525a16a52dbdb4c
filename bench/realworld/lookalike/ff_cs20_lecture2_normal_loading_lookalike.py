# source: https://www.scribd.com/document/455975248/02-Lecture-note-TensorFlow-Ops
# note: look-alike, the lecture's "normal loading": every op, including the sum that is logged and the initializer, is created before the session loop; inside the loop only sess.run is called on those ops, with the per-step value fed through a placeholder, so the graph does not change after the loop starts
import numpy as np
import tensorflow as tf

x = tf.Variable(10.0, name="x")
y = tf.Variable(20.0, name="y")
delta = tf.placeholder(tf.float32, shape=(), name="delta")
update = tf.group(x.assign_add(delta), y.assign_sub(delta / 2))
z = tf.add(x, y)
init = tf.global_variables_initializer()

with tf.Session() as sess:
    writer = tf.summary.FileWriter("./graphs/normal_loading", sess.graph)
    sess.run(init)
    for step in range(10000):
        sess.run(update, feed_dict={delta: np.random.uniform(-1, 1)})
        total = sess.run(z)
        if step % 1000 == 0:
            print(step, total, len(sess.graph.get_operations()))
    writer.close()

# source: https://github.com/keras-team/keras/issues/10697
# source: https://www.tensorflow.org/versions/r1.15/api_docs/python/tf/Graph#finalize
# note: TF1 pattern for pushing new data into a variable: the assign op and its placeholder are built once before the loop, the graph is finalized, and the loop only feeds each chunk through feed_dict, so no op is added per chunk
import numpy as np
import tensorflow as tf

CHUNK = 1000000
data = tf.Variable(np.zeros((CHUNK, 1), dtype=np.float32), trainable=False)
new_value = tf.placeholder(tf.float32, shape=(CHUNK, 1))
assign_op = data.assign(new_value)
targets = tf.placeholder(tf.float32, shape=(CHUNK, 1))
pred = tf.layers.dense(data, 1)
loss = tf.reduce_mean(tf.square(pred - targets))
train_op = tf.train.GradientDescentOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.graph.finalize()
    for i in range(40):
        sess.run(assign_op, feed_dict={new_value: np.load("chunks/x_%03d.npy" % i).reshape(CHUNK, 1)})
        _, value = sess.run([train_op, loss], feed_dict={targets: np.load("chunks/y_%03d.npy" % i).reshape(CHUNK, 1)})
        print(i, value)

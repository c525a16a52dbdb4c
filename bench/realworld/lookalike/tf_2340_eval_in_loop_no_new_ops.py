# source: https://github.com/tensorflow/tensorflow/issues/2340
# note: the loop the report shows only evaluates a tensor built before it (a.eval with a session and a feed_dict); no op is created per iteration, so the graph does not grow there
import numpy as np
import tensorflow as tf

gpu_options = tf.GPUOptions(per_process_gpu_memory_fraction=0.1)
session = tf.Session(config=tf.ConfigProto(gpu_options=gpu_options))

input_tensor = tf.placeholder(tf.float32, [32, 336, 84])
flat = tf.reshape(input_tensor, [32, -1])
w = tf.Variable(tf.truncated_normal([336 * 84, 256], stddev=0.01))
a = tf.nn.relu(tf.matmul(flat, w))
session.run(tf.global_variables_initializer())

batch = np.random.rand(32, 336, 84).astype(np.float32)
feed = {input_tensor: batch}
for step in range(1000000):
    out = a.eval(session=session, feed_dict=feed)
    if step % 10000 == 0:
        print(step, out.mean())

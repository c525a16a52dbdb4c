# source: https://github.com/riga/tfdeploy/issues/38
# symptom: a static checker reported that the bias variable in create_tf_model "will be created repeatedly during program execution" because it sits inside a for loop, and suggested creating it before the loop
# note: look-alike: the loop runs once per layer while the graph is being built, and every iteration creates a different layer's weight and bias (kept in a list); the session loop afterwards only runs the finished graph
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


def create_tf_model(n_features, n_layers, units):
    x = tf.placeholder(tf.float32, shape=[None, n_features], name="input")
    y = x
    params = []
    in_dim = n_features
    for i in range(n_layers):
        W = tf.Variable(tf.truncated_normal([in_dim, units], stddev=0.1), name=f"W{i}")
        b = tf.Variable(tf.zeros([units]), name=f"b{i}")
        params.append((W, b))
        y = tf.nn.relu(tf.matmul(y, W) + b)
        in_dim = units
    return x, tf.identity(y, name="output"), params


if __name__ == "__main__":
    x, y, _ = create_tf_model(100, 5, 128)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        batch = np.random.rand(64, 100).astype(np.float32)
        for _ in range(1000):
            sess.run(y, feed_dict={x: batch})

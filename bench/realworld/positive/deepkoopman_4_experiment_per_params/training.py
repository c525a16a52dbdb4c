import time

import numpy as np
import tensorflow as tf


def build_net(params):
    x = tf.placeholder(tf.float64, [params["num_shifts"] + 1, None, params["len_state"]], name="x")
    h = x[0]
    weights = []
    for i, width in enumerate(params["widths"]):
        w = tf.Variable(tf.truncated_normal([int(h.shape[-1]), width], stddev=0.1, dtype=tf.float64), name="W%d" % i)
        h = tf.nn.relu(tf.matmul(h, w))
        weights.append(w)
    y = [h]
    for _ in range(params["num_shifts"]):
        y.append(tf.matmul(y[-1], tf.eye(params["widths"][-1], dtype=tf.float64)))
    return x, y, weights


def try_net(data_train, data_val, params):
    x, y, weights = build_net(params)
    targets = tf.reduce_mean(tf.stack(y[1:]), axis=-1, keepdims=True)
    loss = tf.reduce_mean(tf.square(targets - x[1:, :, :1]))
    loss += params["l2_lam"] * tf.add_n([tf.nn.l2_loss(w) for w in weights])
    optimizer = tf.train.AdamOptimizer(params["learning_rate"]).minimize(loss)

    sess = tf.Session()
    sess.run(tf.global_variables_initializer())
    best = np.inf
    start = time.time()
    for step in range(params["num_steps"]):
        sess.run(optimizer, feed_dict={x: data_train})
        if step % 20 == 0:
            val = sess.run(loss, feed_dict={x: data_val})
            best = min(best, val)
        if time.time() - start > params["max_time"]:
            break
    sess.close()
    return best


def main_exp(params):
    data = np.random.rand(params["num_shifts"] + 1, 512, params["len_state"])
    return try_net(data[:, :400], data[:, 400:], params)

"""Variational Bayesian linear regression with periodic validation."""
import numpy as np
import tensorflow as tf

from metrics import PredictiveMSE

tf1 = tf.compat.v1
tf1.disable_eager_execution()

N, D = 5000, 10
N_ITER = 20000
EVAL_EVERY = 100


def toy_data(n, d, noise=0.1, seed=0):
    rng = np.random.RandomState(seed)
    w = rng.randn(d)
    x = rng.randn(n, d).astype(np.float32)
    return x, (x.dot(w) + noise * rng.randn(n)).astype(np.float32)


def build_model(d):
    x_ph = tf1.placeholder(tf.float32, [None, d])
    y_ph = tf1.placeholder(tf.float32, [None])
    qw_loc = tf1.get_variable("qw_loc", [d])
    qw_scale = tf.nn.softplus(tf1.get_variable("qw_scale", [d]))
    y_post = tf.linalg.matvec(x_ph, qw_loc + qw_scale * tf1.random_normal([d]))
    log_lik = -0.5 * tf.square(y_ph - y_post) / 0.01
    kl = tf.reduce_sum(0.5 * (tf.square(qw_loc) + tf.square(qw_scale)) - tf.math.log(qw_scale))
    train_op = tf1.train.AdamOptimizer(1e-2).minimize(kl / N - tf.reduce_mean(log_lik))
    return x_ph, y_ph, y_post, train_op


def main():
    x_train, y_train = toy_data(N, D)
    x_val, y_val = toy_data(500, D, seed=1)
    x_ph, y_ph, y_post, train_op = build_model(D)
    val_mse = PredictiveMSE(n_samples=100)
    with tf1.Session() as sess:
        sess.run(tf1.global_variables_initializer())
        for it in range(N_ITER):
            idx = np.random.randint(0, N, 256)
            sess.run(train_op, {x_ph: x_train[idx], y_ph: y_train[idx]})
            if it % EVAL_EVERY == 0:
                print("iter %6d  val mse %.4f" % (it, val_mse(sess, y_post, {x_ph: x_val}, y_val)))


if __name__ == "__main__":
    main()

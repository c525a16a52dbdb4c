import numpy as np
import tensorflow as tf


def rbf(A, B, log_ls, log_var):
    sq = tf.reduce_sum(tf.square(A[:, None, :] - B[None, :, :]), -1)
    return tf.exp(log_var) * tf.exp(-0.5 * sq / tf.exp(2.0 * log_ls))


def fit_gp(session, X, Y, X_query, steps=200):
    """Fit GP hyper-parameters on (X, Y) and return the posterior at X_query."""
    X_t = tf.constant(X, dtype=tf.float64)
    Y_t = tf.constant(Y, dtype=tf.float64)
    log_ls = tf.Variable(np.log(0.3), dtype=tf.float64, name="lengthscale")
    log_var = tf.Variable(0.0, dtype=tf.float64, name="variance")
    log_noise = tf.Variable(np.log(1e-2), dtype=tf.float64, name="noise")
    n = X.shape[0]
    K = rbf(X_t, X_t, log_ls, log_var) + tf.exp(log_noise) * tf.eye(n, dtype=tf.float64)
    L = tf.cholesky(K)
    alpha = tf.cholesky_solve(L, Y_t)
    nlml = 0.5 * tf.reduce_sum(Y_t * alpha) + tf.reduce_sum(tf.log(tf.matrix_diag_part(L)))
    train_op = tf.train.AdamOptimizer(0.05).minimize(nlml)
    Kq = rbf(tf.constant(X_query, dtype=tf.float64), X_t, log_ls, log_var)
    mean = tf.matmul(Kq, alpha)
    var = tf.exp(log_var) - tf.reduce_sum(tf.square(tf.matrix_triangular_solve(L, tf.transpose(Kq))), 0)
    session.run(tf.global_variables_initializer())
    for _ in range(steps):
        session.run(train_op)
    return session.run([mean, var])

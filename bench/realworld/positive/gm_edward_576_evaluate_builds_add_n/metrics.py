"""Posterior predictive checks for the Bayesian regression model."""
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1


def posterior_predictive_mse(sess, y_post, feed, y_true, n_samples=100):
    """Monte-Carlo estimate of the held-out MSE.

    Draws ``n_samples`` from the posterior predictive tensor, averages them and
    compares against the observed targets.
    """
    samples = [sess.run(y_post, feed_dict=feed) for _ in range(n_samples)]
    sample_tensors = [tf.constant(s, dtype=tf.float32) for s in samples]
    y_pred = tf.add_n(sample_tensors) / tf.cast(n_samples, tf.float32)
    target = tf.constant(np.asarray(y_true, dtype=np.float32))
    mse = tf.reduce_mean(tf.square(y_pred - target))
    return float(sess.run(mse))


def log_likelihood(sess, log_lik_op, feed):
    return float(np.mean(sess.run(log_lik_op, feed_dict=feed)))

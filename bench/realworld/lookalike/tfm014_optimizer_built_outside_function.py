# source: https://github.com/tensorflow/tensorflow/issues/34983
# symptom: none: the optimizer is constructed once, outside the tf.function, which only calls it; its slot variables are created on the first trace
# note: the advice in the thread: create the optimizer outside the decorated function instead of inside it
import tensorflow as tf

weights = tf.Variable([1.0, 2.0, 3.0], name="weights")
optimizer = tf.keras.optimizers.Adam(0.5)


def neg_log_likelihood():
    return -tf.reduce_mean(tf.reduce_sum(tf.math.log(weights), axis=0))


@tf.function
def fit_step():
    optimizer.minimize(neg_log_likelihood, var_list=[weights])


for _ in range(200):
    fit_step()

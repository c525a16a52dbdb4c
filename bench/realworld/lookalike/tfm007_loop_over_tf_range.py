# source: https://www.tensorflow.org/guide/function#pass_tensors_instead_of_python_literals
# symptom: none: iterating tf.range yields tensors, so the moment order reaches the tf.function as a scalar tensor and it is traced once
# note: the official guide's advice applied to the per-order moment loop of https://github.com/lingxiaoli94/CWB/issues/2
import tensorflow as tf


@tf.function
def kth_moment(samples, k):
    return tf.reduce_mean(tf.pow(samples, tf.cast(k, samples.dtype)), axis=0)


def moment_loss(pred, target, max_order=4):
    loss = tf.constant(0.0)
    for k in tf.range(1, max_order + 1):
        loss += tf.reduce_sum(tf.square(kth_moment(pred, k) - kth_moment(target, k)))
    return loss

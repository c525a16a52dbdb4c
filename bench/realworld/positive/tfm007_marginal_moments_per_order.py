# source: https://github.com/lingxiaoli94/CWB/issues/2
# symptom: the Python loop index k is passed to the tf.function compute_kth_marginal_moment, so every order traces a new graph, and the loss helper runs at every optimisation step ("triggered tf.function retracing")
# expect: TFM007 16
# expect: TFM007 17
import tensorflow as tf


@tf.function
def compute_kth_marginal_moment(samples, k):
    return tf.reduce_mean(tf.pow(samples, k), axis=0)


def moment_matching_loss(pred_samples, target_samples, max_order=4):
    loss = 0.0
    for k in range(1, max_order + 1):
        pred_moment = compute_kth_marginal_moment(pred_samples, k)
        target_moment = compute_kth_marginal_moment(target_samples, k)
        loss += tf.reduce_sum(tf.square(pred_moment - target_moment))
    return loss


def fit_barycenter(pusher, source_sampler, target_samples, steps=5000):
    optimizer = tf.keras.optimizers.Adam(1e-3)
    for _ in range(steps):
        with tf.GradientTape() as tape:
            loss = moment_matching_loss(pusher(source_sampler(1024)), target_samples)
        grads = tape.gradient(loss, pusher.trainable_variables)
        optimizer.apply_gradients(zip(grads, pusher.trainable_variables))
    return pusher

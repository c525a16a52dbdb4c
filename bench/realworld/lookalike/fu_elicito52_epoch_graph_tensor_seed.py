# source: https://github.com/florence-bockting/elicito/pull/52
# note: the PR's layout: train_step is one tf.function built at import time, trainable_variables are collected once outside the loop, and the per-epoch seed pair reaches the graph as a tensor (tf.constant of the epoch index), so the epoch loop calls the same concrete function every time

import numpy as np
import tensorflow as tf
import tensorflow_probability as tfp

tfd = tfp.distributions

N_SIM = 256
N_PARAMS = 3

hyper = {
    "mu": tf.Variable(tf.zeros(N_PARAMS), name="mu"),
    "log_sigma": tf.Variable(tf.zeros(N_PARAMS), name="log_sigma"),
}
trainable_variables = list(hyper.values())
optimizer = tf.keras.optimizers.Adam(learning_rate=0.05)
expert_quantiles = tf.constant([[-1.0, 0.0, 1.0], [0.5, 1.0, 1.5], [2.0, 3.0, 4.0]])


def simulate_and_elicit(seed):
    prior = tfd.Normal(hyper["mu"], tf.exp(hyper["log_sigma"]))
    theta = prior.sample(N_SIM, seed=seed)
    qs = tfp.stats.percentile(theta, [25.0, 50.0, 75.0], axis=0)
    return tf.transpose(qs)


@tf.function(input_signature=[tf.TensorSpec([2], tf.int32)])
def train_step(seed):
    with tf.GradientTape() as tape:
        elicited = simulate_and_elicit(seed)
        loss = tf.reduce_mean(tf.square(elicited - expert_quantiles))
    grads = tape.gradient(loss, trainable_variables)
    tf.debugging.check_numerics(loss, "loss")
    optimizer.apply_gradients(zip(grads, trainable_variables))
    return loss


def sgd_training(epochs=400, base_seed=2024):
    history = []
    for epoch in range(epochs):
        seed = tf.constant([base_seed, epoch], dtype=tf.int32)
        history.append(float(train_step(seed)))
    return np.array(history)


if __name__ == "__main__":
    losses = sgd_training()
    print("final loss %.5f" % losses[-1])
    print({k: v.numpy().round(3) for k, v in hyper.items()})

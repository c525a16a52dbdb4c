# source: https://github.com/JTT94/filterflow/issues/21
# symptom: tf.function retracing warnings; get_gradient_descent_function is called once per learning rate and per dataset, and each call returns a brand-new tf.function that is traced from scratch
# expect: TFM006 41
# note: the factory exists so that a fresh optimizer's variables can be created on a first call; the sweep over learning rates (and datasets) still creates and traces one function per iteration
import numpy as np
import tensorflow as tf


def make_loss(observations):
    obs = tf.constant(observations, dtype=tf.float32)

    def loss_fn(log_phi_x, phi_y):
        pred = tf.exp(log_phi_x)[None, :] * tf.reduce_mean(obs, axis=1, keepdims=True) + tf.reduce_sum(phi_y)
        return tf.reduce_mean((pred - obs[:, : pred.shape[1]]) ** 2)

    return loss_fn


def get_gradient_descent_function():
    @tf.function
    def gradient_descent(loss_fn, n_iter, optimizer, log_phi_x, phi_y, initial_values):
        variables = [log_phi_x, phi_y]
        for var, value in zip(variables, initial_values):
            var.assign(value)
        losses = tf.TensorArray(dtype=tf.float32, size=n_iter)
        for i in tf.range(n_iter):
            with tf.GradientTape() as tape:
                loss = loss_fn(log_phi_x, phi_y)
            grads = tape.gradient(loss, variables)
            optimizer.apply_gradients(zip(grads, variables))
            losses = losses.write(i, loss)
        return losses.stack()

    return gradient_descent


def compare_learning_rates(loss_fn, log_phi_x, phi_y, initial_values, n_iter, learning_rates):
    profiles = []
    for learning_rate in learning_rates:
        optimizer = tf.optimizers.Adam(learning_rate=learning_rate)
        gradient_descent = get_gradient_descent_function()
        profile = gradient_descent(loss_fn, n_iter, optimizer, log_phi_x, phi_y, initial_values)
        profiles.append(profile.numpy())
    return profiles


def main(n_data=10, dx=10, dy=3, n_iter=250):
    rng = np.random.RandomState(0)
    log_phi_x = tf.Variable(tf.ones(dx))
    phi_y = tf.Variable(tf.zeros(dy))
    initial_values = [tf.ones(dx), tf.zeros(dy)]
    learning_rates = np.logspace(-4, -2, 5).astype(np.float32)
    for _ in range(n_data):
        loss_fn = make_loss(rng.normal(size=(150, dx)).astype(np.float32))
        profiles = compare_learning_rates(loss_fn, log_phi_x, phi_y, initial_values, n_iter, learning_rates)
        print([float(p[-1]) for p in profiles])


if __name__ == "__main__":
    main()

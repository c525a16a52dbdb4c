import tensorflow as tf

from model import losses


def build_graph():

    @tf.function(experimental_relax_shapes=True)
    def train_step(np_model, optimizer, x, y, n_C, n_T, training=True):
        with tf.GradientTape() as tape:
            mu, log_sigma = np_model([x, y, n_C, n_T, training])
            _, nll, mse = losses.nll(y[:, n_C:n_T + n_C], mu, log_sigma)
        gradients = tape.gradient(nll, np_model.trainable_variables)
        optimizer.apply_gradients(zip(gradients, np_model.trainable_variables))
        return mu, log_sigma, nll, mse

    return train_step

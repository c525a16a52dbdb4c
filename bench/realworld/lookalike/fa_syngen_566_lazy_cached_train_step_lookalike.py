# source: https://github.com/tdspora/syngen/pull/566
# note: the PR's pattern: the per-batch VAE step is compiled with tf.function lazily, on the first call, and cached on the instance (the wrapper is not hashable, so the bound graph implementation is wrapped once and stored); later batches and epochs reuse the cached function, and .numpy() conversions happen outside the graph
import numpy as np
import tensorflow as tf


class VAEWrapper:
    def __init__(self, model, learning_rate=1e-3, kl_weight=1.0):
        self.model = model
        self.optimizer = tf.keras.optimizers.Adam(learning_rate)
        self.kl_weight = tf.constant(kl_weight)
        self._compiled_train_step = None

    def _train_step_graph_impl(self, batch):
        with tf.GradientTape() as tape:
            reconstruction, z_mean, z_log_var = self.model(batch, training=True)
            recon_loss = tf.reduce_mean(tf.reduce_sum(tf.square(batch - reconstruction), axis=1))
            kl_loss = -0.5 * tf.reduce_mean(tf.reduce_sum(1 + z_log_var - tf.square(z_mean) - tf.exp(z_log_var), axis=1))
            loss = recon_loss + self.kl_weight * kl_loss
        grads = tape.gradient(loss, self.model.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
        return loss, kl_loss

    def _train_step(self, batch):
        if self._compiled_train_step is None:
            self._compiled_train_step = tf.function(self._train_step_graph_impl)
        loss, kl_loss = self._compiled_train_step(batch)
        return float(loss.numpy()), float(kl_loss.numpy())

    def fit(self, data, epochs=30, batch_size=256):
        dataset = tf.data.Dataset.from_tensor_slices(data.astype(np.float32)).shuffle(len(data)).batch(batch_size, drop_remainder=True)
        history = []
        for epoch in range(epochs):
            losses = [self._train_step(batch) for batch in dataset]
            history.append(np.mean(losses, axis=0))
            print(f"epoch {epoch}: loss {history[-1][0]:.4f} kl {history[-1][1]:.4f}")
        return history

import tensorflow as tf


class TfLearner:
    """Minimal policy-gradient learner; update batches come from rollout workers of varying length."""

    TOTAL_LOSS_KEY = "total_loss"

    def __init__(self, module, lr=3e-4, entropy_coeff=0.01):
        self.module = module
        self.optimizer = tf.keras.optimizers.Adam(lr)
        self.entropy_coeff = entropy_coeff
        self._update_fn = tf.function(self._do_update_fn)

    def _do_update_fn(self, batch):
        with tf.GradientTape() as tape:
            logits, values = self.module(batch["obs"], training=True)
            dist_logp = tf.nn.log_softmax(logits)
            logp = tf.gather(dist_logp, batch["actions"], batch_dims=1)
            advantages = batch["returns"] - tf.stop_gradient(values[:, 0])
            policy_loss = -tf.reduce_mean(logp * advantages)
            value_loss = tf.reduce_mean(tf.square(batch["returns"] - values[:, 0]))
            entropy = -tf.reduce_mean(tf.reduce_sum(tf.exp(dist_logp) * dist_logp, axis=-1))
            total = policy_loss + 0.5 * value_loss - self.entropy_coeff * entropy
        grads = tape.gradient(total, self.module.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.module.trainable_variables))
        return {self.TOTAL_LOSS_KEY: total, "entropy": entropy}

    def update(self, batch):
        results = self._update_fn(batch)
        return {k: float(v) for k, v in results.items()}

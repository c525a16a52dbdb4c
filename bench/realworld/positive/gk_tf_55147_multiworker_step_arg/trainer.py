"""Multi-worker trainer for the click-through model."""
import tensorflow as tf


class DistributedTrainer:
    def __init__(self, strategy, model_fn, global_batch_size, warmup_steps=2000,
                 peak_lr=3e-4):
        self.strategy = strategy
        self.global_batch_size = global_batch_size
        self.warmup_steps = warmup_steps
        self.peak_lr = peak_lr
        with strategy.scope():
            self.model = model_fn()
            self.optimizer = tf.keras.optimizers.Adam(peak_lr)
            self.loss_obj = tf.keras.losses.BinaryCrossentropy(
                from_logits=True, reduction=tf.keras.losses.Reduction.NONE)

    def _replica_step(self, features, labels, step):
        warm = tf.minimum(1.0, tf.cast(step + 1, tf.float32) / self.warmup_steps)
        self.optimizer.learning_rate.assign(self.peak_lr * warm)
        with tf.GradientTape() as tape:
            logits = self.model(features, training=True)
            per_example = self.loss_obj(labels, logits)
            loss = tf.nn.compute_average_loss(
                per_example, global_batch_size=self.global_batch_size)
        grads = tape.gradient(loss, self.model.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
        return loss

    @tf.function
    def distributed_step(self, dist_inputs, step):
        features, labels = dist_inputs
        per_replica = self.strategy.run(self._replica_step,
                                        args=(features, labels, step))
        return self.strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)

    def fit(self, dist_dataset, steps, log_every=100):
        for step, batch in enumerate(dist_dataset):
            if step >= steps:
                break
            loss = self.distributed_step(batch, step)
            if step % log_every == 0:
                tf.print("step", step, "loss", loss)
        return self.model

import tensorflow as tf


class Trainer:
    def __init__(self, model, optimizer, loss_fn):
        self.model = model
        self.optimizer = optimizer
        self.loss_fn = loss_fn
        self._step_fn = None

    def _apply_gradient(self, x, y):
        with tf.GradientTape() as tape:
            logits = self.model(x, training=True)
            loss = self.loss_fn(y, logits)
            if self.model.losses:
                loss += tf.math.add_n(self.model.losses)
        grads = tape.gradient(loss, self.model.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
        return tf.reduce_mean(loss)

    def train_step(self, x, y):
        if self._step_fn is None:
            self._step_fn = tf.function(self._apply_gradient, reduce_retracing=True)
        return self._step_fn(x, y)

    def evaluate(self, dataset):
        total, n = 0.0, 0
        for batch_x, batch_y in dataset.repeat(1):
            total += float(tf.reduce_mean(self.loss_fn(batch_y, self.model(batch_x, training=False))))
            n += 1
        return total / max(n, 1)

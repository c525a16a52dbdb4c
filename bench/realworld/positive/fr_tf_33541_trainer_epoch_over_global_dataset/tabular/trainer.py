import tensorflow as tf

from .data import train_batches


class Trainer:
    def __init__(self, model, lr=1e-3):
        self.model = model
        self.optimizer = tf.keras.optimizers.Adam(lr)
        self.loss_fn = tf.keras.losses.BinaryCrossentropy(from_logits=True)
        self.auc = tf.keras.metrics.AUC(from_logits=True)
        self.history = []

    @tf.function
    def _train_epoch(self):
        total, count = 0.0, 0.0
        for x_batch, y_batch in train_batches:
            with tf.GradientTape() as tape:
                logits = self.model(x_batch, training=True)[:, 0]
                loss = self.loss_fn(y_batch, logits)
            grads = tape.gradient(loss, self.model.trainable_weights)
            self.optimizer.apply_gradients(zip(grads, self.model.trainable_weights))
            self.auc.update_state(y_batch, logits)
            total, count = total + loss, count + 1.0
        return total / count

    def fit(self, epochs):
        for epoch in range(epochs):
            epoch_loss = self._train_epoch()
            self.history.append(epoch_loss)
            print(f"epoch {epoch}: loss={float(epoch_loss):.4f} auc={float(self.auc.result()):.4f}")
            self.auc.reset_state()
        return self.history

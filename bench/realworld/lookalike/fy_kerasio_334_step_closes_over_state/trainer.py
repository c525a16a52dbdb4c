import tensorflow as tf


class Trainer:
    def __init__(self, model, learning_rate=1e-3, image_shape=(28, 28)):
        self.model = model
        self.optimizer = tf.keras.optimizers.Adam(learning_rate)
        self.loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.train_loss = tf.keras.metrics.Mean(name="train_loss")
        self.train_acc = tf.keras.metrics.SparseCategoricalAccuracy(name="train_acc")
        spec = [tf.TensorSpec((None,) + tuple(image_shape), tf.float32), tf.TensorSpec((None,), tf.int32)]
        self.train_step = tf.function(self._train_step, input_signature=spec)

    def _train_step(self, x, y):
        with tf.GradientTape() as tape:
            logits = self.model(x, training=True)
            loss = self.loss_fn(y, logits)
        grads = tape.gradient(loss, self.model.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
        self.train_loss.update_state(loss)
        self.train_acc.update_state(y, logits)
        return loss

    def fit(self, dataset, epochs):
        for epoch in range(epochs):
            self.train_loss.reset_state()
            self.train_acc.reset_state()
            for x, y in dataset:
                self.train_step(x, y)
            print(f"epoch {epoch}: loss={self.train_loss.result():.4f} acc={self.train_acc.result():.4f}")

import tensorflow as tf


class TauNet(tf.keras.Model):
    """Keeps the last batch's targets and predictions so callbacks can inspect them."""

    def __init__(self, n_outputs=4):
        super().__init__()
        self.body = [tf.keras.layers.Dense(256, activation="relu") for _ in range(3)]
        self.head = tf.keras.layers.Dense(n_outputs, activation="softmax")
        self.y = None
        self.y_pred = None
        self.sample_weight = None

    def call(self, x, training=False):
        for layer in self.body:
            x = layer(x)
        return self.head(x)

    def train_step(self, data):
        x, y, w = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compiled_loss(y, y_pred, sample_weight=w)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.y, self.y_pred, self.sample_weight = y, y_pred, w
        return {"loss": loss}

# source: https://github.com/tensorflow/addons/issues/2260
# note: correct: gradient accumulation as discussed in the feature request: one non-trainable accumulator variable per trainable weight is created once in the model's constructor (a list of distinct variables), train_step adds into them with assign_add and applies/reset them every N steps; no tensors are kept in Python lists and no variable is created per step
import tensorflow as tf


class AccumModel(tf.keras.Model):
    def __init__(self, n_gradients, inputs, outputs):
        super().__init__(inputs=inputs, outputs=outputs)
        self.n_gradients = tf.constant(n_gradients, dtype=tf.int32)
        self.n_acum_step = tf.Variable(0, dtype=tf.int32, trainable=False)
        self.gradient_accumulation = [
            tf.Variable(tf.zeros_like(v, dtype=tf.float32), trainable=False) for v in self.trainable_variables
        ]

    def train_step(self, data):
        self.n_acum_step.assign_add(1)
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compiled_loss(y, y_pred, regularization_losses=self.losses)
        gradients = tape.gradient(loss, self.trainable_variables)
        for acc, grad in zip(self.gradient_accumulation, gradients):
            acc.assign_add(grad)
        tf.cond(tf.equal(self.n_acum_step, self.n_gradients), self.apply_accu_gradients, lambda: None)
        self.compiled_metrics.update_state(y, y_pred)
        return {m.name: m.result() for m in self.metrics}

    def apply_accu_gradients(self):
        self.optimizer.apply_gradients(zip(self.gradient_accumulation, self.trainable_variables))
        self.n_acum_step.assign(0)
        for acc in self.gradient_accumulation:
            acc.assign(tf.zeros_like(acc))


if __name__ == "__main__":
    inputs = tf.keras.Input((28, 28))
    h = tf.keras.layers.Flatten()(inputs)
    h = tf.keras.layers.Dense(256, activation="relu")(h)
    outputs = tf.keras.layers.Dense(10)(h)
    model = AccumModel(8, inputs, outputs)
    model.compile(optimizer="adam", loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
    (x, y), _ = tf.keras.datasets.mnist.load_data()
    model.fit(x / 255.0, y, batch_size=16, epochs=2)

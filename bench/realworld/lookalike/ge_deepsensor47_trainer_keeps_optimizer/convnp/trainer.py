import numpy as np
import tensorflow as tf


class Trainer:
    def __init__(self, model, lr=5e-5):
        self.model = model
        self.opt = tf.keras.optimizers.Adam(lr)

    def _step(self, task):
        with tf.GradientTape() as tape:
            mean, log_std = self.model(task["x"], training=True)
            nll = 0.5 * tf.square((task["y"] - mean) / tf.exp(log_std)) + log_std
            loss = tf.reduce_mean(nll)
        grads = tape.gradient(loss, self.model.trainable_weights)
        self.opt.apply_gradients(zip(grads, self.model.trainable_weights))
        return loss

    def __call__(self, tasks, batch_size=8):
        order = np.random.permutation(len(tasks))
        batch_losses = []
        for start in range(0, len(order) - batch_size + 1, batch_size):
            idx = order[start:start + batch_size]
            task = {
                "x": tf.concat([tasks[i]["x"] for i in idx], axis=0),
                "y": tf.concat([tasks[i]["y"] for i in idx], axis=0),
            }
            batch_losses.append(float(self._step(task)))
        return batch_losses

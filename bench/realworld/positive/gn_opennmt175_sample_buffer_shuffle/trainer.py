"""Minimal training driver around a Keras Transformer."""
import tensorflow as tf


class Trainer:
    def __init__(self, model_config, vocab_size):
        self.model = tf.keras.Sequential([
            tf.keras.layers.Embedding(vocab_size, model_config.get("dim", 512)),
            tf.keras.layers.Dense(vocab_size),
        ])
        self.optimizer = tf.keras.optimizers.Adam(model_config.get("learning_rate", 2.0e-4))
        self.loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)

    def train(self, dataset, steps):
        for step, (source, target) in enumerate(dataset.take(steps)):
            with tf.GradientTape() as tape:
                logits = self.model(target[:, :-1], training=True)
                loss = self.loss_fn(target[:, 1:], logits)
            grads = tape.gradient(loss, self.model.trainable_variables)
            self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
            if step % 100 == 0:
                print("step", step, "loss", float(loss))

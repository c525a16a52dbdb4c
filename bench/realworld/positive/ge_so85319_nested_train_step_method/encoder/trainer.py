import time

import tensorflow as tf


class EncoderTrainer:
    def __init__(self, encoder_model, learning_rate=1e-4):
        self.encoder_model = encoder_model
        self.optimizer = tf.keras.optimizers.Adam(learning_rate)
        self.epoch_loss = tf.keras.metrics.Mean()

    def train_epoch(self, dataset):
        @tf.function
        def train_step(x_batch):
            with tf.GradientTape() as tape:
                loss = self.encoder_model.compute_loss(x_batch)
            variables = self.encoder_model.trainable_variables
            gradients = tape.gradient(loss, variables)
            self.optimizer.apply_gradients(zip(gradients, variables))
            return loss

        self.epoch_loss.reset_states()
        start = time.time()
        for x_batch in dataset:
            self.epoch_loss.update_state(train_step(x_batch))
        return float(self.epoch_loss.result()), time.time() - start

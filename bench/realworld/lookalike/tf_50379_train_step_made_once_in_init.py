# source: https://github.com/tensorflow/tensorflow/issues/50379
# note: the factory from that thread called once, in the constructor; the per-batch loop calls the stored tf.function, which is traced once
import tensorflow as tf


class Trainer:
    def __init__(self, model, learning_rate=1e-3):
        self.model = model
        self.optimizer = tf.keras.optimizers.Adam(learning_rate)
        self.loss_object = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.train_loss = tf.keras.metrics.Mean(name="train_loss")
        self._train_step = self.make_train_step()

    def make_train_step(self):
        model, optimizer, loss_object, train_loss = self.model, self.optimizer, self.loss_object, self.train_loss

        @tf.function(reduce_retracing=True)
        def train_step(images, labels):
            with tf.GradientTape() as tape:
                loss = loss_object(labels, model(images, training=True))
            optimizer.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
            train_loss(loss)

        return train_step

    def fit_epoch(self, dataset):
        self.train_loss.reset_state()
        for images, labels in dataset:
            self._train_step(images, labels)
        return float(self.train_loss.result())

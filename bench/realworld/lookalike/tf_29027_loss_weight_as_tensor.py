# source: https://github.com/tensorflow/tensorflow/issues/29027
# note: the advice in that thread: do not hand Python numbers that change to a tf.function; the ramped loss weight is passed as a tf.constant, so the step is traced once
import tensorflow as tf


class TwoLossTrainer:
    def __init__(self, model, warmup_epochs=30, max_weight=10.0):
        self.model = model
        self.optimizer = tf.keras.optimizers.Adam(1e-4)
        self.warmup_epochs = warmup_epochs
        self.max_weight = max_weight
        self.ce = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)

    @tf.function
    def train_step(self, images, labels, lam):
        with tf.GradientTape() as tape:
            logits, embedding = self.model(images, training=True)
            loss = self.ce(labels, logits) + lam * tf.reduce_mean(tf.square(embedding))
        grads = tape.gradient(loss, self.model.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
        return loss

    def fit(self, dataset, epochs=100):
        for epoch in range(epochs):
            lam = tf.constant(self.max_weight * min(1.0, epoch / self.warmup_epochs), dtype=tf.float32)
            total = 0.0
            for images, labels in dataset:
                total += float(self.train_step(images, labels, lam))
            print(epoch, float(lam), total)

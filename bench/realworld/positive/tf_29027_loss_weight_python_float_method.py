# source: https://github.com/tensorflow/tensorflow/issues/29027
# symptom: CPU RAM keeps rising with a GPU model trained through tf.function; the thread traces it to Python numbers passed to the function (a new graph per value), such as the lambda in loss_1 + lambda * loss_2
# expect: TFM007 32
# note: the step is a tf.function method; the epoch loop in another method passes the ramped loss weight as a Python float computed from the epoch index
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
            loss_1 = self.ce(labels, logits)
            loss_2 = tf.reduce_mean(tf.square(embedding))
            loss = loss_1 + lam * loss_2
        grads = tape.gradient(loss, self.model.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
        return loss_1, loss_2

    def fit(self, dataset, epochs=100):
        for epoch in range(epochs):
            lam = self.max_weight * min(1.0, epoch / self.warmup_epochs)
            totals = [0.0, 0.0]
            for images, labels in dataset:
                l1, l2 = self.train_step(images, labels, lam)
                totals[0] += float(l1)
                totals[1] += float(l2)
            print(epoch, lam, totals)

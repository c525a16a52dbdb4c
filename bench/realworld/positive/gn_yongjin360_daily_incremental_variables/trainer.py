"""Incremental (daily) training of the item-embedding recommender, TF2 eager."""
import tensorflow as tf


class IncrementalTrainer:
    def __init__(self, model, n_items, learning_rate=1e-3):
        self.model = model
        self.n_items = n_items
        self.optimizer = tf.keras.optimizers.Adam(learning_rate)
        self.loss_fn = tf.keras.losses.BinaryCrossentropy(from_logits=True)

    def start_day(self, day):
        self.global_step = tf.Variable(0, trainable=False, dtype=tf.int64, name="global_step")
        self.item_bias = tf.Variable(tf.zeros([self.n_items]), name="item_bias_%s" % day)
        self.day = day

    def train_batch(self, users, items, labels):
        with tf.GradientTape() as tape:
            logits = self.model([users, items], training=True)
            logits = tf.squeeze(logits, -1) + tf.gather(self.item_bias, items)
            loss = self.loss_fn(labels, logits)
        variables = self.model.trainable_variables + [self.item_bias]
        grads = tape.gradient(loss, variables)
        self.optimizer.apply_gradients(zip(grads, variables))
        self.global_step.assign_add(1)
        return loss

    def run_day(self, dataset):
        total, n = 0.0, 0
        for users, items, labels in dataset:
            total += float(self.train_batch(users, items, labels))
            n += 1
        return total / max(n, 1)

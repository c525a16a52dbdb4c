"""Conditional-logit style choice model trained with a custom loop."""
import tensorflow as tf


class ConditionalLogit(tf.keras.Model):
    def __init__(self, n_shared, n_item_feats, l2=0.0, optimizer="adam", lr=1e-3):
        super().__init__()
        self.shared_w = tf.keras.layers.Dense(1, use_bias=False)
        self.items_w = tf.keras.layers.Dense(1, use_bias=True)
        self.l2 = l2
        self.optimizer = tf.keras.optimizers.get({"class_name": optimizer,
                                                  "config": {"learning_rate": lr}})

    def compute_batch_utility(self, shared_features, items_features, available_items):
        shared_u = self.shared_w(shared_features)
        items_u = tf.squeeze(self.items_w(items_features), axis=-1)
        return items_u + shared_u - 1e9 * (1.0 - available_items)

    def compute_batch_loss(self, shared_features, items_features, available_items, choices):
        utilities = self.compute_batch_utility(shared_features, items_features, available_items)
        nll = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=choices, logits=utilities)
        reg = self.l2 * tf.add_n([tf.reduce_sum(tf.square(w)) for w in self.trainable_weights])
        return tf.reduce_mean(nll) + reg

    @tf.function
    def train_step(self, shared_features, items_features, available_items, choices):
        with tf.GradientTape() as tape:
            loss = self.compute_batch_loss(shared_features, items_features, available_items, choices)
        grads = tape.gradient(loss, self.trainable_weights)
        self.optimizer.apply_gradients(zip(grads, self.trainable_weights))
        return loss

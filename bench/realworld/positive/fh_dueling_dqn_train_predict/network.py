import tensorflow as tf


class DuelingDQN(tf.keras.Model):
    def __init__(self, n_actions):
        super().__init__()
        self.d1 = tf.keras.layers.Dense(128, activation="relu")
        self.d2 = tf.keras.layers.Dense(128, activation="relu")
        self.v = tf.keras.layers.Dense(1)
        self.a = tf.keras.layers.Dense(n_actions)

    def call(self, x):
        h = self.d2(self.d1(x))
        adv = self.a(h)
        return self.v(h) + (adv - tf.reduce_mean(adv, axis=1, keepdims=True))

    def advantage(self, x):
        return self.a(self.d2(self.d1(x)))

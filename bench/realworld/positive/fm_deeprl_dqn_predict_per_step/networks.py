import tensorflow as tf
from tensorflow.keras.layers import Dense, Input


class QNetwork:
    def __init__(self, obs_dim, n_actions, lr=0.005):
        self.net = tf.keras.Sequential([
            Input((obs_dim,)),
            Dense(32, activation="relu"),
            Dense(16, activation="relu"),
            Dense(n_actions),
        ])
        self.net.compile(loss="mse", optimizer=tf.keras.optimizers.Adam(lr))

    def estimate(self, states):
        return self.net.predict(states)

    def learn(self, states, targets):
        self.net.fit(states, targets, epochs=1, verbose=0)

    def copy_from(self, other):
        self.net.set_weights(other.net.get_weights())

import numpy as np
import tensorflow as tf

from learner import TfLearner
from rollouts import collect_episodes


class ActorCritic(tf.keras.Model):
    def __init__(self, n_actions):
        super().__init__()
        self.body = tf.keras.Sequential([tf.keras.layers.Dense(256, activation="tanh"),
                                         tf.keras.layers.Dense(256, activation="tanh")])
        self.pi = tf.keras.layers.Dense(n_actions)
        self.v = tf.keras.layers.Dense(1)

    def call(self, obs, training=False):
        h = self.body(obs, training=training)
        return self.pi(h), self.v(h)


if __name__ == "__main__":
    learner = TfLearner(ActorCritic(n_actions=6))
    for iteration in range(2000):
        episodes = collect_episodes(num_workers=8)
        batch = {k: np.concatenate([ep[k] for ep in episodes]) for k in ("obs", "actions", "returns")}
        print(iteration, len(batch["obs"]), learner.update(batch))

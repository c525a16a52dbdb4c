import numpy as np
import tensorflow as tf
from tensorflow.keras import layers


def preprocess(obs, clip_rewards="tanh"):
    obs = obs.copy()
    with tf.device("cpu:0"):
        obs["image"] = tf.cast(obs["image"], tf.float32) / 255.0 - 0.5
        clip = dict(none=lambda x: x, tanh=tf.tanh)[clip_rewards]
        obs["reward"] = clip(obs["reward"])
    return obs


class Dreamer(tf.Module):

    def __init__(self, config, action_size):
        super().__init__()
        self._c = config
        self._encoder = tf.keras.Sequential([
            layers.Conv2D(32, 4, 2, activation="relu"),
            layers.Conv2D(64, 4, 2, activation="relu"),
            layers.Flatten(),
        ])
        self._cell = layers.GRUCell(config.deter_size)
        self._actor = tf.keras.Sequential([
            layers.Dense(config.units, activation="elu"),
            layers.Dense(action_size),
        ])
        self._action_size = action_size

    def __call__(self, obs, reset, state=None, training=True):
        if state is not None and reset.any():
            mask = tf.cast(1 - reset, tf.float32)[:, None]
            state = tf.nest.map_structure(lambda x: x * mask, state)
        action, state = self.policy(obs, state, training)
        return np.array(action), state

    @tf.function
    def policy(self, obs, state, training):
        if state is None:
            batch = tf.shape(obs["image"])[0]
            state = self._cell.get_initial_state(batch_size=batch, dtype=tf.float32)
        embed = self._encoder(preprocess(obs)["image"])
        feat, state = self._cell(embed, state)
        logits = self._actor(feat)
        if training:
            action = tf.random.categorical(logits, 1)[:, 0]
        else:
            action = tf.argmax(logits, -1)
        return tf.one_hot(action, self._action_size), state

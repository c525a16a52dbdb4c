# source: https://github.com/keiohta/tf2rl/pull/100
# symptom: from TF 2.3 the unit tests print many "triggered tf.function retracing" warnings for VPG._get_action_body and friends; the PR converts the Python arguments of the graph functions to tf.Tensor before calling them
# expect: TFM007 31
# note: my own DDPG-style agent in the library's shape: get_action() is called once per environment step by the trainer loop and hands a Python float exploration scale, decayed with the step count, to the traced body
import gymnasium as gym
import numpy as np
import tensorflow as tf


class DDPGAgent:
    def __init__(self, obs_dim, act_dim, max_action, sigma=0.3, decay_steps=100000):
        self.actor = tf.keras.Sequential([
            tf.keras.Input((obs_dim,)),
            tf.keras.layers.Dense(256, activation="relu"),
            tf.keras.layers.Dense(256, activation="relu"),
            tf.keras.layers.Dense(act_dim, activation="tanh"),
        ])
        self.max_action = max_action
        self.sigma = sigma
        self.decay_steps = decay_steps

    @tf.function
    def _get_action_body(self, state, sigma, max_action):
        action = self.actor(state) * max_action
        action += tf.random.normal(shape=action.shape, mean=0.0, stddev=sigma)
        return tf.clip_by_value(action, -max_action, max_action)

    def get_action(self, state, step, test=False):
        state = np.expand_dims(state, 0).astype(np.float32)
        sigma = 0.0 if test else self.sigma * max(0.0, 1.0 - step / self.decay_steps)
        action = self._get_action_body(tf.constant(state), sigma, self.max_action)
        return action.numpy()[0]


def train(env, agent, max_steps=200000):
    obs, _ = env.reset()
    for step in range(max_steps):
        action = agent.get_action(obs, step)
        obs, reward, terminated, truncated, _ = env.step(action)
        if terminated or truncated:
            obs, _ = env.reset()


env = gym.make("Pendulum-v1")
agent = DDPGAgent(env.observation_space.shape[0], env.action_space.shape[0], float(env.action_space.high[0]))
train(env, agent)

# source: https://github.com/ray-project/ray/pull/19981
# symptom: with framework="tf2" and eager_tracing=True the traced action computation was re-traced far more often than expected, so tf2 ran much slower than graph-mode tf; the PR makes the traced methods take tensors and adds a hard check on the number of re-traces
# expect: TFM007 37
# note: a small eager-traced policy of my own in the style of RLlib's EagerTFPolicy: the sampler passes the global timestep (a Python int incremented every environment step) and the explore flag straight into the tf.function
import gymnasium as gym
import numpy as np
import tensorflow as tf


class EagerTracedPolicy:
    def __init__(self, observation_space, action_space, epsilon_timesteps=10000):
        self.action_space = action_space
        self.model = tf.keras.Sequential([
            tf.keras.Input(observation_space.shape),
            tf.keras.layers.Dense(64, activation="tanh"),
            tf.keras.layers.Dense(64, activation="tanh"),
            tf.keras.layers.Dense(action_space.n),
        ])
        self.epsilon_timesteps = epsilon_timesteps
        self.global_timestep = 0

    @tf.function
    def _compute_actions_helper(self, obs_batch, timestep, explore):
        q_values = self.model(obs_batch)
        greedy = tf.argmax(q_values, axis=-1)
        if not explore:
            return greedy
        epsilon = tf.maximum(0.02, 1.0 - timestep / self.epsilon_timesteps)
        random_actions = tf.random.uniform(tf.shape(greedy), 0, self.action_space.n, dtype=greedy.dtype)
        return tf.where(tf.random.uniform(tf.shape(greedy)) < epsilon, random_actions, greedy)

    def sample(self, env, horizon, explore=True):
        obs, _ = env.reset()
        batch = {"obs": [], "actions": [], "rewards": []}
        for _ in range(horizon):
            obs_t = tf.convert_to_tensor(obs[None], tf.float32)
            action = int(self._compute_actions_helper(obs_t, self.global_timestep, explore)[0])
            self.global_timestep += 1
            next_obs, reward, terminated, truncated, _ = env.step(action)
            batch["obs"].append(obs)
            batch["actions"].append(action)
            batch["rewards"].append(reward)
            obs = next_obs
            if terminated or truncated:
                obs, _ = env.reset()
        return {k: np.asarray(v) for k, v in batch.items()}


env = gym.make("CartPole-v1")
policy = EagerTracedPolicy(env.observation_space, env.action_space)
for iteration in range(200):
    batch = policy.sample(env, horizon=200)
    print(iteration, batch["rewards"].sum())

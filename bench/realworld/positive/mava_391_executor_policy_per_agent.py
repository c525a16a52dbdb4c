# source: https://github.com/instadeepai/Mava/issues/391
# symptom: the tf.function over the executor's _policy makes TF retrace constantly, "which could cause significant performance and memory issues": select_actions calls it in a Python for loop, once per agent, with the agent's key and its own observation
# expect: TFM001 18
# note: the policy is wrapped with tf.function(...) in the executor's __init__ and called per agent and per environment step; the fix in the thread moves the loop inside one tf.function
from typing import Dict

import numpy as np
import sonnet as snt
import tensorflow as tf
import tree


class MADQNFeedForwardExecutor:
    def __init__(self, q_networks: Dict[str, snt.Module], agent_net_keys: Dict[str, str], epsilon: float = 0.05):
        self._q_networks = q_networks
        self._agent_net_keys = agent_net_keys
        self._epsilon = epsilon
        self._policy = tf.function(self._policy_fn)

    def _policy_fn(self, agent: str, observation: tf.Tensor, legal_actions: tf.Tensor) -> tf.Tensor:
        batched_observation = tf.expand_dims(observation, axis=0)
        q_values = self._q_networks[self._agent_net_keys[agent]](batched_observation)
        q_values = tf.where(tf.cast(tf.expand_dims(legal_actions, 0), tf.bool), q_values, -1e9)
        greedy = tf.argmax(q_values, axis=-1, output_type=tf.int32)
        explore = tf.random.uniform([1], maxval=tf.shape(q_values)[-1], dtype=tf.int32)
        return tf.where(tf.random.uniform([1]) < self._epsilon, explore, greedy)[0]

    def select_action(self, agent: str, observation) -> np.ndarray:
        obs = tf.convert_to_tensor(observation.observation, tf.float32)
        legal = tf.convert_to_tensor(observation.legal_actions, tf.float32)
        return self._policy(agent, obs, legal).numpy()

    def select_actions(self, observations) -> Dict[str, np.ndarray]:
        actions = {}
        for agent, observation in observations.items():
            actions[agent] = self.select_action(agent, observation)
        return tree.map_structure(np.asarray, actions)


def run_episode(environment, executor, max_steps=500):
    timestep = environment.reset()
    episode_return = 0.0
    for _ in range(max_steps):
        actions = executor.select_actions(timestep.observation)
        timestep = environment.step(actions)
        episode_return += float(np.mean(list(timestep.reward.values())))
        if timestep.last():
            break
    return episode_return

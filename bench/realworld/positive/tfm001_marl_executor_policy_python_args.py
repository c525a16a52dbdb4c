# source: https://github.com/instadeepai/Mava/issues/346
# symptom: RAM usage keeps increasing until the process is killed; "6 out of the last 6 calls to <function MADQNFeedForwardExecutor._policy> triggered tf.function retracing"
# expect: TFM001 15
# note: the executor's tf.function receives Python objects (the agent id string, an epsilon float from a schedule); it is called for every agent at every environment step from a loop in another function
import tensorflow as tf


class FeedForwardExecutor:
    def __init__(self, q_networks, agent_net_keys, epsilon_schedule):
        self._q_networks = q_networks
        self._agent_net_keys = agent_net_keys
        self._epsilon_schedule = epsilon_schedule
        self._steps = 0

    @tf.function
    def _policy(self, agent, observation, legal_actions, epsilon):
        q_network = self._q_networks[self._agent_net_keys[agent]]
        q_values = q_network(tf.expand_dims(observation, axis=0))[0]
        q_values = tf.where(tf.cast(legal_actions, tf.bool), q_values, -1e9)
        greedy = tf.argmax(q_values, output_type=tf.int32)
        legal = tf.where(tf.cast(legal_actions, tf.bool))[:, 0]
        random_action = tf.cast(tf.random.shuffle(legal)[0], tf.int32)
        return tf.where(tf.random.uniform([]) < epsilon, random_action, greedy)

    def select_actions(self, observations):
        epsilon = self._epsilon_schedule(self._steps)
        self._steps += 1
        return {
            agent: self._policy(agent, obs["observation"], obs["legal_actions"], epsilon)
            for agent, obs in observations.items()
        }


def run_episode(environment, executor):
    timestep = environment.reset()
    while not timestep.last():
        actions = executor.select_actions(timestep.observation)
        timestep = environment.step({agent: int(a) for agent, a in actions.items()})

# source: https://github.com/keiohta/tf2rl/issues/99
# symptom: "6 out of the last 11 calls to <function VPG._get_action_body> triggered tf.function retracing": the action function is called with single states and with batches of states, and with Python objects (the `test` flag) instead of tensors
# expect: TFM001 24
# note: the follow-up PR (keiohta/tf2rl#100) converts the arguments to tensors; the differing batch sizes remain, which an input_signature would cover
import numpy as np
import tensorflow as tf


class VPG(tf.Module):
    def __init__(self, state_dim, action_dim, max_action=1.0):
        super().__init__()
        self.actor = tf.keras.Sequential([
            tf.keras.layers.Dense(64, activation="tanh", input_shape=(state_dim,)),
            tf.keras.layers.Dense(action_dim * 2),
        ])
        self.max_action = max_action

    def get_action(self, state, test=False):
        single = state.ndim == 1
        state = np.expand_dims(state, 0).astype(np.float32) if single else state.astype(np.float32)
        action, logp = self._get_action_body(tf.constant(state), test)
        return (action.numpy()[0], logp.numpy()[0]) if single else (action.numpy(), logp.numpy())

    @tf.function
    def _get_action_body(self, state, test):
        mean, log_std = tf.split(self.actor(state), 2, axis=-1)
        action = mean if test else mean + tf.random.normal(tf.shape(mean)) * tf.exp(log_std)
        logp = -0.5 * tf.reduce_sum(((action - mean) / tf.exp(log_std)) ** 2 + 2 * log_std, axis=-1)
        return tf.tanh(action) * self.max_action, logp


def evaluate(policy, env, episodes=10):
    returns = []
    for _ in range(episodes):
        obs, done, total = env.reset(), False, 0.0
        while not done:
            action, _ = policy.get_action(obs, test=True)
            obs, reward, done, _ = env.step(action)
            total += reward
        returns.append(total)
    return float(np.mean(returns))


def collect_batch(policy, envs):
    states = np.stack([env.state for env in envs])
    return policy.get_action(states)

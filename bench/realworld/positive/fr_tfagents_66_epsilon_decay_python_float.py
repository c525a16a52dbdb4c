# source: https://github.com/tensorflow/agents/pull/66
# symptom: epsilon decay for DQN implemented as a Python float updated on the host each step and handed to the compiled collect policy; the reviewer notes it has to become a TF function of the global_step variable instead, otherwise the graph never sees the change or is retraced for every new value
# expect: TFM007 36
# note: the decayed epsilon is computed from the loop index each step and passed as a Python float to the tf.function collect_step, which traces a new concrete function per distinct value
import gym
import numpy as np
import tensorflow as tf

EPS_START, EPS_MIN, EPS_DECAY = 1.0, 0.05, 0.9995
NUM_STEPS = 100000

env = gym.make("CartPole-v1")
n_actions = env.action_space.n
q_net = tf.keras.Sequential([
    tf.keras.Input(env.observation_space.shape),
    tf.keras.layers.Dense(128, activation="relu"),
    tf.keras.layers.Dense(128, activation="relu"),
    tf.keras.layers.Dense(n_actions),
])


@tf.function
def collect_step(observation, epsilon):
    q_values = q_net(observation[tf.newaxis], training=False)[0]
    greedy = tf.argmax(q_values, output_type=tf.int32)
    explore = tf.random.uniform(()) < epsilon
    random_action = tf.random.uniform((), 0, n_actions, dtype=tf.int32)
    return tf.where(explore, random_action, greedy)


def run(replay, train_fn, train_every=4):
    obs, _ = env.reset(seed=0)
    episode_return, returns = 0.0, []
    for step in range(NUM_STEPS):
        epsilon = max(EPS_MIN, EPS_START * EPS_DECAY ** step)
        action = int(collect_step(tf.constant(obs, tf.float32), epsilon))
        next_obs, reward, terminated, truncated, _ = env.step(action)
        replay.append((obs, action, reward, next_obs, terminated))
        episode_return += reward
        obs = next_obs
        if terminated or truncated:
            returns.append(episode_return)
            obs, _ = env.reset()
            episode_return = 0.0
        if step % train_every == 0 and len(replay) > 1000:
            train_fn(replay)
    return np.array(returns)

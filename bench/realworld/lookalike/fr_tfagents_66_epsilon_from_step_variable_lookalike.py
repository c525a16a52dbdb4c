# source: https://github.com/tensorflow/agents/pull/66
# note: correct: the reviewer's suggestion from the PR: epsilon is a TF function of the global_step variable, computed inside the compiled collect step, so the Python loop passes only an observation tensor (fixed input_signature) and the decay takes effect without retracing
import gym
import numpy as np
import tensorflow as tf

EPS_START, EPS_MIN, EPS_DECAY = 1.0, 0.05, 0.9995
NUM_STEPS = 100000

env = gym.make("CartPole-v1")
n_actions = env.action_space.n
obs_dim = env.observation_space.shape[0]
q_net = tf.keras.Sequential([
    tf.keras.Input((obs_dim,)),
    tf.keras.layers.Dense(128, activation="relu"),
    tf.keras.layers.Dense(128, activation="relu"),
    tf.keras.layers.Dense(n_actions),
])
global_step = tf.Variable(0, dtype=tf.int64, trainable=False)


def epsilon_fn(step):
    decayed = EPS_START * tf.pow(EPS_DECAY, tf.cast(step, tf.float32))
    return tf.maximum(EPS_MIN, decayed)


@tf.function(input_signature=[tf.TensorSpec((obs_dim,), tf.float32)])
def collect_step(observation):
    epsilon = epsilon_fn(global_step)
    global_step.assign_add(1)
    q_values = q_net(observation[tf.newaxis], training=False)[0]
    greedy = tf.argmax(q_values, output_type=tf.int32)
    random_action = tf.random.uniform((), 0, n_actions, dtype=tf.int32)
    return tf.where(tf.random.uniform(()) < epsilon, random_action, greedy)


def run(replay, train_fn, train_every=4):
    obs, _ = env.reset(seed=0)
    returns, episode_return = [], 0.0
    for step in range(NUM_STEPS):
        action = int(collect_step(tf.constant(obs, tf.float32)))
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

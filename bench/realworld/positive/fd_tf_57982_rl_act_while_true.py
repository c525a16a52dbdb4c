# source: https://github.com/tensorflow/tensorflow/issues/57982
# symptom: RAM grows on every call of a @tf.function in TF 2.8-2.10 (not in 2.5); in reinforcement learning the action function is called millions of times, and dropping the decorator makes training about ten times slower
# expect: TFM001 19
# note: the policy's action step is a module-level tf.function without input_signature or reduce_retracing, called once per environment step from a `while True` actor loop that only stops when the learner asks it to
import gym
import numpy as np
import tensorflow as tf

policy = tf.keras.Sequential(
    [
        tf.keras.layers.Input(shape=(6, 6, 7)),
        tf.keras.layers.Conv2D(16, 3, activation="relu"),
        tf.keras.layers.Flatten(),
        tf.keras.layers.Dense(4),
    ]
)


@tf.function
def act(obs, epsilon):
    logits = policy(obs[None], training=False)[0]
    greedy = tf.argmax(logits, output_type=tf.int32)
    explore = tf.random.uniform([]) < epsilon
    return tf.where(explore, tf.random.uniform([], 0, 4, dtype=tf.int32), greedy)


def actor(env, queue, stop_flag):
    obs, _ = env.reset()
    epsilon = tf.constant(0.1)
    while True:
        if stop_flag.is_set():
            break
        action = int(act(tf.convert_to_tensor(obs, tf.float32), epsilon))
        next_obs, reward, terminated, truncated, _ = env.step(action)
        queue.put((obs, action, reward, next_obs, terminated))
        obs = next_obs if not (terminated or truncated) else env.reset()[0]


if __name__ == "__main__":
    import queue
    import threading

    env = gym.make("GridWorld-6x6-v0")
    transitions = queue.Queue(maxsize=10000)
    stop = threading.Event()
    actor(env, transitions, stop)
    print(np.mean([t[2] for t in list(transitions.queue)]))

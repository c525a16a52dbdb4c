import random

import gym
import tensorflow.compat.v1 as tf

from deepq import DiscreteDeepQ

tf.disable_v2_behavior()


def mlp(x):
    return tf.layers.dense(tf.layers.dense(x, 64, tf.nn.tanh), 2)


def run(episodes=2000):
    env = gym.make("CartPole-v1")
    session = tf.Session()
    agent = DiscreteDeepQ(session, mlp, n_actions=2, obs_size=4)
    session.run(tf.global_variables_initializer())
    session.graph.finalize()
    for ep in range(episodes):
        obs, done = env.reset(), False
        while not done:
            act = random.randrange(2)
            new_obs, reward, done, _ = env.step(act)
            agent.store(obs, act, reward, new_obs)
            agent.training_step()
            obs = new_obs


if __name__ == "__main__":
    run()

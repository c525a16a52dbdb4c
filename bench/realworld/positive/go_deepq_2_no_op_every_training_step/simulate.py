import gym
import tensorflow.compat.v1 as tf

from deepq import DiscreteDeepQ

tf.disable_v2_behavior()


def mlp(x):
    h = tf.layers.dense(x, 64, tf.nn.tanh)
    return tf.layers.dense(h, 2)


def run(episodes=2000):
    env = gym.make("CartPole-v1")
    session = tf.Session()
    agent = DiscreteDeepQ(session, mlp, n_actions=2, obs_size=4)
    session.run(tf.global_variables_initializer())
    for ep in range(episodes):
        obs, done, total = env.reset(), False, 0.0
        while not done:
            act = agent.action(obs)
            new_obs, reward, done, _ = env.step(act)
            agent.store(obs, act, reward, new_obs)
            agent.training_step()
            obs, total = new_obs, total + reward
        if ep % 50 == 0:
            print("episode", ep, "return", total)


if __name__ == "__main__":
    run()

"""Training loop: epsilon-greedy rollouts, replay, periodic target copies."""
import gym
import tensorflow as tf

from agent import DoubleDQN
from replay import ReplayBuffer

tf1 = tf.compat.v1
tf1.disable_eager_execution()

TOTAL_STEPS = 1000000
TARGET_EVERY = 1000
BATCH = 32


def main():
    env = gym.make("CartPole-v1")
    buffer = ReplayBuffer(100000)
    with tf1.Session() as sess:
        agent = DoubleDQN(sess, env.observation_space.shape[0], env.action_space.n)
        sess.run(tf1.global_variables_initializer())
        obs = env.reset()
        for step in range(TOTAL_STEPS):
            eps = max(0.05, 1.0 - step / 100000.0)
            action = agent.act(obs, eps)
            nxt, reward, done, _ = env.step(action)
            buffer.add(obs, action, reward, nxt, float(done))
            obs = env.reset() if done else nxt
            if len(buffer) > 1000:
                agent.train(buffer.sample(BATCH))
            if step % TARGET_EVERY == 0:
                agent.sync_target()


if __name__ == "__main__":
    main()

import collections

import gym
import tensorflow as tf

from agent import DQNAgent

EPISODES = 5000
TARGET_UPDATE_STEPS = 500
BATCH_SIZE = 32


def main():
    env = gym.make("CartPole-v1")
    memory = collections.deque(maxlen=50000)
    with tf.Session() as sess:
        agent = DQNAgent(sess, env.observation_space.shape[0], env.action_space.n)
        sess.run(tf.global_variables_initializer())
        agent.update_target_q_weights()
        global_step, epsilon = 0, 1.0
        for episode in range(EPISODES):
            state, done, score = env.reset(), False, 0.0
            while not done:
                action = agent.act(state, epsilon)
                next_state, reward, done, _ = env.step(action)
                memory.append((state, action, reward, next_state, float(done)))
                state, score, global_step = next_state, score + reward, global_step + 1
                if len(memory) > 1000:
                    agent.learn(random_batch(memory, BATCH_SIZE))
                if global_step % TARGET_UPDATE_STEPS == 0:
                    agent.update_target_q_weights()
            epsilon = max(0.05, epsilon * 0.995)
            print("episode %d score %.0f epsilon %.3f" % (episode, score, epsilon))


def random_batch(memory, n):
    import random
    return random.sample(memory, n)


if __name__ == "__main__":
    main()

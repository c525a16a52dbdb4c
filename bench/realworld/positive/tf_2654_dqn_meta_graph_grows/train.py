import argparse
import random
from collections import deque

import gym
import numpy as np
import tensorflow as tf
from keras import backend as K

from q_learning.agent import DQNAgent


def preprocess(frame):
    return np.mean(frame[::2, ::2], axis=2, keepdims=True).astype(np.float32) / 255.0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--env", default="Pong-v0")
    parser.add_argument("--steps", type=int, default=3000000)
    parser.add_argument("--checkpoint-every", type=int, default=25000)
    args = parser.parse_args()

    env = gym.make(args.env)
    sess = tf.Session()
    K.set_session(sess)
    agent = DQNAgent(sess, (105, 80, 1), env.action_space.n)
    sess.run(tf.global_variables_initializer())
    saver = tf.train.Saver(max_to_keep=5)
    memory = deque(maxlen=100000)

    obs = preprocess(env.reset())
    for step in range(args.steps):
        epsilon = max(0.05, 1.0 - step / 1e6)
        action = agent.act(obs, epsilon)
        frame, reward, done, _ = env.step(action)
        next_obs = preprocess(frame)
        memory.append((obs, action, reward, next_obs, float(done)))
        obs = preprocess(env.reset()) if done else next_obs
        if len(memory) >= 10000 and step % 4 == 0:
            batch = [np.array(column) for column in zip(*random.sample(memory, 32))]
            agent.train_step(batch)
        if step % 10000 == 0:
            agent.sync_target()
        if step % args.checkpoint_every == 0:
            saver.save(sess, "checkpoints/dqn", global_step=step)


if __name__ == "__main__":
    main()

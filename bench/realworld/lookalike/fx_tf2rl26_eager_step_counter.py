# source: https://github.com/keiohta/tf2rl/issues/26
# symptom: using a TensorFlow global step in the main loop made the trainer slower than a Python int
# note: eager TF2: the step counter variable is created once before the loop and only assign_add'ed inside it; there is no session graph to grow and no variable creation per step
import time

import numpy as np
import tensorflow as tf


class Trainer:
    def __init__(self, policy, env, replay_buffer, max_steps=int(1e6), logdir="results"):
        self._policy = policy
        self._env = env
        self._replay_buffer = replay_buffer
        self._max_steps = max_steps
        self.writer = tf.summary.create_file_writer(logdir)

    def __call__(self):
        total_steps = tf.Variable(0, dtype=tf.int64, trainable=False, name="total_steps")
        tf.summary.experimental.set_step(total_steps)
        episode_steps, episode_return, n_episode = 0, 0.0, 0
        episode_start = time.perf_counter()
        obs = self._env.reset()
        with self.writer.as_default():
            while int(total_steps) < self._max_steps:
                action = self._policy.get_action(obs)
                next_obs, reward, done, _ = self._env.step(action)
                self._replay_buffer.add(obs=obs, act=action, rew=reward, next_obs=next_obs, done=done)
                episode_steps += 1
                episode_return += reward
                total_steps.assign_add(1)
                obs = next_obs
                if done:
                    fps = episode_steps / (time.perf_counter() - episode_start)
                    tf.summary.scalar("Common/training_return", episode_return)
                    tf.summary.scalar("Common/fps", fps)
                    n_episode += 1
                    print(n_episode, int(total_steps), episode_return)
                    episode_steps, episode_return = 0, 0.0
                    episode_start = time.perf_counter()
                    obs = self._env.reset()

import random

import numpy as np
import tensorflow.compat.v1 as tf


class DiscreteDeepQ:
    def __init__(self, session, q_network, n_actions, obs_size,
                 discount=0.95, batch_size=32, summary_writer=None):
        self.s = session
        self.n_actions = n_actions
        self.batch_size = batch_size
        self.discount = discount
        self.summary_writer = summary_writer
        self.memory = []
        self.iteration = 0
        self.observation = tf.placeholder(tf.float32, (None, obs_size))
        self.target = tf.placeholder(tf.float32, (None,))
        self.action_mask = tf.placeholder(tf.float32, (None, n_actions))
        self.q_values = q_network(self.observation)
        chosen = tf.reduce_sum(self.q_values * self.action_mask, axis=1)
        self.loss = tf.reduce_mean(tf.square(chosen - self.target))
        self.train_op = tf.train.RMSPropOptimizer(1e-3).minimize(self.loss)
        self.summarize = tf.summary.merge_all()

    def action(self, obs, eps=0.1):
        if random.random() < eps:
            return random.randrange(self.n_actions)
        q = self.s.run(self.q_values, {self.observation: obs[None]})
        return int(np.argmax(q[0]))

    def store(self, obs, act, reward, new_obs):
        self.memory.append((obs, act, reward, new_obs))
        if len(self.memory) > 50000:
            self.memory.pop(0)

    def training_step(self):
        if len(self.memory) < self.batch_size:
            return
        batch = random.sample(self.memory, self.batch_size)
        obs = np.stack([b[0] for b in batch])
        new_obs = np.stack([b[3] for b in batch])
        mask = np.eye(self.n_actions)[[b[1] for b in batch]]
        next_q = self.s.run(self.q_values, {self.observation: new_obs}).max(axis=1)
        target = np.array([b[2] for b in batch]) + self.discount * next_q
        calc_summaries = self.summary_writer is not None and self.iteration % 100 == 0
        summary_op = self.summarize if calc_summaries else tf.no_op()
        _, summary = self.s.run([self.train_op, summary_op],
                                {self.observation: obs, self.target: target, self.action_mask: mask})
        if calc_summaries:
            self.summary_writer.add_summary(summary, self.iteration)
        self.iteration += 1

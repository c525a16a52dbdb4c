# source: https://github.com/openai/baselines/issues/1060
# note: the change suggested in that issue: the model creates one tf.train.Saver in its constructor and save/load reuse it, so switching opponents in the runner loop adds nothing to the graph
import random

import tensorflow.compat.v1 as tf


class Model:
    def __init__(self, sess, policy_fn, scope):
        self.sess = sess
        with tf.variable_scope(scope):
            self.policy = policy_fn()
        self.saver = tf.train.Saver(tf.global_variables(scope))

    def save(self, save_path):
        with self.sess.as_default():
            self.saver.save(self.sess, save_path)

    def load(self, load_path):
        with self.sess.as_default():
            self.saver.restore(self.sess, load_path)

    def step(self, obs):
        return self.sess.run(self.policy.action, {self.policy.obs: obs})


def self_play(env, learner, opponent, pool, updates=10000, nsteps=256):
    for update in range(updates):
        opponent.load(random.choice(pool))
        obs = env.reset()
        for _ in range(nsteps):
            obs, _, done, _ = env.step((learner.step(obs[0]), opponent.step(obs[1])))
            if done:
                obs = env.reset()
        if update % 50 == 0:
            path = f"checkpoints/{update:05d}"
            learner.save(path)
            pool.append(path)

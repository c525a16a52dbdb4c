import functools

import tensorflow.compat.v1 as tf

from selfplay.common.tf_util import get_session, load_variables, save_variables


class Model:
    def __init__(self, policy_fn, scope="ppo2_model"):
        self.sess = get_session()
        with tf.variable_scope(scope):
            self.act_model = policy_fn(nbatch=1)
        self.variables = tf.trainable_variables(scope)
        self.save = functools.partial(save_variables, variables=self.variables, sess=self.sess)
        self.load = functools.partial(load_variables, variables=self.variables, sess=self.sess)

    def step(self, obs):
        return self.act_model.step(obs)

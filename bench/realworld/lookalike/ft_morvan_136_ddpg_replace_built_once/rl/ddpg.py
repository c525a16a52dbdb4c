import tensorflow as tf

LR_A, LR_C, GAMMA = 1e-4, 1e-4, 0.9
REPLACE_ITER_A, REPLACE_ITER_C = 1100, 1000


class Actor(object):
    def __init__(self, sess, S, S_, action_dim, action_bound):
        self.sess, self.S = sess, S
        self.a_dim, self.action_bound = action_dim, action_bound
        self.t_replace_counter = 0
        with tf.variable_scope("Actor"):
            self.a = self._build_net(S, "eval_net", trainable=True)
            self.a_ = self._build_net(S_, "target_net", trainable=False)
        self.e_params = tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope="Actor/eval_net")
        self.t_params = tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope="Actor/target_net")
        self.replace = [tf.assign(t, e) for t, e in zip(self.t_params, self.e_params)]

    def _build_net(self, s, scope, trainable):
        with tf.variable_scope(scope):
            net = tf.layers.dense(s, 200, tf.nn.relu6, trainable=trainable)
            net = tf.layers.dense(net, 200, tf.nn.relu6, trainable=trainable)
            act = tf.layers.dense(net, self.a_dim, tf.nn.tanh, trainable=trainable)
            return tf.multiply(act, self.action_bound)

    def add_grad_to_graph(self, a_grads):
        policy_grads = tf.gradients(self.a, self.e_params, a_grads)
        opt = tf.train.RMSPropOptimizer(-LR_A)
        self.train_op = opt.apply_gradients(zip(policy_grads, self.e_params))

    def learn(self, s):
        self.sess.run(self.train_op, feed_dict={self.S: s})
        if self.t_replace_counter % REPLACE_ITER_A == 0:
            self.sess.run(self.replace)
        self.t_replace_counter += 1

    def choose_action(self, s):
        return self.sess.run(self.a, feed_dict={self.S: s[None, :]})[0]


class Critic(object):
    def __init__(self, sess, S, S_, R, a, a_):
        self.sess, self.S, self.S_, self.R, self.a = sess, S, S_, R, a
        self.t_replace_counter = 0
        with tf.variable_scope("Critic"):
            self.q = self._build_net(S, a, "eval_net", trainable=True)
            q_ = self._build_net(S_, a_, "target_net", trainable=False)
        self.e_params = tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope="Critic/eval_net")
        self.t_params = tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope="Critic/target_net")
        self.loss = tf.reduce_mean(tf.squared_difference(R + GAMMA * q_, self.q))
        self.train_op = tf.train.AdamOptimizer(LR_C).minimize(self.loss)
        self.a_grads = tf.gradients(self.q, a)[0]
        self.replace = [tf.assign(t, e) for t, e in zip(self.t_params, self.e_params)]

    def _build_net(self, s, a, scope, trainable):
        with tf.variable_scope(scope):
            net = tf.nn.relu6(tf.layers.dense(s, 200, trainable=trainable)
                              + tf.layers.dense(a, 200, use_bias=False, trainable=trainable))
            return tf.layers.dense(net, 1, trainable=trainable)

    def learn(self, s, a, r, s_):
        self.sess.run(self.train_op, feed_dict={self.S: s, self.a: a, self.R: r, self.S_: s_})
        if self.t_replace_counter % REPLACE_ITER_C == 0:
            self.sess.run(self.replace)
        self.t_replace_counter += 1

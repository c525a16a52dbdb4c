import tensorflow as tf


class Estimator(object):
    """Q-value estimator for stacked 84x84 frames."""

    def __init__(self, scope="estimator", num_actions=4):
        self.scope = scope
        self.num_actions = num_actions
        with tf.variable_scope(scope):
            self.X_pl = tf.placeholder(shape=[None, 84, 84, 4], dtype=tf.uint8, name="X")
            self.y_pl = tf.placeholder(shape=[None], dtype=tf.float32, name="y")
            self.actions_pl = tf.placeholder(shape=[None], dtype=tf.int32, name="actions")
            X = tf.to_float(self.X_pl) / 255.0
            conv1 = tf.layers.conv2d(X, 32, 8, 4, activation=tf.nn.relu)
            conv2 = tf.layers.conv2d(conv1, 64, 4, 2, activation=tf.nn.relu)
            conv3 = tf.layers.conv2d(conv2, 64, 3, 1, activation=tf.nn.relu)
            fc1 = tf.layers.dense(tf.layers.flatten(conv3), 512, activation=tf.nn.relu)
            self.predictions = tf.layers.dense(fc1, num_actions)
            idx = tf.stack([tf.range(tf.shape(self.X_pl)[0]), self.actions_pl], axis=1)
            action_q = tf.gather_nd(self.predictions, idx)
            self.loss = tf.reduce_mean(tf.squared_difference(self.y_pl, action_q))
            self.train_op = tf.train.RMSPropOptimizer(0.00025, 0.99, 0.0, 1e-6).minimize(self.loss)

    def predict(self, sess, s):
        return sess.run(self.predictions, {self.X_pl: s})

    def update(self, sess, s, a, y):
        _, loss = sess.run([self.train_op, self.loss], {self.X_pl: s, self.y_pl: y, self.actions_pl: a})
        return loss


class ModelParametersCopier():
    """Copies model parameters of one estimator to another."""

    def __init__(self, estimator1, estimator2):
        e1_params = sorted([t for t in tf.trainable_variables() if t.name.startswith(estimator1.scope)],
                           key=lambda v: v.name)
        e2_params = sorted([t for t in tf.trainable_variables() if t.name.startswith(estimator2.scope)],
                           key=lambda v: v.name)
        self.update_ops = []
        for e1_v, e2_v in zip(e1_params, e2_params):
            op = e2_v.assign(e1_v)
            self.update_ops.append(op)

    def make(self, sess):
        sess.run(self.update_ops)

"""CycleGAN-VC2 style voice conversion model (TF1 graph mode), summaries built once."""
import tensorflow as tf


class CycleGAN2(object):
    def __init__(self, num_features, lambda_cycle=10.0):
        self.num_features = num_features
        self.lambda_cycle = lambda_cycle
        self.input_A = tf.placeholder(tf.float32, [None, num_features, None], name="input_A")
        self.input_B = tf.placeholder(tf.float32, [None, num_features, None], name="input_B")
        self.lr_g = tf.placeholder(tf.float32, None, name="lr_g")
        self._build()
        self.generator_summaries = self._summary()
        self.sess = tf.Session()
        self.sess.run(tf.global_variables_initializer())
        self.writer = tf.summary.FileWriter("./log", self.sess.graph)
        self.sess.graph.finalize()

    def _generator(self, x, scope, reuse=False):
        with tf.variable_scope(scope, reuse=reuse):
            h = tf.layers.conv1d(tf.transpose(x, [0, 2, 1]), 128, 5, padding="same", activation=tf.nn.relu)
            h = tf.layers.conv1d(h, self.num_features, 5, padding="same")
            return tf.transpose(h, [0, 2, 1])

    def _build(self):
        fake_B = self._generator(self.input_A, "gen_A2B")
        cycle_A = self._generator(fake_B, "gen_B2A")
        fake_A = self._generator(self.input_B, "gen_B2A", reuse=True)
        cycle_B = self._generator(fake_A, "gen_A2B", reuse=True)
        self.cycle_loss = tf.reduce_mean(tf.abs(self.input_A - cycle_A)) + tf.reduce_mean(tf.abs(self.input_B - cycle_B))
        self.generator_loss = self.lambda_cycle * self.cycle_loss
        self.train_op = tf.train.AdamOptimizer(self.lr_g, beta1=0.5).minimize(self.generator_loss)

    def _summary(self):
        with tf.name_scope("generator_summaries"):
            cycle_summary = tf.summary.scalar("cycle_loss", self.cycle_loss)
            gen_summary = tf.summary.scalar("generator_loss", self.generator_loss)
            return tf.summary.merge([cycle_summary, gen_summary])

    def train(self, batch_A, batch_B, lr):
        loss, _, summaries = self.sess.run(
            [self.generator_loss, self.train_op, self.generator_summaries],
            feed_dict={self.input_A: batch_A, self.input_B: batch_B, self.lr_g: lr})
        return loss, summaries

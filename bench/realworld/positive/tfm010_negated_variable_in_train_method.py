# source: https://github.com/tensorflow/tensorflow/issues/9646
# symptom: memory keeps growing and each call gets slower when the train function fetches sess.run(-var) thousands of times: the negation is a new Neg op on every call
# expect: TFM010 20
# note: the leaky expression sits in a method called once per episode from main()
import numpy as np
import tensorflow as tf


class ValueLearner:
    def __init__(self, sess, n_actions=4):
        self.sess = sess
        self.q = tf.Variable(tf.zeros([n_actions]), name="q_values")
        self.target = tf.placeholder(tf.float32, [n_actions])
        loss = tf.reduce_sum(tf.square(self.target - self.q))
        self.train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

    def train(self, target):
        self.sess.run(self.train_op, feed_dict={self.target: target})
        # costs are the negated values; fetching `-self.q` builds the negation again each time
        return self.sess.run(-self.q)


def main():
    sess = tf.Session()
    learner = ValueLearner(sess)
    sess.run(tf.global_variables_initializer())
    for episode in range(20000):
        costs = learner.train(np.random.rand(4).astype(np.float32))
        if episode % 1000 == 0:
            print(episode, costs.min())


if __name__ == "__main__":
    main()

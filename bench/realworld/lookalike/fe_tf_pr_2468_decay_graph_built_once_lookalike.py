# source: https://github.com/tensorflow/tensorflow/pull/2468
# symptom: none; this is how the reviewer asked the decay tests to be written ("creates the graph once and passes the proper parameters as inputs to the function ... as it's done for the exponential case")
# note: look-alike: the global step is a placeholder, the decay op is built once before the loop, and the loop only evaluates it with a different feed each step
import math

import tensorflow as tf


class NaturalExpDecayTest(tf.test.TestCase):

    def testDecay(self):
        initial_lr = 0.1
        decay_steps = 10
        decay_rate = 0.96
        with self.test_session():
            step = tf.placeholder(tf.int32, [])
            decayed = tf.train.natural_exp_decay(initial_lr, step, decay_steps, decay_rate)
            for i in range(decay_steps + 1):
                expected = initial_lr * math.exp(-decay_rate * i / decay_steps)
                self.assertAllClose(decayed.eval(feed_dict={step: i}), expected, 1e-6)


if __name__ == "__main__":
    tf.test.main()

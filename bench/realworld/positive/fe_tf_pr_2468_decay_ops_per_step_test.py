# source: https://github.com/tensorflow/tensorflow/pull/2468
# symptom: review of the new learning-rate decay tests: "these tests are creating 10 copies of the graph -- can you rewrite the test so that it creates the graph once and passes the proper parameters as inputs to the function?"
# expect: TFM010 19
# expect: TFM010 29
# note: a graph-mode test case: each test method loops over the global step, builds a fresh decay op for every step and evaluates it with .eval() in the test session, so the default graph grows by one decay subgraph per step; two test methods, one loop each
import math

import tensorflow as tf


class LearningRateDecayTest(tf.test.TestCase):

    def testNaturalExpDecay(self):
        initial_lr = 0.1
        decay_steps = 10
        decay_rate = 0.96
        with self.test_session():
            for step in range(0, decay_steps + 1):
                decayed = tf.train.natural_exp_decay(initial_lr, step, decay_steps, decay_rate)
                expected = initial_lr * math.exp(-decay_rate * step / decay_steps)
                self.assertAllClose(decayed.eval(), expected, 1e-6)

    def testInverseTimeDecayStaircase(self):
        initial_lr = 0.1
        decay_steps = 5
        decay_rate = 0.5
        with self.test_session():
            for step in range(0, 3 * decay_steps):
                decayed_inv = tf.train.inverse_time_decay(
                    initial_lr, step, decay_steps, decay_rate, staircase=True)
                expected = initial_lr / (1 + decay_rate * (step // decay_steps))
                self.assertAllClose(decayed_inv.eval(), expected, 1e-6)


if __name__ == "__main__":
    tf.test.main()

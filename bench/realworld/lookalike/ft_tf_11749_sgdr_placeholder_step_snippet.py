# source: https://github.com/tensorflow/tensorflow/pull/11749
# symptom: reviewer asked to drop the per-step assign of the global step in the SGDR decay test
# note: version following the review: the step is a placeholder and the decayed rate is built once before the loop; each iteration only evaluates it with a feed_dict (sgdr_decay, math and the TF test module come from the surrounding file)
class SGDRDecayTest(test_util.TensorFlowTestCase):

    def get_original_values(self, lr, t_e, mult_factor, iter_per_epoch, epochs):
        m_mul, t_i, t_cur, values = 1.0, t_e, 0, []
        for _ in range(epochs * iter_per_epoch):
            values.append(lr * m_mul * 0.5 * (1.0 + math.cos(math.pi * t_cur / t_i)))
            t_cur += 1.0 / iter_per_epoch
            if t_cur >= t_i:
                t_cur, t_i = 0, t_i * mult_factor
        return values

    def testSGDR(self):
        with self.test_session():
            step = tf.placeholder(tf.int32, [])
            decay = sgdr_decay(0.1, step, initial_period_steps=10, t_mul=2.0, m_mul=1.0)
            expected = self.get_original_values(0.1, 10, 2.0, 1, 150)
            for i, want in enumerate(expected):
                self.assertAllClose(decay.eval(feed_dict={step: i}), want, 1e-6)

# source: https://github.com/tensorflow/tensorflow/pull/11749
# symptom: review comment: each call to .assign() adds a new node to the graph, which requires 're-compiling' the graph for each step; use a placeholder for the step instead
# expect: TFM010 23
# note: the SGDR test as first submitted: the global step is a Variable moved with step.assign(i) inside the loop that evaluates the decayed learning rate; sgdr_decay and the TF test module come from the surrounding file
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
            step = tf.Variable(0)
            decay = sgdr_decay(0.1, step, initial_period_steps=10, t_mul=2.0, m_mul=1.0)
            tf.global_variables_initializer().run()
            expected = self.get_original_values(0.1, 10, 2.0, 1, 150)
            for i, want in enumerate(expected):
                step.assign(i).eval()
                self.assertAllClose(decay.eval(), want, 1e-6)

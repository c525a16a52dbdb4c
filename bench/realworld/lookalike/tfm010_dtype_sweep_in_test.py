# source: https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/kernel_tests/nn_ops/rnn_cell_test.py
# note: resembles a leak: a TF1-style test builds ops and runs them inside a loop
# note: a bounded parameter sweep as in TensorFlow's own RNN cell tests: the loop runs twice, over a literal list of dtypes, and each pass builds its ops in a fresh tf.Graph of its own session
import numpy as np
import tensorflow as tf


class StackedLSTMTest(tf.test.TestCase):

    def testStackedBasicLSTM(self):
        for dtype in [tf.float16, tf.float32]:
            np_dtype = dtype.as_numpy_dtype
            with self.session(graph=tf.Graph()) as sess:
                with tf.variable_scope("root", initializer=tf.constant_initializer(0.5)):
                    x = tf.zeros([1, 2], dtype=dtype)
                    state = tf.zeros([1, 8], dtype=dtype)
                    cell = tf.nn.rnn_cell.MultiRNNCell(
                        [tf.nn.rnn_cell.BasicLSTMCell(2, state_is_tuple=False) for _ in range(2)],
                        state_is_tuple=False)
                    output, new_state = cell(x, state)
                sess.run([tf.global_variables_initializer()])
                out, st = sess.run([output, new_state],
                                   {x.name: np.array([[1.0, 1.0]]), state.name: 0.1 * np.ones([1, 8])})
                self.assertEqual(out.dtype, np_dtype)
                self.assertEqual(st.shape, (1, 8))


if __name__ == "__main__":
    tf.test.main()

# source: https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/eager/forwardprop_test.py
# symptom: none: the inner tf.function is created while the outer one is traced, once per trace of the outer function, not once per call
# note: TensorFlow's own forward-mode test nests a tf.function inside a tf.function (testFunctionGradInFunctionPureForward)
import tensorflow as tf


@tf.function
def take_gradients():
    @tf.function
    def f(x):
        return x ** 3.5

    primal = tf.constant(1.1)
    with tf.autodiff.ForwardAccumulator(primal, tf.constant(1.0)) as outer_acc:
        with tf.autodiff.ForwardAccumulator(primal, tf.constant(1.0)) as acc:
            primal_out = f(primal)
    inner_jvp = acc.jvp(primal_out)
    outer_jvp = outer_acc.jvp(inner_jvp)
    return primal_out, inner_jvp, outer_jvp


for _ in range(10):
    value, first, second = take_gradients()

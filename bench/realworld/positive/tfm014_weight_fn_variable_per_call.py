# source: https://github.com/tensorflow/tensorflow/issues/51453
# symptom: ValueError: A tf.Variable created inside your tf.function has been garbage-collected (the helper is called about 50 times to create every weight)
# expect: TFM002 10
# note: a tf.Variable created in a traced body is TFM002's pattern (variable-created-in-loop reports it inside tf.functions and Keras-traced code); TFM014 covers the other stateful objects, so each pattern has one rule
import tensorflow as tf


@tf.function
def weight_fn(shape, stddev=0.1):
    return tf.Variable(tf.random.truncated_normal(shape, stddev=stddev))


class PlainMLP(tf.Module):
    def __init__(self, sizes, name=None):
        super().__init__(name=name)
        self.kernels = []
        self.biases = []
        for fan_in, fan_out in zip(sizes[:-1], sizes[1:]):
            self.kernels.append(weight_fn([fan_in, fan_out]))
            self.biases.append(tf.Variable(tf.zeros([fan_out])))

    def __call__(self, x):
        for w, b in zip(self.kernels[:-1], self.biases[:-1]):
            x = tf.nn.relu(x @ w + b)
        return x @ self.kernels[-1] + self.biases[-1]


net = PlainMLP([784] + [256] * 48 + [10])

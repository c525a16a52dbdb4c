# source: https://www.tensorflow.org/guide/function
# note: resembles a leak: a tf.function that owns a variable is called every step
# note: the guide's pattern for state in a tf.function: the variable is created only on the first trace, behind an `if self.v is None:` guard, and reused on every later call
import tensorflow as tf


class RunningMax(tf.Module):
    def __init__(self):
        super().__init__()
        self.v = None

    @tf.function
    def __call__(self, x):
        if self.v is None:
            self.v = tf.Variable(tf.fill(tf.shape(x), float("-inf")))
        self.v.assign(tf.maximum(self.v, x))
        return self.v.read_value()


tracker = RunningMax()
for step in range(10000):
    peak = tracker(tf.random.normal([16]))

import numpy as np
import tensorflow.compat.v1 as tf


class FC:
    def __init__(self, output_dim, input_dim=None, activation=None, ensemble_size=1):
        self.input_dim, self.output_dim = input_dim, output_dim
        self.activation, self.ensemble_size = activation, ensemble_size
        self.weights = self.biases = None

    def construct_vars(self):
        init = tf.truncated_normal_initializer(stddev=1 / (2 * np.sqrt(self.input_dim)))
        self.weights = tf.get_variable("weights", [self.ensemble_size, self.input_dim, self.output_dim], initializer=init)
        self.biases = tf.get_variable("biases", [self.ensemble_size, 1, self.output_dim],
                                      initializer=tf.constant_initializer(0.0))

    def __call__(self, x):
        y = tf.matmul(x, self.weights) + self.biases
        return y * tf.sigmoid(y) if self.activation == "swish" else y

    def get_model_vars(self, idx, sess):
        weights, biases = sess.run([self.weights[idx], self.biases[idx]])
        return {"weights": weights, "biases": biases}

    def set_model_vars(self, values, sess):
        updates = [tf.assign(self.weights, values["weights"]), tf.assign(self.biases, values["biases"])]
        sess.run(updates)

# source: https://github.com/NoteDance/optimizers/issues/2
# symptom: training with the Ranger optimizer fails: ValueError: tf.function only supports singleton tf.Variables created on the first call
# expect: TFM002 25
# note: a Keras 3 optimizer subclass whose update_step makes a float32 copy of every weight as a new tf.Variable; Keras runs update_step inside its traced train function on every step
import tensorflow as tf
from tensorflow import keras


class Ranger(keras.optimizers.Optimizer):
    def __init__(self, learning_rate=1e-3, beta_1=0.95, beta_2=0.999, epsilon=1e-5, k=6, alpha=0.5, name="ranger", **kwargs):
        super().__init__(learning_rate=learning_rate, name=name, **kwargs)
        self.beta_1, self.beta_2, self.epsilon = beta_1, beta_2, epsilon
        self.k, self.alpha = k, alpha

    def build(self, var_list):
        if self.built:
            return
        super().build(var_list)
        self._m = [self.add_variable_from_reference(v, "m") for v in var_list]
        self._v = [self.add_variable_from_reference(v, "v") for v in var_list]
        self._slow = [self.add_variable_from_reference(v, "slow") for v in var_list]

    def update_step(self, gradient, variable, learning_rate):
        gradient = tf.cast(gradient, "float32")
        variable_fp32 = tf.Variable(tf.cast(variable, "float32"))
        lr = tf.cast(learning_rate, variable_fp32.dtype)
        idx = self._get_variable_index(variable)
        m, v = self._m[idx], self._v[idx]
        step = tf.cast(self.iterations + 1, "float32")
        m.assign(self.beta_1 * m + (1.0 - self.beta_1) * gradient)
        v.assign(self.beta_2 * v + (1.0 - self.beta_2) * tf.square(gradient))
        m_hat = m / (1.0 - tf.pow(self.beta_1, step))
        v_hat = v / (1.0 - tf.pow(self.beta_2, step))
        variable_fp32.assign_sub(lr * m_hat / (tf.sqrt(v_hat) + self.epsilon))
        variable.assign(tf.cast(variable_fp32, variable.dtype))


if __name__ == "__main__":
    model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(8), keras.layers.Dense(1)])
    model.compile(optimizer=Ranger(), loss="mse")
    x = tf.random.normal((256, 16))
    model.fit(x, tf.reduce_sum(x, axis=1, keepdims=True), epochs=2)

import numpy as np
import tensorflow as tf


class GaussianPlusExpPDF:
    def __init__(self, low, high):
        self.low, self.high = low, high

    def log_prob(self, x, mu, sigma, lam, frac):
        gauss = tf.exp(-0.5 * ((x - mu) / sigma) ** 2) / (sigma * np.sqrt(2 * np.pi))
        norm_exp = lam / (tf.exp(-lam * self.low) - tf.exp(-lam * self.high))
        expo = norm_exp * tf.exp(-lam * x)
        return tf.math.log(frac * gauss + (1.0 - frac) * expo)


class UnbinnedNLL:
    def __init__(self, pdf, data):
        self.pdf = pdf
        self.data = tf.convert_to_tensor(data, dtype=tf.float64)

    def value_and_gradient(self, params):
        @tf.function
        def _value_and_gradient(values):
            with tf.GradientTape() as tape:
                tape.watch(values)
                nll = -tf.reduce_sum(self.pdf.log_prob(self.data, *tf.unstack(values)))
            return nll, tape.gradient(nll, values)

        return _value_and_gradient(tf.convert_to_tensor(params, dtype=tf.float64))

    def minimize(self, start, lr=1e-4, steps=300, tol=1e-6):
        params = np.array(start, dtype=np.float64)
        last = np.inf
        for _ in range(steps):
            value, grad = self.value_and_gradient(params)
            params = params - lr * grad.numpy()
            params[3] = np.clip(params[3], 0.01, 0.99)
            if abs(last - float(value)) < tol:
                break
            last = float(value)
        return params, last

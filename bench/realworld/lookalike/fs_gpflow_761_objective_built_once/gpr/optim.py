import numpy as np
import scipy.optimize
import tensorflow as tf


class ScipyTrainer(object):
    """L-BFGS-B on the GP hyper-parameters; the optimisation tensors are built on the first call only."""

    def __init__(self, session):
        self.session = session
        self.history = []
        self._model = None
        self._loss = None

    def _build(self, model):
        self._model = model
        self._loss = tf.negative(model.log_marginal_likelihood(), name="objective")
        self._grads = tf.gradients(self._loss, model.trainable_params)
        self._values = [tf.placeholder(tf.float64, p.shape) for p in model.trainable_params]
        self._assign = tf.group(*[p.assign(v) for p, v in zip(model.trainable_params, self._values)])

    def minimize(self, model, feed_dict, maxiter=1000):
        if self._loss is None:
            self._build(model)
        elif model is not self._model:
            raise ValueError("this trainer is bound to another model")

        def fun(x):
            self.session.run(self._assign, feed_dict={v: xi for v, xi in zip(self._values, x)})
            f, g = self.session.run([self._loss, self._grads], feed_dict=feed_dict)
            return f, np.array(g, dtype=np.float64)

        x0 = np.array(self.session.run(model.trainable_params), dtype=np.float64)
        result = scipy.optimize.minimize(fun, x0, jac=True, method="L-BFGS-B",
                                         callback=lambda xk: self.history.append(xk.copy()),
                                         options={"maxiter": maxiter})
        fun(result.x)
        return result

import numpy as np
import scipy.optimize
import tensorflow as tf


class ScipyTrainer(object):
    """L-BFGS-B on the GP hyper-parameters through scipy.optimize.minimize."""

    def __init__(self, session):
        self.session = session
        self.history = []

    def minimize(self, model, feed_dict, maxiter=1000):
        params = model.trainable_params
        loss = tf.negative(model.log_marginal_likelihood(), name="objective")
        grads = tf.gradients(loss, params)
        values = [tf.placeholder(tf.float64, p.shape) for p in params]
        assign = tf.group(*[p.assign(v) for p, v in zip(params, values)])

        def fun(x):
            self.session.run(assign, feed_dict={v: xi for v, xi in zip(values, x)})
            f, g = self.session.run([loss, grads], feed_dict=feed_dict)
            return f, np.array(g, dtype=np.float64)

        x0 = np.array(self.session.run(params), dtype=np.float64)
        result = scipy.optimize.minimize(fun, x0, jac=True, method="L-BFGS-B",
                                         callback=lambda xk: self.history.append(xk.copy()),
                                         options={"maxiter": maxiter})
        fun(result.x)
        return result

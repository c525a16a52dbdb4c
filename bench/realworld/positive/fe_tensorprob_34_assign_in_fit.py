# source: https://github.com/tensorprob/tensorprob/pull/34
# symptom: "Avoid cluttering the graph with assign ops": before the PR, setting parameter values (Model.assign) and every fit() call added new assign ops to the model's graph, so repeated fits made the graph grow
# expect: TFM010 19
# note: TF1 model class in the library's style: assign() builds tf.assign ops from the values it is given and runs them; fit() restarts the optimizer from several starting points and calls assign() once per restart, and the caller fits one toy dataset after another
import numpy as np
import tensorflow as tf
from scipy.optimize import minimize


class Model:
    def __init__(self, nll, params, session=None):
        self.nll = nll
        self.params = list(params)
        self.grads = tf.gradients(nll, self.params)
        self.session = session or tf.Session()
        self.session.run(tf.global_variables_initializer())

    def assign(self, values):
        ops = [tf.assign(var, value) for var, value in zip(self.params, values)]
        self.session.run(ops)

    def _objective(self, x, feed):
        self.assign(x)
        value, grads = self.session.run([self.nll, self.grads], feed_dict=feed)
        return value, np.array(grads, dtype=np.float64)

    def fit(self, feed, starts):
        best = None
        for start in starts:
            self.assign(start)
            result = minimize(self._objective, np.array(start, dtype=np.float64), args=(feed,), jac=True)
            if best is None or result.fun < best.fun:
                best = result
        self.assign(best.x)
        return best


data = tf.placeholder(tf.float64, [None], name="data")
mu = tf.Variable(0.0, dtype=tf.float64, name="mu")
sigma = tf.Variable(1.0, dtype=tf.float64, name="sigma")
nll = tf.reduce_sum(tf.log(sigma) + 0.5 * tf.square((data - mu) / sigma))
model = Model(nll, [mu, sigma])

for trial in range(200):
    sample = np.random.normal(loc=trial * 0.1, scale=2.0, size=1000)
    fit = model.fit({data: sample}, starts=[(0.0, 1.0), (1.0, 3.0)])
    print(trial, fit.x)

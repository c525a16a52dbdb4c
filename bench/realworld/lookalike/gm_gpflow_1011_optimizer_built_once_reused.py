# source: https://github.com/GPflow/GPflow/pull/1011
# note: the reusable-optimizer fix: the optimizer, its minimize op and the initializer for its slot variables are built lazily once (guarded by "is None") and every later fit() on a new window only feeds data and runs the existing ops, so the walk-forward loop adds nothing to the graph
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1
tf1.disable_eager_execution()

WINDOW = 250


class RollingRegressor(object):
    def __init__(self, n_features, n_inducing=32, lr=0.01):
        self.lr = lr
        self.x = tf1.placeholder(tf.float64, [None, n_features])
        self.y = tf1.placeholder(tf.float64, [None, 1])
        self.z = tf1.get_variable("inducing", initializer=np.random.randn(n_inducing, n_features))
        self.log_ls = tf1.get_variable("log_lengthscale", initializer=np.zeros(n_features))
        self.w = tf1.get_variable("weights", initializer=np.zeros((n_inducing, 1)))
        d = tf.expand_dims(self.x, 1) - tf.expand_dims(self.z, 0)
        k = tf.exp(-0.5 * tf.reduce_sum(tf.square(d / tf.exp(self.log_ls)), -1))
        self.mean = tf.matmul(k, self.w)
        self.loss = tf.reduce_mean(tf.square(self.mean - self.y))
        self._train_op = None
        self._reset_opt = None
        self.sess = tf1.Session()

    def _build_optimizer(self):
        opt = tf1.train.AdamOptimizer(self.lr)
        self._train_op = opt.minimize(self.loss)
        self._reset_opt = tf1.variables_initializer(opt.variables())
        self.sess.run(tf1.global_variables_initializer())
        self.sess.graph.finalize()

    def fit(self, x, y, maxiter=50):
        if self._train_op is None:
            self._build_optimizer()
        self.sess.run(self._reset_opt)
        feed = {self.x: x, self.y: y}
        for _ in range(maxiter):
            self.sess.run(self._train_op, feed)
        return self.sess.run(self.loss, feed)

    def predict(self, x):
        return self.sess.run(self.mean, {self.x: x})


def walk_forward(x, y):
    model = RollingRegressor(x.shape[1])
    preds = []
    for t in range(WINDOW, len(x)):
        model.fit(x[t - WINDOW:t], y[t - WINDOW:t])
        preds.append(float(model.predict(x[t:t + 1])[0, 0]))
    return np.asarray(preds)


if __name__ == "__main__":
    rng = np.random.RandomState(0)
    feats = rng.randn(600, 6)
    target = np.sin(feats.sum(1, keepdims=True))
    print(np.sqrt(np.mean((walk_forward(feats, target) - target[WINDOW:, 0]) ** 2)))

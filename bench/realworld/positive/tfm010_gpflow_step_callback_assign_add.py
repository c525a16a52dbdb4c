# source: https://github.com/markvdw/gpflow-monitor/pull/8
# symptom: the graph grows by one op per optimiser iteration: the step callback handed to ScipyOptimizer both creates tf.assign_add(global_step, 1) and runs it on every call
# expect: TFM010 21
# note: the op is built in a callback that the optimiser invokes once per iteration (step_callback), not in a visible loop
import gpflow
import numpy as np
import tensorflow as tf


class ManagedOptimisation:
    """Runs a gpflow optimiser and calls the monitoring tasks after each optimiser step."""

    def __init__(self, model, optimiser, global_step):
        self.model = model
        self.optimiser = optimiser
        self.global_step = global_step
        self.tasks = []

    def _step_callback(self, *args, **kwargs):
        session = self.model.enquire_session()
        session.run(tf.assign_add(self.global_step, 1))
        for task in self.tasks:
            task(session)

    def minimize(self, maxiter=1000):
        self.optimiser.minimize(self.model, step_callback=self._step_callback, maxiter=maxiter)


X = np.linspace(-2, 2, 200)[:, None]
Y = 1 / (np.exp(-5 * X) + 1) - 0.5
m = gpflow.models.SVGP(X, Y, gpflow.kernels.RBF(1), gpflow.likelihoods.Gaussian(),
                       Z=np.random.rand(40, 1) * 4 - 2)
with m.enquire_session().graph.as_default():
    global_step = tf.Variable(0, trainable=False, name="global_step")
    m.enquire_session().run(global_step.initializer)
    opt = ManagedOptimisation(m, gpflow.train.ScipyOptimizer(), global_step)
    opt.minimize(maxiter=5000)

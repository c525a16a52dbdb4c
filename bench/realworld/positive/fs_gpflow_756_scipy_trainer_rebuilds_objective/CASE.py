# source: https://github.com/GPflow/GPflow/issues/756
# symptom: re-running the scipy optimisation of the same GP model many times gets slower every time; the TensorFlow graph grows with every minimize() call (about 380 ops per run measured in the follow-up PR #761)
# expect: TFM010 gpr/optim.py:15
# note: folder case: the rolling backtest in backtest.py calls ScipyTrainer.minimize (gpr/optim.py) once per window inside the session; minimize() rebuilds the objective (through GPR.log_marginal_likelihood in gpr/model.py), its gradients, placeholders and assign ops before handing a session-running closure and a history callback to scipy.optimize.minimize; the first op-building construct is labelled

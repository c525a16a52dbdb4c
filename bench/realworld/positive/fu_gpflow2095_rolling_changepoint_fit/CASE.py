# source: https://github.com/GPflow/GPflow/issues/2095
# symptom: "opt.minimize will increase memory usage inside an iteration": memory grows with every call of fit_matern32_kernel in the rolling change-point loop until the run is out of memory
# expect: TFM006 gp_fit.py:17
# note: in the report Scipy.minimize compiles the training loss each call; here the compile is the explicit tf.function(m.training_loss) inside the fit helper, which detect_changepoints.py calls once per time window

# source: https://github.com/GPflow/GPflow/issues/1291
# symptom: the Scipy optimiser wraps the objective-and-gradient computation in a new tf.function on every minimize() call, so a script that minimises the same model again and again (FITCvsVFE.py, "to optimize as hard as possible") pays the tracing overhead every time
# expect: TFM006 gp/fit_utils.py:18
# note: package layout: gp/fit_utils.py holds the helper, compare_fitc_vfe.py imports it with `from gp.fit_utils import minimize_hard` and calls it in a restart loop on the same model

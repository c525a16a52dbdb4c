# source: https://github.com/google/qhbm-library/issues/76
# symptom: every new sample count passed as a Python int retraces the library tf.function; a convergence sweep spends most of its time tracing
# expect: TFM001 qhbm/ebm.py:25
# note: the library exposes a bare @tf.function taking Python scalars (the design question of the issue); sweep.py calls it with a new int every step

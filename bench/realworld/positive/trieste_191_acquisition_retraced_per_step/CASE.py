# source: https://github.com/secondmind-labs/trieste/issues/191
# symptom: acquisition functions were retraced on every step of the Bayesian-optimisation loop (fixed later by handling the growing data size without retracing)
# expect: TFM007 run_bo.py:20
# note: folder case: the tf.function expected_improvement lives in bo/acquisition.py; run_bo.py calls it once per step with the Python number of observations so far, which changes every step

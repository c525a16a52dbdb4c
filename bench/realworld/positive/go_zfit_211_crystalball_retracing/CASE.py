# source: https://github.com/zfit/zfit/issues/211
# symptom: WARNING: 5 out of the last 6 calls to <function crystalball_func> triggered tf.function retracing ... likely due to passing python objects instead of tensors
# expect: TFM001 shapes.py:5
# note: shapes.py compiles the Crystal Ball density with a bare tf.function; fit.py evaluates it from the negative log-likelihood with plain Python floats that the minimizer changes at every step, so each new value is a new trace

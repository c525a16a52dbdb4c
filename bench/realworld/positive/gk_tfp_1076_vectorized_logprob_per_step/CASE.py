# source: https://github.com/tensorflow/probability/issues/1076
# symptom: calling .sample / .log_prob repeatedly on an autobatched joint distribution in an eager optimisation loop prints "N out of the last N calls to <function pfor.<locals>.f> triggered tf.function retracing"; the maintainer notes the vectorised tf.functions should be cached
# expect: TFM006 jd_utils.py:23
# note: user-side version of the same shape: the helper builds a new @tf.function (and vectorized_map builds its pfor function) on every call, and the helper is called once per VI step from fit_vi.py

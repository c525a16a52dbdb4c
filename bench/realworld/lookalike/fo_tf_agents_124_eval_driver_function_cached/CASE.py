# source: https://github.com/tensorflow/agents/pull/124
# note: the alternative the maintainer points to in the same thread (keep the function wrapper, find the slowdown instead): the evaluator builds its driver once and wraps driver.run in a tf.function only the first time, stored behind an `is None` guard, with reduce_retracing=True, so every later evaluation reuses the same traced function

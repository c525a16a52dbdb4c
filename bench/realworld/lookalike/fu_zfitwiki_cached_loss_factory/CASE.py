# source: https://pass.ive.tw/zfit/zfit-development/wiki/Graph-caching-&-tf.function
# note: zfit's answer to recompilation: compiled functions are created by a factory and kept in a cache keyed by what actually changes; here functools.lru_cache on the factory returns the same tf.function for the same pdf/data key, so the per-step calls in the fit loop reuse one traced graph

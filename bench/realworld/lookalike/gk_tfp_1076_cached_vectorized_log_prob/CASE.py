# source: https://github.com/tensorflow/probability/issues/1076
# note: what the maintainer suggests in the thread (cache the vectorised tf.function): the factory is wrapped in functools.lru_cache and called once before the VI loop, so the loop reuses one tf.function; num_draws is fixed, so the shapes never change

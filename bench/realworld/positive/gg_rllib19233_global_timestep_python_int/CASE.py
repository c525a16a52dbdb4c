# source: https://github.com/ray-project/ray/issues/19233
# symptom: with framework tf2 the eager policy leaks a little memory at every env timestep; the Python int global_timestep handed to the traced action helper never gets released
# expect: TFM007 eager_policy.py:34
# note: the rollout worker calls compute_actions once per env step; the policy passes its Python step counter straight into the tf.function

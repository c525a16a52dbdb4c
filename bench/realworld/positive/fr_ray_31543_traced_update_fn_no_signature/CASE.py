# source: https://github.com/ray-project/ray/pull/31543
# symptom: the TF learner always wraps its update in tf.function; the PR adds an enable_tf_function flag so users can turn the tracing off when it gets in the way (update batches assembled from episodes have a different length every iteration, so each new batch shape is traced again)
# expect: TFM001 learner/tf_learner.py:13
# note: package case: train.py concatenates whole episodes from the workers into a batch whose first dimension changes every iteration and calls TfLearner.update; the learner wraps _do_update_fn with tf.function(...) and no input_signature or reduce_retracing

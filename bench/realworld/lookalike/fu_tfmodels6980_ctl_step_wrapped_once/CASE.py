# source: https://github.com/tensorflow/models/pull/6980
# note: custom-training-loop benchmark layout from the PR: the step function is wrapped with tf.function once, before the epoch loop, and receives the dataset iterator (not a Python step number); the loop index is only used on the Python side for logging

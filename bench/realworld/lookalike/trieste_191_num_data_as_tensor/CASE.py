# source: https://github.com/secondmind-labs/trieste/issues/191
# note: the fixed version: the step loop passes the number of observations as a tensor (tf.constant), so the acquisition tf.function traces once however many points have been seen

# source: https://github.com/tensorflow/tensorboard/pull/5009
# symptom: scalars demo calling a traced simulation once per run; review comments ask for tf.constant arguments or an input_signature to prevent retracing
# note: fixed version from the review: a fixed scalar input_signature and tf.constant arguments, so all 60 runs share one trace

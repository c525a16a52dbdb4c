# source: https://github.com/google/qhbm-library/issues/76
# note: the design proposed in the issue: the exposed function converts every argument to a tensor and calls one inner tf.function with a fixed input_signature, so a sweep over Python sample counts reuses a single trace

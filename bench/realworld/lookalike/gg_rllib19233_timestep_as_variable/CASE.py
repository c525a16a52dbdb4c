# source: https://github.com/ray-project/ray/issues/19233
# note: look-alike, the shape of the fix: the step counter is a tf.Variable created once and bumped with assign_add, and the traced helper has an input_signature, so every env step calls the same concrete function with tensors; no Python int reaches the tf.function

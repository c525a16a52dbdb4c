# source: https://github.com/FlamTeam/flamedisx/pull/13
# note: the fixed version from the same PR: the event batches are stacked into one data tensor, _differential_rate has an input_signature (batch index and parameter vector as scalar/1-D tensors), and batched_differential_rate passes tf.constant values, so the function is traced once however many batches and optimizer iterations there are

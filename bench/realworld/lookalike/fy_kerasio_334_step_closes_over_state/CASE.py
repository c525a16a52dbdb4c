# source: https://github.com/keras-team/keras-io/pull/334
# note: the documented pattern: model, optimizer and metrics are created once in __init__, and the tf.function step only takes the batch tensors (fixed input_signature), so its variables exist before the first trace and it traces once

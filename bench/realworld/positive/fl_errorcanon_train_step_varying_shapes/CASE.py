# source: https://errorcanon.top/errors/tensorflow/tf-function-recompilation-cache-limit/index.json
# symptom: "The function 'train_step' has been retraced 1000 times" - a tf.function train step receives tensors whose shapes change from call to call, so it is traced again for almost every batch
# expect: TFM001 steps.py:12
# note: train.py pads every batch only to the longest sequence of that batch (bucketing by length), so the time dimension differs between calls; the @tf.function in steps.py has no input_signature and no relaxed shapes

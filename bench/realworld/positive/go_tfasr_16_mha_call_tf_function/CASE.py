# source: https://github.com/Z-yq/TensorflowASR/issues/16
# symptom: WARNING: 7 out of the last 9 calls to <function MultiHeadAttention.call> triggered tf.function retracing while training the acoustic model
# expect: TFM001 layers.py:24
# note: layers.py decorates the attention layer's call with a bare @tf.function; train_am.py feeds utterances padded per batch, so the time axis changes from batch to batch and every new length is traced again

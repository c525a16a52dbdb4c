# source: https://github.com/Yasas1994/Jaeger/pull/30
# symptom: GPU memory grows with the size of the evaluation set until out of memory: logits (and labels) of every batch are held as device tensors before being copied to the host
# expect: TFM012 jaeger/evaluate.py:8
# note: the second code path the PR fixes: the CLI builds the model and passes it, with a tf.data dataset, to an evaluation helper in another module that collects logits per batch and concatenates at the end

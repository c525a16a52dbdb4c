# source: https://github.com/google/seq2seq/pull/323
# symptom: every call of the beam-search step adds new nodes to the graph; decoding gets slower with each step and memory keeps growing (quadratic in the number of steps)
# expect: TFM010 decoding/beam.py:16
# note: the per-step helper builds tf.constant / log_softmax / top_k ops from the current beam state and the decode loop runs them with Session.run; the PR replaced the Python values with placeholders built once

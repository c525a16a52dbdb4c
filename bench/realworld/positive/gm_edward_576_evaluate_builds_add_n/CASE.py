# source: https://github.com/blei-lab/edward/issues/576
# symptom: monitoring validation error during training makes the graph grow on every evaluation and memory blows up with a large validation set
# expect: TFM010 metrics.py:16
# expect: TFM010 metrics.py:18
# note: the evaluation helper builds constants, add_n and the metric ops and then runs them, once per evaluation; training calls it every 100 iterations

# source: https://github.com/GPflow/GPflow/issues/798
# symptom: huge overhead when minimize() is called many times in the same Python session (online learning); the cost of each call keeps growing because every call builds a new optimisation tensor in the graph (fixed by caching it in GPflow 1.5, PR #1011)
# expect: TFM010 online/refit.py:6
# note: folder case: the Kafka consumer loop in consumer.py calls refit() (online/refit.py) for every message once the buffer is warm; refit() builds the combined loss, a new AdamOptimizer with its minimize op and slot variables, and an initializer op in the default graph each time before running the steps; the StreamingGP graph itself (online/gp.py) is built once

# source: https://github.com/GPflow/GPflow/pull/990
# symptom: calling the optimizer's minimize repeatedly (online learning, backtesting) keeps adding ops to the default graph and performance degrades run after run
# expect: TFM010 online_model.py:25
# expect: TFM010 online_model.py:27
# note: fit() builds a new optimizer, its gradient/update ops and slot variables plus an initializer each time; the walk-forward loop calls fit once per trading day

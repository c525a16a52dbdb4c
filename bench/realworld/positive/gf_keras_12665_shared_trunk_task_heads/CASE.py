# source: https://github.com/keras-team/keras/issues/12665
# symptom: training several models that share common layers works at first, then fails with an OOM error after several iterations
# expect: TFM009 heads.py:14
# note: train_round_robin (train_tasks.py) visits every task in every round and calls make_task_model (heads.py), which wraps the shared trunk in a new keras.Model with a new head and compiles it; the shared layers stay referenced by every model built so far.

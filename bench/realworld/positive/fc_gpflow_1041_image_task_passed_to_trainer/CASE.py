# source: https://github.com/GPflow/GPflow/pull/1041
# symptom: the monitoring task that writes a matplotlib figure to TensorBoard creates new TensorFlow operations (a placeholder and an image summary) every time its run() method is called during optimisation; moving op construction into __init__ gave a 10% speed-up
# expect: TFM010 monitor.py:25
# note: main.py builds the task and hands it to the Trainer of trainer.py, which calls every task's run() every few optimisation steps; the ops are made in run(), as before the PR

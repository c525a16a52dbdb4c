# source: https://github.com/carolgithubv1/cnn_coi
# symptom: TF1 script that probes a learning-rate schedule in a loop gets slower every trial; the default graph keeps growing (op count printed by sweep.py)
# expect: TFM002 lrprobe.py:6
# expect: TFM010 lrprobe.py:13
# note: pattern of coin_py/examp3.py in that repository: for each of 1000 trials a new global_step tf.Variable, schedule and initializer are added to the default graph, and inside the session loop piecewise_constant is rebuilt every step before sess.run. Here sweep.py holds the trial loop and lrprobe.py the graph-building code.

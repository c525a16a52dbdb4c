# source: https://github.com/mks0601/TF-SimpleHumanPose/issues/9
# symptom: host memory keeps growing the longer training runs until the process runs out of memory; adding graph.finalize() before the iteration loop exposed/fixed the problem
# expect: TFM010 trainer.py:29
# note: train.main calls trainer.set_lr every iteration next to sess.run; set_lr builds a new tf.assign op in the default graph on each call, so the graph grows by an op per step.

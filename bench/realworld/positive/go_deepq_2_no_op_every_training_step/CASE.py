# source: https://github.com/siemanko/tensorflow-deepq/issues/2
# symptom: DiscreteDeepQ became ~5x slower after recent commits, with excessive memory usage that grows during the simulation
# expect: TFM010 deepq.py:47
# note: the maintainer's closing comment: a tf.no_op() was created on every training step when no summary writer is set; deepq.py creates it inside training_step(), which simulate.py calls once per environment step

# source: https://github.com/onejiin/CycleGAN-VC2/issues/4
# note: the fixed layout after the report: summary ops are created once in __init__ (self.generator_summaries) and the graph is finalized; the training loop in train.py only calls sess.run on existing tensors, so no node is added per step.

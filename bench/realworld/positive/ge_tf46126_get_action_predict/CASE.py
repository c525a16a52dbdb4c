# source: https://github.com/tensorflow/tensorflow/issues/46126
# symptom: training became about 5x slower after the agent was rewritten; the maintainer points at model.predict on a single state inside get_action (and train_on_batch overhead)
# expect: TFM008 agent/dqn.py:28
# note: get_action() calls Keras predict() on one state and is called for every environment step from the training loop in another module

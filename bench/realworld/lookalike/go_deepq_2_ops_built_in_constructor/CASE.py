# source: https://github.com/siemanko/tensorflow-deepq/issues/2
# symptom: DiscreteDeepQ slowed down ~5x with growing memory
# note: the fix from the closing commit: the no-op and the summary op are created once in the constructor; training_step() only chooses between existing ops and runs them with feed_dict

# source: https://github.com/tensorflow/tensorflow/issues/33178
# symptom: memory keeps growing over repeated training runs of a subclassed Conv2D/LSTM/TimeDistributed model, even with del and gc.collect() between runs, until the process runs out of memory
# expect: TFM009 ensemble.py:15
# note: the report's reproduction trains a subclassed tf.keras.Model on random (9, 11, 100, 1) grids and imports scipy.stats.mode for voting; here train_vote_ensemble instantiates a new GridSeqNet (models.py) per ensemble member, compiles and fits it, then deletes it without clear_session.

# source: https://github.com/cms-tau-pog/TauMLTools/pull/109
# symptom: a training callback keeps the y / y_pred derived tensors of every batch of the epoch (needs eager mode), so memory grows with the number of batches
# expect: TFM012 taunet/callbacks.py:17
# expect: TFM012 taunet/callbacks.py:18
# note: train.py registers ResolutionCallback (taunet/callbacks.py); its on_train_batch_end hook, run for every batch, computes tf.where discriminators from the tensors TauNet.train_step (taunet/model.py) stores and keeps them. The PR grew them with tf.concat; this case keeps them in per-type lists.

# source: https://github.com/keras-team/keras/issues/5589
# note: same EvaluationCallback registered from train.py, but the per-batch prediction in on_epoch_end uses model.predict_on_batch, which runs one cached predict step per batch instead of setting up a whole predict loop for every batch; nothing is created per call.

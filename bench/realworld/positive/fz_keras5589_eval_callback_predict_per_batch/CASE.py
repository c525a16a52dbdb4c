# source: https://github.com/keras-team/keras/issues/5589
# symptom: evaluation callback run at every epoch end calls model.predict once per validation batch; slow and memory grows over epochs
# expect: TFM008 callbacks/evaluation.py:28
# note: EvaluationCallback (callbacks/evaluation.py, re-exported by callbacks/__init__.py) is registered in train.py; its on_epoch_end hook loops over nb_batches and calls self.model.predict per batch.

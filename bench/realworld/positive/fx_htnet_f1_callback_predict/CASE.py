# source: https://github.com/zoeis52/HTNet_generalized_decoding/blob/58d8ee1082f4e8abf4ad5032a6716e0822ee1513/F1_callback.py
# symptom: a macro-F1 callback runs model.predict over the whole validation array at the end of every epoch of a long ECoG training run, re-creating the prediction loop each epoch
# expect: TFM008 callbacks.py:18
# note: repository callback; the on_epoch_end hook runs every epoch and calls self.model.predict on the full validation set

# source: https://github.com/kundajelab/dragonn/blob/HEAD/dragonn/callbacks.py
# symptom: every epoch ends with two full model.predict passes (train and validation sets) set up from scratch inside the callback; epochs get slower and memory creeps up over long runs
# expect: TFM008 callbacks.py:20
# expect: TFM008 callbacks.py:21
# note: the MetricsCallback subclass of keras Callback is registered on model.fit in train.py; its on_epoch_end hook runs once per epoch and calls self.model.predict twice

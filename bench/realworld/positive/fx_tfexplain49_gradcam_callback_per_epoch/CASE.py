# source: https://github.com/sicara/tf-explain/issues/49
# symptom: the Grad-CAM callback instantiates its summary writer (and the gradient sub-model) inside on_epoch_end, so every epoch creates new objects instead of reusing ones built at init
# expect: TFM009 explain_callbacks.py:20
# note: keeps the callback shape (helpers instantiated in on_epoch_end rather than at init); the functional gradient model is rebuilt at every epoch end, with no clear_session in sight

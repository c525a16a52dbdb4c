# source: https://github.com/PacktPublishing/Deep-Learning-Quick-Reference/blob/HEAD/Chapter04/roc_callback.py
# symptom: epochs take far longer than the training itself; the ROC-AUC callback runs a full predict() over the training set and another over the validation set at the end of every epoch
# expect: TFM008 callbacks/roc.py:13
# expect: TFM008 callbacks/roc.py:14
# note: the callback class sits in its own module; train.py passes it to fit(), so Keras calls on_epoch_end once per epoch and each call starts two complete prediction loops

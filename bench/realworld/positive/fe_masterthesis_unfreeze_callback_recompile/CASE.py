# source: https://github.com/DoctorRabbit55/MasterThesis/blob/HEAD/CDL/utils/custom_callbacks.py
# symptom: gradual unfreezing implemented as a Keras callback that unfreezes the next slice of layers and recompiles the model with a fresh SGD optimizer in on_epoch_begin, i.e. once per epoch of a single fit; every compile throws away the traced train function, so each epoch traces training again (and each traced graph stays pinned)
# expect: TFM013 utils/custom_callbacks.py:24
# note: folder case: train_cdl.py builds the network and passes the callback to fit; the recompilation lives in utils/custom_callbacks.py, in the hook Keras calls at the start of every epoch; the companion learning-rate callback in the same module uses backend.set_value and is correct

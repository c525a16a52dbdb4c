# source: https://github.com/keras-team/keras/issues/15893
# symptom: a fine-tuning callback that unfreezes layers and recompiles the model inside on_epoch_end fails with "TypeError: 'NoneType' object is not callable"; the recompile discards the traced train function mid-fit
# expect: TFM013 finetune/callbacks.py:31
# note: package case: train.py imports the callback from the finetune package (relative imports); on_epoch_end calls _set_trainable and then _recompile, which compiles under strategy.scope()

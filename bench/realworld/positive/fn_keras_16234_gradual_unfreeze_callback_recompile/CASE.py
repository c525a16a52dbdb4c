# source: https://github.com/keras-team/keras/issues/16234
# symptom: in a fine-tuning run the reporter wants a callback that unfreezes the backbone layers after a few epochs; after changing trainable the model must be recompiled inside the callback, and the recompilation raises TypeError: 'NoneType' object is not callable (no memory figures given)
# expect: TFM013 finetune/callbacks.py:21
# note: Keras callback hook in another module; the case takes the gradual-unfreezing variant of the report's callback: on_epoch_end unfreezes one more block and recompiles the model that train.py built once, at the end of every epoch from start_epoch on

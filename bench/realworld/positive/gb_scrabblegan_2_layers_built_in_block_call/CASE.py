# source: https://github.com/Nikolai10/scrabble-gan/issues/2
# symptom: "ValueError: tf.function-decorated function tried to create variables on non-first call" when the generator is traced again (saving the model / a second trace of the train step)
# expect: TFM014 scrabble/blocks.py:22
# expect: TFM014 scrabble/blocks.py:19
# note: the up-sampling residual block builds a 1x1 shortcut convolution and a batch-norm layer inside call(), so every trace of the traced train step or of model.save creates new variables. Train loop and checkpointing live in train.py.

# source: https://github.com/keras-team/keras/issues/6446
# symptom: the user wants to change the loss weights of a two-output model during training; the simple answer in the thread is to recompile with new loss_weights, and later comments report the new weights having no effect
# expect: TFM013 utils.py:3
# note: folder case: the epoch loop in train.py calls utils.set_loss_weights (`import utils`) before each one-epoch fit; the helper recompiles the same model with its own optimizer object and the new weights

# source: https://github.com/keras-team/keras/issues/11699
# symptom: the custom training scheme resets the optimizer state by calling model.compile again whenever a condition is met; the recompile is slow and each one throws away the traced train function
# expect: TFM013 scheme.py:37
# note: the model is built once in main.py; the restart compile sits inside the training step loop of the trainer class (the compile in _compile runs once from __init__)

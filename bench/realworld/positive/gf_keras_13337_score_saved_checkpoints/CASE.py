# source: https://github.com/keras-team/keras/issues/13337
# symptom: loading a saved model and predicting on the test set in a loop: each iteration takes longer than the previous one and total process memory keeps increasing
# expect: TFM009 scoring.py:11
# expect: TFM008 scoring.py:12
# note: compare_checkpoints.main loops over every saved fold/epoch checkpoint and calls score_checkpoint, which loads the model with load_model and runs predict on the hold-out set each time.

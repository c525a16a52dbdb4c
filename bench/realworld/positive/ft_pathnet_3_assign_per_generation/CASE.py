# source: https://github.com/jsikyoon/pathnet/issues/3
# symptom: memory leak per generation: backing up and restoring the parameters uses plain assign without placeholders, so every tournament adds new assign ops
# expect: TFM010 pathnet_utils.py:37
# expect: TFM010 pathnet_utils.py:43
# note: parameters_update and geopath_insert are called for both tournament candidates of every generation from the training script, which also runs the train step with sess.run

# source: https://github.com/andrewliao11/gail-tf/issues/11
# symptom: the checkpoint .meta file grows with every save: save_state() builds a new tf.train.Saver (new save/restore ops) each time the training loop saves
# expect: TFM010 common/tf_util.py:12
# note: the training loop is in trpo.py; save_state lives in common/tf_util.py and is reached through `from common import tf_util as U`

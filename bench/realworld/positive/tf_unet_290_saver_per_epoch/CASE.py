# source: https://github.com/jakeret/tf_unet/issues/290
# symptom: the .meta checkpoint file grows bigger and bigger while training; solved once the author saw that `saver = tf.train.Saver()` was run many times
# expect: TFM010 unet/model.py:27
# note: the epoch loop is in unet/trainer.py; Unet.save() in unet/model.py builds a new Saver and saves in the same call; the package __init__ re-exports both classes and train.py imports them from it

# source: https://github.com/ameroyer/PIC/issues/3
# symptom: ValueError: GraphDef cannot be larger than 2GB raised by saver.save after about 55 training epochs
# expect: TFM010 sampling.py:25
# expect: TFM010 train.py:27
# note: before the fix, the colorization training loop stored validation bits-per-dim with bpd_rec.assign(value) every epoch and the sampling helper wrapped every generated image grid in a new tf.summary.image op

# source: https://github.com/keras-team/keras/issues/4943
# symptom: GAN training slows down as a sample-grid callback calls the generator's predict() at the end of every epoch
# expect: TFM008 gan/callbacks.py:29
# note: ImageGridCallback-style hook: the callback module calls generator.predict in on_epoch_end, the training module passes the callback to fit()

# source: https://github.com/keras-team/keras/issues/3051
# symptom: implementing super-resolution, the reporter wants to look at the output image after every epoch; the suggestions are a Keras callback or a loop of one-epoch fits that writes a preview each time
# expect: TFM008 callbacks.py:18
# note: folder case: callbacks.py defines the preview callback whose on_epoch_end runs predict on a few held-out low-resolution images and writes them to disk; train.py builds an SRCNN once and passes the callback to fit, so Keras calls the hook (and the predict) once per epoch

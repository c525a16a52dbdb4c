# source: https://github.com/tucan9389/tf2-mobile-2d-single-pose-estimation/issues/73
# source: https://github.com/tucan9389/tf2-mobile-2d-single-pose-estimation/blob/8e20b6a3b33a3ae24d7a54b0958440dc4d7b01f2/callbacks_model.py
# symptom: RAM keeps increasing during pose-estimation training; a LambdaCallback logs predicted heatmaps to TensorBoard by running model.predict on validation images at every epoch end
# expect: TFM008 callbacks_model.py:23
# note: the predict sits in a closure registered as on_epoch_end of a LambdaCallback built in a helper module; the model is passed in from train.py

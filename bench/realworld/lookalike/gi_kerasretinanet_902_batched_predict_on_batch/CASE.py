# source: https://github.com/fizyr/keras-retinanet/issues/902
# note: answer from the thread: stack several preprocessed images into one batch and call predict_on_batch once per batch; the inference model is loaded once, predict_on_batch does not build a prediction loop per call and the loop is over batches, not a rebuild of anything

# source: https://github.com/deepfakes/faceswap/issues/1050
# symptom: during extraction the log fills with "N out of the last N calls to Model.make_predict_function.<locals>.predict_function triggered tf.function retracing" warnings, one per aligner batch
# expect: TFM008 plugins/align/fan.py:26
# note: extract.py iterates over batches of detected faces (the last batch is smaller) and calls Align.align (plugins/align/fan.py) for each, which runs model.predict on the batch.

# source: https://github.com/tensorflow/tensorflow/issues/80895
# symptom: RSS printed at the start and end of each of 500 iterations rises by tens of MB per iteration with periodic small drops; the trend keeps going up until the machine runs out of memory (TF 2.18)
# expect: TFM009 pipeline.py:35
# expect: TFM009 pipeline.py:40
# expect: TFM008 pipeline.py:41
# note: keeps the report's loop: every iteration builds and compiles a new LSTM classifier, fits it with EarlyStopping and ModelCheckpoint, reloads the best checkpoint with load_model and predicts on the latest windows; nothing clears the session between iterations.

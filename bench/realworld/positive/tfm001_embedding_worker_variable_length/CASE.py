# source: https://github.com/tensorflow/tensorflow/issues/124972
# symptom: unbounded, monotonic memory growth in a serving process fed variable-length sequences; each new input shape is traced and the traced graphs are never released (OOM after hours)
# expect: TFM001 textsvc/encoder.py:11
# note: the tf.function lives in the package module textsvc/encoder.py; the polling loop that feeds it one request at a time lives in worker.py

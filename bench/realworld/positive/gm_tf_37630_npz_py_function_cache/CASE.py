# source: https://github.com/tensorflow/tensorflow/issues/37630
# symptom: training on large (GZIP) TFRecords of npz images decoded through tf.py_function seems to load the entire record set into memory and the job crashes after some time
# expect: TFM004 pipeline.py:29
# expect: TFM005 pipeline.py:30
# note: keeps the report's TFRecordDataset -> py_function npz decoding; the parallelism (16) and the in-memory cache after the decoding map are this case's reading of "the entire TFRecord is loaded into memory"

# source: https://github.com/tensorflow/tensorflow/issues/55355
# note: the py_function map is followed by a file-backed cache (dataset.cache(path) in data/pipeline.py), the form recommended when the decoded dataset does not fit in RAM; TFM005 reports only in-memory caches by default. Parallelism is AUTOTUNE and the shuffle buffer is 2048 elements.

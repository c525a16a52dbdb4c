# source: https://github.com/hanxiao/bert-as-service/blob/HEAD/example/example5.py
# symptom: host memory of the estimator job is dominated by prefetched BERT feature batches; twenty batches of 128 x 768 encodings plus label strings are kept ready ahead of a DNN that consumes them far faster
# expect: TFM011 law_input.py:30
# note: folder case (TF1 estimator): law_input.py builds the input_fn with a py_func that calls the BERT serving client per batch and ends in prefetch(20); classify_law.py trains a DNNClassifier with it

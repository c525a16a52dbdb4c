# source: https://github.com/yeyupiaoling/VoiceprintRecognition-Tensorflow
# symptom: (none; near-miss) input pipelines with shuffle, repeat, prefetch and parsing maps are often suspected of holding too much memory
# note: same shape as the repository's reader.py: TFRecord parsing with pure-TF ops, a 1,000-element shuffle buffer and prefetch(AUTOTUNE); the dataset is passed to the training loop as an argument, nothing is cached after a Python function and no buffer is oversized.

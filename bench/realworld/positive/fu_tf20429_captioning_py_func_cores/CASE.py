# source: https://github.com/tensorflow/tensorflow/pull/20429
# symptom: host RAM peaks at tens of GB while the image-captioning input pipeline loads cached InceptionV3 feature files; peak memory scales with the parallelism of the Python loader
# expect: TFM004 input_pipeline.py:21
# note: the tutorial loads .npy features through a Python function in Dataset.map and says to set num_parallel_calls to the number of CPU cores; on a 48-core box each parallel call holds a full feature array and caption, which is what the case keeps (pipeline in input_pipeline.py, training loop in train.py)

# source: https://github.com/TensorSpeech/TensorFlowASR/issues/136
# symptom: RAM climbs from 28 GB to 30 GB plus 30 GB of swap until the process is killed with `cache: True` in the dataset config: the in-memory cache keeps every feature matrix produced by the tf.numpy_function preprocessing
# expect: TFM005 asr/base.py:19
# note: folder case: the map and the cache are in BaseDataset.process (asr/base.py), the numpy_function in the subclass parse (asr/tfrecord.py); train.py reads cache=True from the config

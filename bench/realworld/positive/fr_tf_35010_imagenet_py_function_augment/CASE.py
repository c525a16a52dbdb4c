# source: https://github.com/tensorflow/tensorflow/issues/35010
# symptom: training MobileNetV2/ResNet on ImageNet from scratch with a custom augmentation wrapped in tf.py_function inside Dataset.map: memory rose from 16 GB to 59 GB over three epochs and training slowed down until it was stopped
# expect: TFM004 imagenet_input/dataset.py:23
# note: package case: the mapped parse_and_augment calls tf.py_function on the NumPy/OpenCV augmentation from augment.py and is mapped with a literal num_parallel_calls=32, so up to 32 Python augmentations (each holding a decoded image) are in flight
